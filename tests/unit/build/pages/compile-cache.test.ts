import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../builder/build-site';
import { CompileCache } from '../../../../builder/pages/compile-cache';

describe('CompileCache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mdx-cache-'));

  it('gives the same page text the same key, and different text a different key', () => {
    const cache = new CompileCache(dir, projectRoot, false);
    expect(cache.keyOf('# Hello')).toBe(cache.keyOf('# Hello'));
    expect(cache.keyOf('# Hello')).not.toBe(cache.keyOf('# Hello!'));
  });

  it('keys development and production compiles apart', () => {
    expect(new CompileCache(dir, projectRoot, false).keyOf('# Hello')).not.toBe(
      new CompileCache(dir, projectRoot, true).keyOf('# Hello'),
    );
  });

  it('returns what was stored (the code, the component uses, headings, markup findings and the imports), and nothing for a page never compiled', async () => {
    const cache = new CompileCache(dir, projectRoot, false);
    const key = cache.keyOf('# Stored');
    expect(cache.get(key)).toBeUndefined();
    const page = {
      code: 'export default 1;',
      uses: [{ name: 'Prose', at: { line: 3, column: 1 }, props: [], spreads: false, hasContent: true }],
      headings: [{ level: 2, at: { line: 5, column: 1 }, text: '## Stored' }],
      markup: [
        { line: 7, column: 3, message: 'this line joins the list item on line 6', severity: 'warning' as const },
      ],
      imports: [{ kind: 'runtime' as const, names: [{ imported: 'jsx', local: '_jsx' }] }],
      texts: [{ text: 'Stored', line: 1, column: 3 }],
    };
    await cache.set(key, page);
    expect(cache.get(key)).toEqual(page);
  });
});
