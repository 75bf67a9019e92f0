import { post } from './site';

export interface BurstResult {
  statuses: number[];
  /** Milliseconds per request, in the order sent. */
  latencies: number[];
  elapsedMs: number;
}

/**
 * `count` form posts, `concurrency` at a time, the i-th to `urls[i % urls.length]`; fewer when
 * `enough(sent)` says so first.
 */
export async function burst(
  urls: readonly string[],
  count: number,
  concurrency: number,
  fieldsOf: (i: number) => Record<string, string>,
  enough: (sent: number) => boolean = () => false,
): Promise<BurstResult> {
  const statuses: number[] = [];
  const latencies: number[] = [];
  let next = 0;
  const started = Date.now();
  async function lane(): Promise<void> {
    while (next < count && !enough(next)) {
      const i = next++;
      const sent = performance.now();
      const response = await post(urls[i % urls.length], 'contact', fieldsOf(i));
      latencies[i] = performance.now() - sent;
      statuses[i] = response.status;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { statuses, latencies, elapsedMs: Date.now() - started };
}

export function summary({ latencies, elapsedMs }: BurstResult): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)].toFixed(1);
  return `${latencies.length} posts in ${elapsedMs} ms: ${Math.round((latencies.length / elapsedMs) * 1000)} a second, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
}
