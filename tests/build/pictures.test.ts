import { describe, expect, it } from 'vitest';
import { builtDocuments, isRedirectPage } from './built-site';

const pages = builtDocuments().filter((document) => !isRedirectPage(document.html));

/** The pictures of a page's main content: each `<img>`'s file, a `<picture>`'s by its fallback. */
function mainPictures(html: string): string[] {
  const start = html.indexOf('<main');
  if (start < 0) return [];
  const main = html.slice(start, html.indexOf('</main>', start));
  return Array.from(main.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g), ([, src]) => src).filter(
    // The logo is the brand, shown where it is meant to be; icons are signs, not pictures.
    (src) => !/\/images\/logo\.svg$|\/icons?\//.test(src),
  );
}

describe('pictures in the built pages (issue 33, item 10)', () => {
  it('every page is read, and the pages with cards show pictures', () => {
    expect(pages.length).toBeGreaterThan(150);
    const home = pages.find(({ file }) => file === 'index.html');
    expect(mainPictures(home?.html ?? '').length).toBeGreaterThan(3);
  });

  it('no page shows the same picture twice in its main content', () => {
    const repeated = pages.flatMap(({ file, html }) => {
      const pictures = mainPictures(html);
      return [...new Set(pictures.filter((src, index) => pictures.indexOf(src) !== index))].map(
        (src) => `${file}: ${src}`,
      );
    });
    expect(repeated).toEqual([]);
  });

  it('the two "Cloud migration" studies on the home page and /services/cloud show two pictures of the cloud family', () => {
    for (const file of ['index.html', 'services/cloud/index.html']) {
      const html = pages.find((page) => page.file === file)?.html ?? '';
      const cloud = mainPictures(html).filter((src) => /\/images\/illustrations\/cloud(-\d+)?\.svg$/.test(src));
      expect(cloud, file).toEqual(['/images/illustrations/cloud.svg', '/images/illustrations/cloud-2.svg']);
    }
  });
});
