import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tools/free-port';
import { spawnServer } from '../../tools/spawn-server';
import { load, type LoadResult } from './load';
import { startSirvCli } from './reference-server';

/** The pages whose brotli and plain copies are requested (a large page and a small one). */
const benchedPaths = ['/services/cloud', '/contact-us'];
const variants: { label: string; headers: Record<string, string> }[] = [
  { label: 'br', headers: { 'accept-encoding': 'br' } },
  { label: 'identity', headers: {} },
];
export const postsForMemory = 15_000;

export interface ThroughputRow {
  path: string;
  encoding: string;
  site: LoadResult;
  reference: LoadResult;
  /** Site requests per second divided by sirv-cli's, in the same run. */
  ratio: number;
}

export interface ServerBenchResult {
  rows: ThroughputRow[];
  idleMb: number;
  afterPostsMb: number;
  posts: LoadResult;
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The production server against sirv-cli on the same files, side by side: for each page and
 * encoding, `rounds` alternating autocannon runs of `seconds` each (ours, sirv-cli, ours, ...),
 * so both see the same machine load; the median of each is compared. Then resident memory idle
 * and after `postsForMemory` form submissions.
 */
export async function runServerBench({
  distDir,
  rounds = 3,
  seconds = 4,
  progress = () => {},
}: {
  distDir: string;
  rounds?: number;
  seconds?: number;
  progress?: (line: string) => void;
}): Promise<ServerBenchResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'server-bench-'));
  const site = await spawnServer('production', await freePort(), {
    DIST_DIR: distDir,
    DATA_DIR: dataDir,
    FORM_RATE_LIMIT: String(postsForMemory * 2),
  });
  const reference = await startSirvCli(distDir, await freePort());
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleMb = await residentMb(site.process.pid!);
    const rows: ThroughputRow[] = [];
    for (const path of benchedPaths) {
      for (const variant of variants) {
        const ours: LoadResult[] = [];
        const theirs: LoadResult[] = [];
        for (let round = 1; round <= rounds; round++) {
          progress(`  server ${path} ${variant.label} (round ${round} of ${rounds})`);
          ours.push(await load({ url: site.url + path, seconds, headers: variant.headers }));
          theirs.push(await load({ url: reference.url + path, seconds, headers: variant.headers }));
        }
        const pick = (results: LoadResult[]) =>
          results.find((result) => result.requestsPerSecond === median(results.map((r) => r.requestsPerSecond)))!;
        const [siteResult, referenceResult] = [pick(ours), pick(theirs)];
        rows.push({
          path,
          encoding: variant.label,
          site: siteResult,
          reference: referenceResult,
          ratio: siteResult.requestsPerSecond / referenceResult.requestsPerSecond,
        });
      }
    }
    progress(`  server: ${postsForMemory} form posts`);
    const posts = await load({
      url: `${site.url}/forms/newsletter`,
      method: 'POST',
      amount: postsForMemory,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
      body: 'email=bench%40example.com',
    });
    const afterPostsMb = await residentMb(site.process.pid!);
    return { rows, idleMb, afterPostsMb, posts };
  } finally {
    await site.stop();
    await reference.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
