import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newBuildWarnings, readBuildWarnings, warningsFileOf } from '../../review/build-warnings';

const label = {
  file: 'pages/_translations/hi.yaml',
  message: '"Retail" shows in English on /hi: add a line for it with its translation, as in "Retail": …',
};
const stale = {
  file: 'pages/news/index.mdx',
  line: 12,
  message: '<NewsList> news list: the newest item is 8 months old',
};

describe('the build warnings a change brings', () => {
  it('lists the working tree’s warnings the base did not have, with their lines, however far the lines moved', () => {
    expect(newBuildWarnings([stale], [{ ...stale, line: 15 }, { ...label }])).toEqual([
      'pages/_translations/hi.yaml: "Retail" shows in English on /hi: add a line for it with its translation, as in "Retail": …',
    ]);
    expect(newBuildWarnings([stale, label], [label])).toEqual([]);
  });

  it('reads a side’s warnings from beside its output, and none from a base built before they were kept', () => {
    const folder = mkdtempSync(join(tmpdir(), 'review-warnings-'));
    const outDir = join(folder, 'current');
    expect(readBuildWarnings(outDir)).toEqual([]);
    writeFileSync(warningsFileOf(outDir), JSON.stringify([stale]));
    expect(readBuildWarnings(outDir)).toEqual([stale]);
  });
});
