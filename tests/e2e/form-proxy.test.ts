import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/free-port';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';

const servers: RunningServer[] = [];
const dataDirs: string[] = [];

async function start(env: Record<string, string>): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'form-proxy-'));
  dataDirs.push(dataDir);
  const server = await spawnServer('production', await freePort(), { DATA_DIR: dataDir, FORM_RATE_LIMIT: '2', ...env });
  servers.push(server);
  return server;
}

/** Three newsletter sign-ups as if relayed by a proxy for `visitor`; their statuses in order. */
async function signUps(server: RunningServer, visitor: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await fetch(server.url + '/forms/newsletter', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': visitor },
      body: new URLSearchParams({ email: `reader${i}@example.com` }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the form rate limit behind a reverse proxy', () => {
  it('counts each visitor on its own when TRUST_PROXY names the proxy', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    expect(server.output()).toContain('behind 1 trusted proxy');
    expect(await signUps(server, '198.51.100.1')).toEqual([303, 303, 429]);
    expect(await signUps(server, '198.51.100.2')).toEqual([303, 303, 429]);
  });

  it('ignores X-Forwarded-For by default, so a client cannot pick a fresh address per request', async () => {
    const server = await start({});
    expect(await signUps(server, '198.51.100.1')).toEqual([303, 303, 429]);
    expect(await signUps(server, '198.51.100.2')).toEqual([429, 429, 429]);
  });

  it('refuses to start with a TRUST_PROXY that is not a whole number', async () => {
    await expect(start({ TRUST_PROXY: 'yes' })).rejects.toThrow(
      /TRUST_PROXY: a whole number of reverse proxies, 0 or more \(got "yes"\)/,
    );
  });
});
