import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../builder/project-root';
import { linesOf, mergedText, mergeTexts, overlapsOf, wordDifferences } from '../../../studio/shared/three-way-merge';

const base = [
  '---',
  'title: Cloud',
  'description: Old words.',
  '---',
  '',
  'First paragraph.',
  '',
  'Last paragraph.',
  '',
].join('\n');

describe('merging the copywriter’s text with the disk’s', () => {
  it('takes the changes only one side made, and asks about nothing', () => {
    const mine = base.replace('First paragraph.', 'First paragraph, edited in the studio.');
    const disk = base.replace('title: Cloud', 'title: Cloud services');
    const parts = mergeTexts(base, mine, disk);
    expect(overlapsOf(parts)).toEqual([]);
    expect(mergedText(parts)).toBe(
      base
        .replace('First paragraph.', 'First paragraph, edited in the studio.')
        .replace('title: Cloud', 'title: Cloud services'),
    );
  });

  it('asks only about the place both changed, with its line in the merged text', () => {
    const mine = base.replace('title: Cloud', 'title: Cloud services').replace('Last paragraph.', 'Mine at the end.');
    const disk = base
      .replace('First paragraph.', 'First paragraph, theirs.')
      .replace('Last paragraph.', 'Theirs at the end.');
    const parts = mergeTexts(base, mine, disk);
    expect(overlapsOf(parts)).toEqual([
      { kind: 'overlap', mine: 'Mine at the end.\n', disk: 'Theirs at the end.\n', mineLine: 8 },
    ]);
    const merged = base
      .replace('title: Cloud', 'title: Cloud services')
      .replace('First paragraph.', 'First paragraph, theirs.');
    expect(mergedText(parts, ['mine'])).toBe(merged.replace('Last paragraph.', 'Mine at the end.'));
    expect(mergedText(parts, ['disk'])).toBe(merged.replace('Last paragraph.', 'Theirs at the end.'));
    expect(mergedText(parts, ['both'])).toBe(merged.replace('Last paragraph.', 'Mine at the end.\nTheirs at the end.'));
  });

  it('asks about changes to neighbouring lines, as git does', () => {
    const mine = base.replace('title: Cloud', 'title: Cloud services');
    const disk = base.replace('description: Old words.', 'description: New words.');
    expect(overlapsOf(mergeTexts(base, mine, disk))).toHaveLength(1);
  });

  it('takes the same change made on both sides once', () => {
    const both = base.replace('First paragraph.', 'The same fix.');
    expect(mergedText(mergeTexts(base, both, both))).toBe(both);
  });

  it('without the text both started at, asks about every place they differ', () => {
    const mine = base.replace('First paragraph.', 'Mine.');
    const disk = base.replace('Last paragraph.', 'Theirs.');
    const parts = mergeTexts(null, mine, disk);
    expect(overlapsOf(parts).map(({ mine, disk }) => [mine, disk])).toEqual([
      ['Mine.\n', 'First paragraph.\n'],
      ['Last paragraph.\n', 'Theirs.\n'],
    ]);
    expect(mergedText(parts, ['mine', 'disk'])).toBe(
      base.replace('First paragraph.', 'Mine.').replace('Last paragraph.', 'Theirs.'),
    );
  });

  it('keeps every byte of text neither side changed: Windows line endings, no final newline, every real page', () => {
    const windows = 'a\r\nb\r\nc';
    expect(mergedText(mergeTexts(windows, windows.replace('a', 'A'), windows.replace('c', 'C')))).toBe('A\r\nb\r\nC');
    const pagesDir = join(projectRoot, 'pages');
    const pages = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx'));
    expect(pages.length).toBeGreaterThan(50);
    for (const file of pages) {
      const text = readFileSync(join(pagesDir, file), 'utf8');
      expect(linesOf(text).join('')).toBe(text);
      expect(mergedText(mergeTexts(text, text, text))).toBe(text);
    }
  });
});

describe('the differences the dialog highlights', () => {
  it('marks the words that differ on each side, and no others', () => {
    expect(wordDifferences('Cloud that pays for itself.\n', 'Cloud that pays its way.\n')).toEqual({
      mine: [
        { text: 'Cloud that pays ', changed: false },
        { text: 'for itself.', changed: true },
        { text: '\n', changed: false },
      ],
      disk: [
        { text: 'Cloud that pays ', changed: false },
        { text: 'its way.', changed: true },
        { text: '\n', changed: false },
      ],
    });
  });
});
