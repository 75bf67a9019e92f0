// Plain JavaScript: both build runners import it, the site's (bench/run-build.ts) and Astro's,
// which runs on Node 22 outside the project's TypeScript loader (bench/astro/run-astro-build.mjs).
import { readFileSync } from 'node:fs';

/**
 * The CPU milliseconds of this process's children that have ended (Linux's cutime and cstime, in
 * clock ticks of 1/100 s), which `process.cpuUsage()` leaves out: the site's Vite bundle process
 * and Pagefind's. Undefined where /proc is not there.
 * @returns {number | undefined}
 */
export function cpuMsOfChildren() {
  try {
    // The fields after the command's closing parenthesis: state is field 3, cutime 16, cstime 17.
    const fields = readFileSync('/proc/self/stat', 'latin1').split(') ')[1].split(' ');
    return (Number(fields[16 - 3]) + Number(fields[17 - 3])) * 10;
  } catch {
    return undefined;
  }
}
