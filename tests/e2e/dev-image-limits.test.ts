import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDevSite } from './dev-site';

// A page and photo of this file's own names in the shared dev server's copy of the content.
const dev = sharedDevSite();
const { label } = dev;

/** The banner's items as text, tags dropped and entities read. */
function bannerItems(html: string): string[] {
  const banner = /<section [^>]*data-dev-content-problems[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...banner.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) =>
    item
      .replace(/<[^>]+>/g, '')
      .replaceAll('&gt;', '>')
      .replaceAll('&lt;', '<')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&'),
  );
}

describe('the dev server lists an image over the photo pipeline’s limits on the page that shows it', () => {
  beforeAll(async () => {
    // The photo first: the page names it.
    await dev.addPages({
      'skyline.jpg': await sharp({ create: { width: 9000, height: 120, channels: 3, background: '#0a58a8' } })
        .jpeg()
        .toBuffer(),
    });
    await dev.addPages({
      'skyline.mdx': [
        '---',
        'title: Our skyline',
        'description: A page whose photo comes straight from a panorama camera.',
        '---',
        '',
        '![The skyline from the river](./skyline.jpg)',
        '',
      ].join('\n'),
    });
  });

  afterAll(async () => {
    await dev.removePages(['skyline.mdx', 'skyline.jpg']);
  });

  it('shows the original, with the problem above the page', async () => {
    const answer = await fetch(`${dev.url}/skyline`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(bannerItems(html)).toEqual([
      `${label}/skyline.mdx:6:31: image -> ./skyline.jpg: ${label}/skyline.jpg is 9000 × 120 px, over the limit of 8000 px on a side; export it at most 8000 px wide and 8000 px high (2400 px is plenty for a page: the build makes the smaller files visitors get)`,
    ]);
    expect(html).toMatch(/<img [^>]*src="\/@fs\/[^"]*\/skyline\.jpg"/);
  });
});
