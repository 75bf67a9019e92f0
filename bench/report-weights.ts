import type { Bytes, PageWeight } from './page-weights';
import { sumBytes } from './page-weights';
import { formatTable } from './table';

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function cells(bytes: Bytes): string[] {
  return [kb(bytes.raw), kb(bytes.gzip)];
}

/** One row per route: HTML, the JS it loads and the CSS it loads, raw and gzip, in KiB; totals last. */
export function formatWeightTable(weights: readonly PageWeight[]): string {
  const sorted = [...weights].sort((a, b) => a.path.localeCompare(b.path));
  const headers = [
    'route',
    'island',
    'HTML KiB',
    'HTML gz',
    'JS KiB',
    'JS gz',
    'CSS KiB',
    'CSS gz',
    'total KiB',
    'total gz',
  ];
  const row = (label: string, island: string, html: Bytes, js: Bytes, css: Bytes) => [
    label,
    island,
    ...cells(html),
    ...cells(js),
    ...cells(css),
    ...cells(sumBytes([html, js, css])),
  ];
  const body = sorted.map((weight) =>
    row(weight.path, weight.hasIsland ? 'yes' : 'no', weight.html, weight.js, weight.css),
  );
  const total = row(
    `total (${weights.length} pages)`,
    String(weights.filter((weight) => weight.hasIsland).length),
    sumBytes(weights.map((weight) => weight.html)),
    sumBytes(weights.map((weight) => weight.js)),
    sumBytes(weights.map((weight) => weight.css)),
  );
  return formatTable(headers, body, { left: [0], footer: [total] });
}
