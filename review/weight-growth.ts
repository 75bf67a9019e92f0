import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageWeight } from './page-weight';
import type { Bytes, WeightGrowth } from './report-model';

/** Growth past this share of the old size is reported. */
const growthThreshold = 0.05;

interface Side {
  outDir: string;
  weights: ReadonlyMap<string, PageWeight>;
}

/** Sizes of files of one build, each read once; gzip at level 6, as the bench measures. */
class FileSizes {
  private readonly sizes = new Map<string, Promise<Bytes>>();
  constructor(private readonly outDir: string) {}

  of(file: string): Promise<Bytes> {
    let size = this.sizes.get(file);
    if (!size) {
      size = readFile(join(this.outDir, file)).then((data) => ({
        raw: data.length,
        gzip: gzipSync(data, { level: 6 }).length,
      }));
      this.sizes.set(file, size);
    }
    return size;
  }

  async sum(files: readonly string[]): Promise<Bytes> {
    const all = await Promise.all(files.map((file) => this.of(file)));
    return {
      raw: all.reduce((total, bytes) => total + bytes.raw, 0),
      gzip: all.reduce((total, bytes) => total + bytes.gzip, 0),
    };
  }
}

const grew = (before: Bytes, after: Bytes) => after.raw > before.raw * (1 + growthThreshold);

/**
 * Pages whose HTML, CSS or JavaScript grew by more than 5%. CSS and JS are shared by many pages,
 * so pages whose stylesheets (or scripts) grew by the same bytes are one line.
 */
export async function weightGrowth(before: Side, after: Side): Promise<WeightGrowth[]> {
  const sizes = { before: new FileSizes(before.outDir), after: new FileSizes(after.outDir) };
  const html: WeightGrowth[] = [];
  const assets = new Map<string, WeightGrowth>();
  for (const [route, now] of after.weights) {
    const old = before.weights.get(route);
    if (!old) continue;
    if (now.htmlBytes > old.htmlBytes * (1 + growthThreshold)) {
      html.push({
        kind: 'HTML',
        routes: [route],
        before: await sizes.before.of(old.file),
        after: await sizes.after.of(now.file),
      });
    }
    for (const kind of ['CSS', 'JS'] as const) {
      const urls = (weight: PageWeight) => (kind === 'CSS' ? weight.css : weight.js);
      const [oldBytes, newBytes] = await Promise.all([sizes.before.sum(urls(old)), sizes.after.sum(urls(now))]);
      if (!grew(oldBytes, newBytes)) continue;
      const key = JSON.stringify([kind, oldBytes, newBytes]);
      const growth = assets.get(key);
      if (growth) growth.routes.push(route);
      else assets.set(key, { kind, routes: [route], before: oldBytes, after: newBytes });
    }
  }
  const share = (growth: WeightGrowth) => growth.after.raw / Math.max(growth.before.raw, 1);
  return [...assets.values(), ...html.sort((a, b) => share(b) - share(a))];
}
