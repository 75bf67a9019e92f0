import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/free-port';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';
import { readHead, sendRaw } from './raw-http';
import { readStored } from './stored-submissions';

let server: RunningServer | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ server: RunningServer; port: number; dataDir: string }> {
  dataDir = mkdtempSync(join(tmpdir(), 'site-shutdown-'));
  const port = await freePort();
  server = await spawnServer('production', port, { DATA_DIR: dataDir, FORM_RATE_LIMIT: '100000' });
  return { server, port, dataDir };
}

function newsletterPost(port: number, email: string): { head: string; body: string } {
  const body = new URLSearchParams({ email }).toString();
  const head = `POST /forms/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
  return { head, body };
}

interface OpenPost {
  socket: Socket;
  rest: string;
  /** Settles once the server has read the headers and invited the body (`100 Continue`): the request is in flight. */
  inFlight: Promise<void>;
  answer: Promise<{ status: number | undefined; head: string }>;
}

const interimContinue = /^HTTP\/1\.1 100 Continue\r\n\r\n/;

/**
 * A post whose headers (with `Expect: 100-continue`) and, once the server invited it, the first
 * half of the body are sent; the rest waits. The invitation is how a test knows the server holds
 * the request, however slow the machine: a connection still in the kernel's queue is not in flight.
 */
function halfSentPost(port: number, email: string): OpenPost {
  const { head, body } = newsletterPost(port, email);
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  let invited: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => (invited = resolve));
  socket.on('data', (chunk) => {
    chunks.push(chunk);
    if (interimContinue.test(Buffer.concat(chunks).toString('latin1'))) invited();
  });
  socket.on('error', () => {});
  const answer = new Promise<{ status: number | undefined; head: string }>((resolve) =>
    socket.on('close', () => {
      const received = Buffer.concat(chunks).toString('latin1').replace(interimContinue, '');
      resolve(readHead(Buffer.from(received, 'latin1')));
    }),
  );
  socket.write(head.replace('\r\n\r\n', '\r\nExpect: 100-continue\r\n\r\n'));
  void inFlight.then(() => socket.write(body.slice(0, 10)));
  return { socket, rest: body.slice(10), inFlight, answer };
}

const exited = (running: RunningServer) =>
  new Promise<number | null>((resolve) =>
    running.process.exitCode !== null
      ? resolve(running.process.exitCode)
      : running.process.once('exit', (code) => resolve(code)),
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the production server on SIGTERM', () => {
  it('stops accepting, finishes every request in flight, stores what it acknowledged, and exits within its grace time', async () => {
    const { server: running, port, dataDir: dir } = await start();
    const posts = Array.from({ length: 40 }, (_, i) => halfSentPost(port, `in-flight-${i}@example.com`));
    const neverFinished = halfSentPost(port, 'never-finished@example.com');
    await Promise.all([...posts, neverFinished].map((post) => post.inFlight));
    await pause(100);
    const signalled = Date.now();
    running.process.kill('SIGTERM');
    await pause(300);

    const late = await sendRaw(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 2_000);
    expect(late.status, 'a new connection after SIGTERM').toBeUndefined();

    for (const post of posts) post.socket.write(post.rest);
    const answers = await Promise.all(posts.map((post) => post.answer));
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.head).toMatch(/^connection: close$/im);
    }
    expect(await exited(running)).toBe(0);
    const waited = Date.now() - signalled;
    expect(waited).toBeGreaterThan(9_000);
    expect(waited).toBeLessThan(13_000);
    expect((await neverFinished.answer).status).toBeUndefined();

    const stored = readStored(dir, 'newsletter').records.map((record) => String(record.fields.email));
    expect(stored.sort()).toEqual(posts.map((_, i) => `in-flight-${i}@example.com`).sort());
    expect(running.output()).toContain('SIGTERM: no new connections');
  }, 30_000);

  it('loses no acknowledged submission when SIGTERM arrives in the middle of a burst', async () => {
    const { server: running, port, dataDir: dir } = await start();
    const acknowledged: string[] = [];
    let answeredPartly = 0;
    let next = 0;
    const total = 400;
    const client = async () => {
      for (let i = next++; i < total; i = next++) {
        const email = `burst-${i}@example.com`;
        const { head, body } = newsletterPost(port, email);
        const answer = await sendRaw(port, head.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n') + body, 15_000);
        if (answer.status === 303) acknowledged.push(email);
        else if (answer.status !== undefined) answeredPartly++;
        if (i === 150) running.process.kill('SIGTERM');
      }
    };
    await Promise.all(Array.from({ length: 20 }, client));
    expect(await exited(running)).toBe(0);
    expect(answeredPartly).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(150);
    const stored = new Set(readStored(dir, 'newsletter').records.map((record) => String(record.fields.email)));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  }, 60_000);
});
