import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/free-port';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';
import { hostileRequest, seededRandom } from './hostile-requests';
import { sendRaw } from './raw-http';

/** What the server may answer to a hostile request: anything but an error of its own (5xx) or silence. */
const expectedStatuses = new Set([200, 206, 301, 303, 304, 400, 403, 404, 405, 413, 414, 415, 416, 429, 431]);
const fuzzCases = 2_400;
const connectionsAtOnce = 16;

let server: RunningServer;
let port: number;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-hostile-'));
  port = await freePort();
  server = await spawnServer('production', port, { DATA_DIR: dataDir, FORM_RATE_LIMIT: '100000' });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function expectStillServing(): Promise<void> {
  expect(server.process.exitCode, server.output()).toBeNull();
  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
}

describe('the production server under hostile requests', () => {
  // Each of these once threw `TypeError: Invalid URL` outside any try/catch and ended the process.
  it.each([
    ['//', 200],
    ['///', 200],
    ['//%00', 400],
    ['/\\\\', 404],
    ['http://[', 200],
    ['/%zz', 400],
  ])('answers the request target %s with %i and stays up', async (target, status) => {
    const answer = await sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(status);
    await expectStillServing();
  });

  it(`answers ${fuzzCases} generated hostile requests over raw sockets, and still serves pages`, async () => {
    const unexpected: string[] = [];
    let next = 0;
    const worker = async () => {
      for (let seed = next++; seed < fuzzCases; seed = next++) {
        const request = hostileRequest(seededRandom(seed));
        const answer = await sendRaw(port, request);
        if (answer.status === undefined || !expectedStatuses.has(answer.status)) {
          unexpected.push(
            `seed ${seed}: ${answer.status ?? (answer.closed ? 'closed without an answer' : 'no answer in 5 s')} for ${JSON.stringify(request.toString('latin1').slice(0, 200))}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: connectionsAtOnce }, worker));
    expect(unexpected).toEqual([]);
    expect(server.output()).not.toMatch(/^500 for /m);
    await expectStillServing();
  }, 180_000);
});
