import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../../builder/project-root';

const run = promisify(execFile);

export interface LoadOptions {
  url: string;
  connections?: number;
  seconds?: number;
  /** Send exactly this many requests instead of running for `seconds`. */
  amount?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers with a status of 400 or more. */
  failed: number;
  errors: number;
  total: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p99: number };
  '4xx': number;
  '5xx': number;
  errors: number;
}

/** One autocannon run in its own process, so the load generator shares no event loop with what it measures. */
export async function load({
  url,
  connections = 10,
  seconds = 5,
  amount,
  headers = {},
  method = 'GET',
  body,
}: LoadOptions): Promise<LoadResult> {
  const args = [
    join(projectRoot, 'node_modules/autocannon/autocannon.js'),
    '--json',
    '--no-progress',
    '-c',
    String(connections),
    '-m',
    method,
  ];
  args.push(...(amount ? ['-a', String(amount)] : ['-d', String(seconds)]));
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (body !== undefined) args.push('-b', body);
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as AutocannonJson;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failed: result['4xx'] + result['5xx'],
    errors: result.errors,
    total: result.requests.total,
  };
}
