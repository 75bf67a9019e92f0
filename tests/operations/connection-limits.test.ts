import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { freePort } from '../../tools/free-port';
import type { RunningServer } from '../../tools/spawn-server';
import { exchange, head, openRaw } from './raw-exchange';
import { byTier } from '../tier';
import { eventually, freshDataDir, startSite } from './site';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const portOf = (url: string) => Number(new URL(url).port);

const running: (RunningServer | ChildProcess)[] = [];
afterAll(async () => {
  for (const server of running) {
    if ('stop' in server) await server.stop();
    else if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
});

/** When the server closed a connection, in ms after it opened; `feed` writes to it meanwhile. */
async function closedAfter(port: number, feed: (write: (text: string) => void) => void): Promise<number> {
  const started = Date.now();
  const raw = openRaw(port, { timeoutMs: 60_000 });
  let open = true;
  raw.socket.once('close', () => (open = false));
  feed((text) => {
    if (open) raw.socket.write(text);
  });
  const answer = await raw.done;
  expect(answer.closed).toBe(true);
  return Date.now() - started;
}

/** Writes `text` one character a second until the connection closes. */
function dribble(write: (text: string) => void, text: string): void {
  let index = 0;
  const timer = setInterval(() => {
    if (index >= text.length) return clearInterval(timer);
    write(text[index++]);
  }, 1_000);
  timer.unref();
}

describe('timeouts', () => {
  it('closes slow headers by 10 s, a slow body by 30 s, an idle keep-alive connection after 5 s', async () => {
    const site = await startSite({ DATA_DIR: freshDataDir() });
    running.push(site);
    const port = portOf(site.url);
    const [silent, slowHeaders, slowBody, idle] = await Promise.all([
      closedAfter(port, () => {}),
      closedAfter(port, (write) => {
        write('GET / HTTP/1.1\r\nHost: x\r\n');
        dribble(write, 'X-Slow: ' + 'a'.repeat(100));
      }),
      closedAfter(port, (write) => {
        write(
          head(
            'POST /forms/newsletter HTTP/1.1',
            'Host: x',
            `Origin: ${site.url}`,
            'Content-Type: application/x-www-form-urlencoded',
            'Content-Length: 100',
          ),
        );
        dribble(write, 'email=' + 'a'.repeat(94));
      }),
      closedAfter(port, (write) => write(head('GET /robots.txt HTTP/1.1', 'Host: x'))),
    ]);
    // Node looks for late connections once a second.
    expect(silent).toBeGreaterThanOrEqual(9_500);
    expect(silent).toBeLessThan(12_500);
    expect(slowHeaders).toBeGreaterThanOrEqual(9_500);
    expect(slowHeaders).toBeLessThan(12_500);
    expect(slowBody).toBeGreaterThanOrEqual(29_500);
    expect(slowBody).toBeLessThan(32_500);
    expect(idle).toBeGreaterThanOrEqual(4_500);
    expect(idle).toBeLessThan(7_000);
  }, 60_000);
});

/** The built server started through `prlimit`, so it may open at most `descriptors` files. */
async function startLimited(descriptors: number): Promise<{ url: string; output: () => string; pid: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    'prlimit',
    [`--nofile=${descriptors}:${descriptors}`, process.execPath, join(projectRoot, 'dist-server', 'serve.mjs')],
    {
      cwd: projectRoot,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SITE_URL: url, DATA_DIR: freshDataDir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (const deadline = Date.now() + 30_000; ;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      await fetch(url + '/robots.txt');
      return { url, output: () => output, pid: child.pid ?? 0 };
    } catch {
      if (Date.now() > deadline) throw new Error(`the server did not answer within 30 s:\n${output}`);
      await pause(150);
    }
  }
}

function openDescriptors(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** How long each of `count` pages takes from 127.0.0.1, one after another, on fresh connections. */
async function pageTimes(port: number, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const answer = await exchange(port, head('GET /about-us HTTP/1.1', 'Host: x', 'Connection: close'), {
      timeoutMs: 5_000,
    });
    times.push(performance.now() - started);
    expect(answer.status).toBe(200);
  }
  return times;
}

describe('connection caps', () => {
  it('keeps answering 127.0.0.1 while 127.0.0.2 holds 1,000 slow connections, with 512 descriptors', async () => {
    const site = await startLimited(512);
    const port = portOf(site.url);
    await pageTimes(port, 3); // the page in the file cache
    const descriptorsBefore = openDescriptors(site.pid);
    const flood = Array.from({ length: 1_000 }, (_, index) => {
      const raw = openRaw(port, { localAddress: '127.0.0.2', timeoutMs: 30_000 });
      // Half send headers that never end, half a body that never comes.
      raw.socket.write(
        index % 2
          ? 'GET / HTTP/1.1\r\nHost: x\r\n'
          : head(
              'POST /forms/newsletter HTTP/1.1',
              'Host: x',
              `Origin: ${site.url}`,
              'Content-Type: application/x-www-form-urlencoded',
              'Content-Length: 1000',
            ),
      );
      let [connected, closed] = [false, false];
      raw.socket.once('connect', () => (connected = true));
      raw.socket.once('end', () => (closed = true));
      raw.socket.once('close', () => (closed = true));
      return { raw, isPending: () => !connected && !closed };
    });
    await eventually(
      'every flood connection accepted or refused',
      () => !flood.some((each) => each.isPending()),
      20_000,
    );
    await pause(1_000);
    // The server's own count: its open descriptors beyond those it had before the flood.
    const held = openDescriptors(site.pid) - descriptorsBefore;
    const times = await pageTimes(port, 20);
    for (const { raw } of flood) raw.socket.destroy();
    expect(held).toBeGreaterThanOrEqual(50);
    expect(held).toBeLessThanOrEqual(100 + 5);
    // 18 of 20 within 250 ms, all within 2 s: a server the flood starved would take seconds or refuse. The
    // first after a flood has been seen to take up to 0.9 s on a loaded 2-core machine, and with npm test's
    // other lanes on both cores 4 of 20 took 114-384 ms (a fresh-clone run, 2026-11-29); alone they take
    // 1-7 ms. Speed is measured by the bench, not here.
    const sorted = times.toSorted((a, b) => a - b);
    const shown = `page times ${times.map(Math.round).join(', ')} ms`;
    expect(sorted[17], shown).toBeLessThan(250);
    expect(sorted[19], shown).toBeLessThan(2_000);
    expect(site.output()).not.toMatch(/EMFILE|Error/);
  }, 60_000);
});

describe('many slow addresses', () => {
  it('keeps answering a visitor while 45 addresses hold slow connections past the cap: at least 19 of 20 within 1 s', async () => {
    // Full tier: the probe's numbers against the default cap (4,096 here); fast tier: the same
    // pressure, past the cap too, at a quarter of the size.
    const [perAddress, maxConnections] = byTier([25, '1000'], [95, undefined]);
    const site = await startSite({
      DATA_DIR: freshDataDir(),
      ...(maxConnections && { MAX_CONNECTIONS: maxConnections }),
    });
    running.push(site);
    const port = portOf(site.url);
    await pageTimes(port, 3);
    let attacking = true;
    let opened = 0;
    const sockets = new Set<Socket>();
    /** A slowloris: half a request, then a header line a second; back 200 ms after it is closed. */
    function slow(localAddress: string): void {
      if (!attacking) return;
      const raw = openRaw(port, { localAddress, timeoutMs: 120_000 });
      sockets.add(raw.socket);
      raw.socket.once('connect', () => {
        opened++;
        raw.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      });
      const timer = setInterval(() => raw.socket.write('X-Slow: 1\r\n'), 1_000);
      raw.socket.once('close', () => {
        clearInterval(timer);
        sockets.delete(raw.socket);
        setTimeout(() => slow(localAddress), 200).unref();
      });
    }
    const addresses = Array.from({ length: 45 }, (_, index) => `127.0.0.${index + 2}`);
    for (const address of addresses) for (let index = 0; index < perAddress; index++) slow(address);
    try {
      await eventually('every slow connection opened once', () => opened >= addresses.length * perAddress, 30_000);
      await pause(1_000);
      const times: number[] = [];
      let answered = 0;
      for (let index = 0; index < 20; index++) {
        const started = performance.now();
        const answer = await exchange(port, head('GET /about-us HTTP/1.1', 'Host: x', 'Connection: close'), {
          timeoutMs: 1_000,
        });
        const took = performance.now() - started;
        times.push(took);
        if (answer.status === 200 && took < 1_000) answered++;
      }
      const sorted = times.toSorted((a, b) => a - b);
      const shown = `${addresses.length} × ${perAddress} slow connections (${opened} opened in all): ${answered} of 20 answered within 1 s, p95 ${Math.round(sorted[18])} ms; times ${times.map(Math.round).join(', ')}`;
      console.log(shown);
      expect(answered, shown).toBeGreaterThanOrEqual(19);
      expect(site.output()).not.toMatch(/EMFILE|Error/);
    } finally {
      attacking = false;
      for (const socket of sockets) socket.destroy();
    }
  }, 120_000);
});
