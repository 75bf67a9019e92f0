import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/free-port';
import { projectRoot } from '../../builder/project-root';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';

const run = promisify(execFile);

/** Resident memory of a process, from the kernel's own account. */
function residentMegabytes(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes) / 1024;
}

let scratch: string;
let server: RunningServer | undefined;

beforeAll(async () => {
  // What a machine that only runs the site has: the build, the built server, the lock.
  scratch = mkdtempSync(join(tmpdir(), 'site-lean-'));
  for (const item of ['package.json', 'package-lock.json', 'dist', 'dist-server'])
    cpSync(join(projectRoot, item), join(scratch, item), { recursive: true });
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: scratch,
    timeout: 120_000,
  });
}, 150_000);

afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the production server on a machine with runtime dependencies only', () => {
  it('installs without the build toolchain', () => {
    for (const tool of ['vite', 'tsx', 'typescript', '@mdx-js/rollup', 'vitest'])
      expect(existsSync(join(scratch, 'node_modules', tool)), tool).toBe(false);
    expect(existsSync(join(scratch, 'node_modules', 'react-dom'))).toBe(true);
  });

  it('serves pages and receives forms, and idles under 120 MB', async () => {
    const port = await freePort();
    server = await spawnServer('production', port, { DATA_DIR: join(scratch, 'data') }, scratch);
    const url = server.url;
    expect((await fetch(`${url}/services/cloud`)).status).toBe(200);
    const post = (email: string) =>
      fetch(`${url}/forms/newsletter`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
        body: new URLSearchParams({ email }),
      });
    expect((await post('lean@example.com')).status).toBe(303);
    const problem = await post('not an address');
    expect(problem.status).toBe(400);
    expect(await problem.text()).toContain('not an address');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(residentMegabytes(server.process.pid!)).toBeLessThan(120);
  });
});
