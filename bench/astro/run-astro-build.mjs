// One Astro build of the corpus in SITE_PAGES_DIR into ASTRO_OUT_DIR, run with Node 22 by the bench
// (bench/astro-build.ts). Its last stdout line is JSON: { pages, buildMs, maxRssKb }, like bench/run-build.ts.
import { readdir } from 'node:fs/promises';
import { build } from 'astro';
import { cpuMsOfChildren } from '../children-cpu.mjs';

/** @param {string} folder */
async function countHtml(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;
}

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const started = performance.now();
await build({ root: import.meta.dirname, logLevel: process.env.ASTRO_LOG_LEVEL ?? 'warn' });
const buildMs = Math.round(performance.now() - started);
const pages = await countHtml(process.env.ASTRO_OUT_DIR ?? 'dist');
const { user, system } = process.cpuUsage();
const cpuMs = Math.round((user + system) / 1000);
const childCpuMs = cpuMsOfChildren();
process.stdout.write(
  `\n${JSON.stringify({ pages, buildMs, maxRssKb: process.resourceUsage().maxRSS, cpuMs, childCpuMs })}\n`,
);
// A handle Astro leaves open would keep Node alive for minutes after the build: the build is done.
process.exit(0);
