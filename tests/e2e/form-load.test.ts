import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/free-port';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';
import { byTier } from '../tier';
import { readStored } from './stored-submissions';

/** Posts in each burst: 200 in the fast tier, load-sized (1,000) in the full tier. */
const total = byTier(200, 1000);
const clients = 50;

interface BurstResult {
  statuses: Map<number, number>;
  /** The emails of the submissions answered 303. */
  accepted: string[];
  retryAfter: Set<string | null>;
  seconds: number;
  p99: number;
  pageStatuses: number[];
  pageP99: number;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1];

function contactBody(i: number, runId: string): string {
  return new URLSearchParams({
    firstName: `Load ${i}`,
    lastName: 'Tester',
    email: `load-${runId}-${i}@example.com`,
    company: 'Burst Ltd',
    jobTitle: 'Engineer',
    country: 'SG',
    inquiryType: 'Sales',
    message: `Submission ${i} of ${total}.\nSecond line, with "quotes" and <angle brackets>.`,
    consent: 'yes',
  }).toString();
}

/**
 * `total` contact form submissions from `clients` concurrent clients, each taking the next
 * number until all are sent (so the run is bounded and ends by itself), while one more client
 * keeps fetching pages.
 */
async function burst(url: string, runId: string): Promise<BurstResult> {
  const statuses = new Map<number, number>();
  const accepted: string[] = [];
  const retryAfter = new Set<string | null>();
  const latencies: number[] = [];
  let next = 0;
  const client = async () => {
    for (let i = next++; i < total; i = next++) {
      const started = performance.now();
      const response = await fetch(`${url}/forms/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
        body: contactBody(i, runId),
        signal: AbortSignal.timeout(20_000),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 303) accepted.push(`load-${runId}-${i}@example.com`);
      if (response.status === 429) retryAfter.add(response.headers.get('retry-after'));
    }
  };

  let bursting = true;
  const pageStatuses: number[] = [];
  const pageLatencies: number[] = [];
  const pageReader = (async () => {
    const paths = ['/', '/contact-us', '/insights'];
    for (let k = 0; bursting; k++) {
      const path = paths[k % paths.length];
      const started = performance.now();
      const response = await fetch(url + path, { signal: AbortSignal.timeout(20_000) });
      await response.arrayBuffer();
      pageLatencies.push(performance.now() - started);
      pageStatuses.push(response.status);
    }
  })();

  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  bursting = false;
  await pageReader;
  return {
    statuses,
    accepted,
    retryAfter,
    seconds,
    p99: percentile(latencies, 99),
    pageStatuses,
    pageP99: percentile(pageLatencies, 99),
  };
}

function report(label: string, result: BurstResult): void {
  const counts = [...result.statuses].map(([status, count]) => `${count}×${status}`).join(', ');
  console.log(
    `${label}: ${total} submissions from ${clients} clients in ${result.seconds.toFixed(2)} s = ${Math.round(total / result.seconds)}/s, ` +
      `p99 ${result.p99.toFixed(1)} ms (${counts}); ${result.pageStatuses.length} pages fetched meanwhile, p99 ${result.pageP99.toFixed(1)} ms`,
  );
}

/** Every accepted submission is in the file exactly once, and the file is whole lines only. */
function expectStoredExactlyOnce(dataDir: string, accepted: string[]): void {
  const stored = readStored(dataDir, 'contact');
  expect(stored.badLines).toEqual([]);
  expect(stored.tornLastLine).toBeUndefined();
  const emails = stored.records.map((record) => String(record.fields.email));
  expect(emails).toHaveLength(accepted.length);
  expect(new Set(emails).size).toBe(emails.length);
  expect([...emails].sort()).toEqual([...accepted].sort());
}

describe('the form receiver under load', () => {
  const dataDirs: string[] = [];
  let unlimited: RunningServer;
  let defaults: RunningServer;

  const start = async (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-load-data-'));
    dataDirs.push(dataDir);
    return spawnServer('production', await freePort(), { DATA_DIR: dataDir, ...env });
  };

  beforeAll(async () => {
    // Its own servers and data folders: the shared server's limit and files stay out of it.
    [unlimited, defaults] = await Promise.all([
      // The burst stands for many visitors, each from an address of their own: not capped per address.
      start({ FORM_RATE_LIMIT: String(total * 10), MAX_CONNECTIONS_PER_ADDRESS: String(total * 2) }),
      start({ FORM_RATE_LIMIT: '' }) /* empty: the default */,
    ]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([unlimited?.stop(), defaults?.stop()]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it(`stores every one of ${total} concurrent submissions exactly once and keeps serving pages`, async () => {
    const result = await burst(unlimited.url, 'unlimited');
    report('rate limit raised', result);
    expect([...result.statuses]).toEqual([[303, total]]);
    expectStoredExactlyOnce(dataDirs[0], result.accepted);
    expect(result.pageStatuses.length).toBeGreaterThan(0);
    expect(new Set(result.pageStatuses)).toEqual(new Set([200]));
  }, 120_000);

  it('under the default limit answers only 303 or 429, and stores each 303 once', async () => {
    const result = await burst(defaults.url, 'default');
    report('default rate limit', result);
    expect(result.statuses.get(303)).toBe(20);
    expect(result.statuses.get(429)).toBe(total - 20);
    expect(result.statuses.size).toBe(2);
    expect([...result.retryAfter].every((value) => Number(value) >= 1 && Number(value) <= 60)).toBe(true);
    expectStoredExactlyOnce(dataDirs[1], result.accepted);
    expect(new Set(result.pageStatuses)).toEqual(new Set([200]));
  }, 120_000);
});
