import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { freePort } from '../../tools/free-port';
import { freshDataDir } from './site';

/** Runs the built server until it exits by itself (at most 20 s): its exit status and what it printed. */
function runServer(env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(projectRoot, 'dist-server', 'serve.mjs')], {
      cwd: projectRoot,
      env: { ...process.env, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server was still running after 20 s:\n${output}`));
    }, 20_000);
    child.once('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

describe('the built server with a bad setting', () => {
  it('stops at start, naming each bad variable and what it expects, before it listens or opens the store', async () => {
    const dataDir = join(freshDataDir(), 'not-yet');
    const { status, output } = await runServer({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT: 'lots',
      FORM_WEBHOOK_URL: 'https://hooks.example/t/secret-token',
    });
    expect(status).toBe(1);
    expect(output).toBe(
      'The server\'s settings are wrong (see "Server settings" in README.md):\n' +
        '  FORM_RATE_LIMIT: a whole number of submissions a minute, at least 1 (got "lots")\n' +
        '  FORM_WEBHOOK_SECRET: whsec_ and at least 16 bytes in base64, as FORM_WEBHOOK_URL is set and the two go together (not set)\n',
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});
