import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devanagariFontFiles } from '../../../tools/devanagari-font';
import { webFontTags } from '../../../src/layout/web-font-tags';

const root = join(import.meta.dirname, '../../..');

describe('webFontTags', () => {
  it('gives English pages no font at all', () => {
    expect(webFontTags('en')).toEqual([]);
  });

  it('gives Hindi pages preloads of the two Devanagari files, each in public/, and no stylesheet of its own', () => {
    const tags = webFontTags('hi');
    expect(tags.map((tag) => (tag.tag === 'link' ? `${tag.attrs.rel} ${tag.attrs.as ?? ''}`.trim() : tag.tag))).toEqual(
      ['preload font', 'preload font'],
    );
    for (const tag of tags) {
      if (tag.tag !== 'link') continue;
      expect(existsSync(join(root, 'public', tag.attrs.href)), tag.attrs.href).toBe(true);
      expect(tag.attrs).toMatchObject({ type: 'font/woff2', crossorigin: '' });
    }
  });
});

describe('tools/devanagari-font.ts', () => {
  it('made the files in public/fonts/ from the installed package (run it again after updating the package)', async () => {
    for (const file of await devanagariFontFiles(root)) {
      expect(existsSync(join(root, file.path)), file.path).toBe(true);
      expect(readFileSync(join(root, file.path)).equals(file.content), file.path).toBe(true);
    }
  });

  it('declares swap, the Devanagari unicode-range and the :lang(hi) stack with Noto first', async () => {
    const css = (await devanagariFontFiles(root)).find((file) => file.path.endsWith('.css'))?.content.toString();
    expect(css?.match(/font-display: swap/g)).toHaveLength(2);
    expect(css?.match(/unicode-range:\s+U\+0900-097F/g)).toHaveLength(2);
    expect(css).toContain(":lang(hi) {\n  font-family: 'Noto Sans Devanagari', var(--font-sans);\n}");
  });

  it("is in every page's stylesheet: the client entry imports it", () => {
    expect(readFileSync(join(root, 'src/entry-client.ts'), 'utf8')).toContain("import './styles/devanagari-font.css';");
  });
});
