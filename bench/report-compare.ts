import type { ComparedSize } from './compare-astro';
import { stepCpu, type BuildMeasurement } from './measure-build';
import { formatTable } from './table';

/**
 * The comparison table: per size, the site and Astro, cold and warm; wall time, time per page, peak
 * memory, CPU seconds (all threads of the build process, child processes not counted), the ratio to Astro's cold build of the
 * same size, then the site's own per-step milliseconds.
 */
export function formatCompareTable(compared: readonly ComparedSize[]): string {
  const steps = [
    ...new Set(compared.flatMap(({ project }) => [project.cold, project.warm]).flatMap((m) => Object.keys(m.timings))),
  ];
  const headers = [
    'N',
    'build',
    'pages',
    'wall s',
    'ms/page',
    'peak MB',
    'CPU s',
    'x Astro cold',
    ...steps.map((step) => `${step} ms`),
  ];
  const row = (size: number, label: string, m: BuildMeasurement, astroCold: BuildMeasurement) => [
    String(size),
    label,
    String(m.pages),
    (m.wallMs / 1000).toFixed(2),
    (m.wallMs / size).toFixed(2),
    (m.maxRssKb / 1024).toFixed(0),
    m.cpuMs === undefined ? '-' : (m.cpuMs / 1000).toFixed(1),
    (m.wallMs / astroCold.wallMs).toFixed(2),
    ...steps.map((step) => (step in m.timings ? String(Math.round(m.timings[step])) : '-')),
  ];
  const body = compared.flatMap(({ size, project, astro }) => [
    row(size, 'site cold', project.cold, astro.cold),
    row(size, 'Astro cold', astro.cold, astro.cold),
    row(size, 'site warm', project.warm, astro.cold),
    row(size, 'Astro warm', astro.warm, astro.cold),
  ]);
  return formatTable(headers, body, { left: [1] });
}

/**
 * CPU seconds per step of the site's builds (each step's own, `stepCpu`), beside the
 * whole process's and Astro's whole build's: where the CPU goes, steadier than wall time on a shared machine.
 */
export function formatCpuTable(compared: readonly ComparedSize[]): string {
  const builds = compared.flatMap(({ size, project, astro }) => [
    { size, label: 'site cold', m: project.cold },
    { size, label: 'Astro cold', m: astro.cold },
    { size, label: 'site warm', m: project.warm },
  ]);
  const steps = [...new Set(builds.flatMap(({ m }) => Object.keys(stepCpu(m) ?? {})))];
  const headers = ['N', 'build', 'CPU s', 'child processes s', ...steps.map((step) => `${step} s`)];
  const cpu = (ms: number | undefined) => (ms === undefined ? '-' : (ms / 1000).toFixed(1));
  const body = builds.map(({ size, label, m }) => [
    String(size),
    label,
    cpu(m.cpuMs),
    cpu(m.childCpuMs),
    ...steps.map((step) => cpu(stepCpu(m)?.[step])),
  ]);
  return formatTable(headers, body, { left: [1] });
}

/** The one-line summary the bench ends with: `2000 pages: cold X s (Astro Y s, ratio R), warm W s (ratio V)`. */
export function formatCompareLine({ size, project, astro }: ComparedSize): string {
  const seconds = (m: BuildMeasurement) => (m.wallMs / 1000).toFixed(1);
  const ratio = (m: BuildMeasurement) => (m.wallMs / astro.cold.wallMs).toFixed(2);
  return `${size} pages: cold ${seconds(project.cold)} s (Astro ${seconds(astro.cold)} s, ratio ${ratio(project.cold)}), warm ${seconds(project.warm)} s (ratio ${ratio(project.warm)})`;
}
