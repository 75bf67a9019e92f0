import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { minimumCorpusSize } from '../../bench/corpus-plan';
import { generatePages } from '../../bench/generate-pages';
import { buildSite } from '../../builder/build-site';
import { forms, problemPagePath, thankYouPath } from '../../src/forms/forms';

// `npm run bench` builds generated corpora; this keeps the smallest one buildable as the site grows.
describe('the benchmark corpus', () => {
  it('builds at its smallest size, with every page the site requires', async () => {
    const work = mkdtempSync(join(tmpdir(), 'bench-corpus-'));
    const count = minimumCorpusSize();
    const corpus = await generatePages({ pagesDir: join(work, 'pages'), count });
    const outDir = join(work, 'dist');

    const report = await buildSite({ pagesDir: corpus.pagesDir, outDir });

    expect(corpus.pages).toBe(count);
    expect(report.pages).toBe(count + 2);
    for (const path of [...forms.map((form) => thankYouPath(form.id)), problemPagePath]) {
      expect(existsSync(join(outDir, path, 'index.html')), path).toBe(true);
    }
  }, 120_000);
});
