import { formatTable } from '../table';
import type { ServerBenchResult } from './run-server-bench';

/** The throughput table (ours against sirv-cli) and the memory line. */
export function formatServerReport({ rows, idleMb, afterPostsMb, posts }: ServerBenchResult): string {
  const table = formatTable(
    ['page', 'encoding', 'site req/s', 'sirv-cli req/s', 'ratio', 'site p99 ms', 'sirv-cli p99 ms'],
    rows.map((row) => [
      row.path,
      row.encoding,
      row.site.requestsPerSecond.toFixed(0),
      row.reference.requestsPerSecond.toFixed(0),
      `${row.ratio.toFixed(2)}x`,
      String(row.site.p99Ms),
      String(row.reference.p99Ms),
    ]),
  );
  const memory = `resident memory: ${idleMb.toFixed(0)} MB idle, ${afterPostsMb.toFixed(0)} MB after ${posts.total} form posts (${posts.requestsPerSecond.toFixed(0)}/s, ${posts.errors} errors, ${posts.failed} answered 4xx or 5xx)`;
  return `${table}\n${memory}`;
}
