import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pngSize } from '../../builder/share-images/png-size';
import { site } from '../../src/site';
import { builtDocuments, distDir, isRedirectPage } from './built-site';

const pages = builtDocuments().filter((document) => !isRedirectPage(document.html));
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('share images', () => {
  it('every page names an og:image and twitter:image on this site that exists, 1200×630 when generated', async () => {
    const problems: string[] = [];
    for (const { file, html } of pages) {
      const image = metaContent(html, 'og:image');
      if (!image?.startsWith(`${site.url}/`)) {
        problems.push(`${file}: og:image ${image ?? 'missing'}`);
        continue;
      }
      if (metaContent(html, 'twitter:image') !== image) problems.push(`${file}: twitter:image differs from og:image`);
      const path = join(distDir, image.slice(site.url.length));
      if (!existsSync(path)) {
        problems.push(`${file}: no file for ${image}`);
        continue;
      }
      if (!image.includes('/images/share/')) continue;
      const { width, height } = await pngSize(path);
      if (width !== 1200 || height !== 630) problems.push(`${file}: ${image} is ${width}×${height}`);
      if (metaContent(html, 'og:image:width') !== '1200' || metaContent(html, 'og:image:height') !== '630')
        problems.push(`${file}: og:image:width/height missing`);
      if (!metaContent(html, 'og:image:alt')) problems.push(`${file}: og:image:alt missing`);
    }
    expect(problems).toEqual([]);
  });

  it('most pages have an image of their own, drawn from their title', () => {
    const generated = pages.filter(({ html }) => metaContent(html, 'og:image')?.includes('/images/share/'));
    expect(generated.length).toBeGreaterThan(pages.length * 0.9);
    expect(new Set(generated.map(({ html }) => metaContent(html, 'og:image'))).size).toBe(generated.length);
  });
});
