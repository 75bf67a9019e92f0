import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from '../../builder/build-server';
import { projectRoot } from '../../builder/project-root';

/**
 * The tests run the built server, so it is built from the sources as they are (a second or two);
 * the site it serves is built only when missing (`npm test` runs these before its own build).
 */
export async function setup(): Promise<void> {
  if (existsSync(join(projectRoot, 'dist', 'index.html'))) await buildServer();
  else execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit', timeout: 300_000 });
}
