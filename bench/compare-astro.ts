import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { measureAstroBuild } from './astro-build';
import { generatePages } from './generate-pages';
import { measureBuild, type BuildMeasurement } from './measure-build';
import { medianMeasurement } from './median';

/** One corpus size built by both, each figure the median over the runs. */
export interface ComparedSize {
  size: number;
  project: { cold: BuildMeasurement; warm: BuildMeasurement };
  astro: { cold: BuildMeasurement; warm: BuildMeasurement };
}

/**
 * Builds each size's corpus with the site and with the Astro reference, alternating so that a busy
 * moment on the machine hits both: site cold, Astro cold, site warm, Astro warm, `runs` times.
 */
export async function compareWithAstro(
  workDir: string,
  { sizes, runs }: { sizes: readonly number[]; runs: number },
  progress: (line: string) => void,
): Promise<ComparedSize[]> {
  const compared: ComparedSize[] = [];
  for (const size of sizes) {
    const corpusDir = join(workDir, `compare-${size}`);
    const pagesDir = join(corpusDir, 'pages');
    await mkdir(pagesDir, { recursive: true });
    await generatePages({ pagesDir, count: size });
    // Every build writes into folders of its own, and nothing is removed until the size is done:
    // removing 10,000 files on this ext4 disk slows the directory operations of whatever runs next
    // (2000 page folders took 1.9 s instead of 0.2 s right after the previous output was removed).
    let builds = 0;
    const freshOut = () => join(corpusDir, `out-${++builds}`);
    const measured = { projectCold: [], astroCold: [], projectWarm: [], astroWarm: [] } as Record<
      'projectCold' | 'astroCold' | 'projectWarm' | 'astroWarm',
      BuildMeasurement[]
    >;
    const step = async (key: keyof typeof measured, label: string, build: () => Promise<BuildMeasurement>) => {
      progress(`  ${size} pages: ${label}`);
      measured[key].push(await build());
    };
    for (let run = 1; run <= runs; run++) {
      const of = runs > 1 ? ` (run ${run} of ${runs})` : '';
      const siteCacheDir = join(corpusDir, `site-cache-${run}`);
      const astroCacheDir = join(corpusDir, `astro-cache-${run}`);
      await step('projectCold', `site cold${of}`, () => measureBuild(pagesDir, freshOut(), siteCacheDir));
      await step('astroCold', `Astro cold${of}`, () =>
        measureAstroBuild({ pagesDir, outDir: freshOut(), cacheDir: astroCacheDir, cold: true }),
      );
      await step('projectWarm', `site warm${of}`, () => measureBuild(pagesDir, freshOut(), siteCacheDir));
      await step('astroWarm', `Astro warm${of}`, () =>
        measureAstroBuild({ pagesDir, outDir: freshOut(), cacheDir: astroCacheDir, cold: false }),
      );
    }
    compared.push({
      size,
      project: { cold: medianMeasurement(measured.projectCold), warm: medianMeasurement(measured.projectWarm) },
      astro: { cold: medianMeasurement(measured.astroCold), warm: medianMeasurement(measured.astroWarm) },
    });
  }
  // Only now, for the reason given above.
  await Promise.all(sizes.map((size) => rm(join(workDir, `compare-${size}`), { recursive: true, force: true })));
  return compared;
}
