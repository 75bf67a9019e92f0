import { readFileSync } from 'node:fs';
import { serveRequests } from '../../../../builder/workers/serve-requests';

const threadCpuMs = () => Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]) / 1e6;

/**
 * A worker for the CPU accounting tests: keeps its thread on the CPU for the milliseconds asked
 * (its own CPU time, so a loaded machine only makes it take longer), then answers.
 */
serveRequests<number, number>((milliseconds) => {
  const until = threadCpuMs() + milliseconds;
  let spins = 0;
  while (threadCpuMs() < until) spins++;
  return spins;
});
