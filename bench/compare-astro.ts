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
    const siteCacheDir = join(corpusDir, 'site-cache');
    const astroCacheDir = join(corpusDir, 'astro-cache');
    const outDir = join(corpusDir, 'out');
    const measured = { projectCold: [], astroCold: [], projectWarm: [], astroWarm: [] } as Record<
      'projectCold' | 'astroCold' | 'projectWarm' | 'astroWarm',
      BuildMeasurement[]
    >;
    const step = async (key: keyof typeof measured, label: string, build: () => Promise<BuildMeasurement>) => {
      progress(`  ${size} pages: ${label}`);
      measured[key].push(await build());
      await rm(outDir, { recursive: true, force: true });
    };
    for (let run = 1; run <= runs; run++) {
      const of = runs > 1 ? ` (run ${run} of ${runs})` : '';
      await rm(siteCacheDir, { recursive: true, force: true });
      await step('projectCold', `site cold${of}`, () => measureBuild(pagesDir, outDir, siteCacheDir));
      await step('astroCold', `Astro cold${of}`, () =>
        measureAstroBuild({ pagesDir, outDir, cacheDir: astroCacheDir, cold: true }),
      );
      await step('projectWarm', `site warm${of}`, () => measureBuild(pagesDir, outDir, siteCacheDir));
      await step('astroWarm', `Astro warm${of}`, () =>
        measureAstroBuild({ pagesDir, outDir, cacheDir: astroCacheDir, cold: false }),
      );
    }
    compared.push({
      size,
      project: { cold: medianMeasurement(measured.projectCold), warm: medianMeasurement(measured.projectWarm) },
      astro: { cold: medianMeasurement(measured.astroCold), warm: medianMeasurement(measured.astroWarm) },
    });
    await rm(corpusDir, { recursive: true, force: true });
  }
  return compared;
}
