import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { freePort } from '../../tools/free-port';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';

const label = 'tests/.tmp/dev-image-pages';
const pagesDir = join(projectRoot, label);

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
  let dev: RunningServer;

  beforeAll(async () => {
    rmSync(pagesDir, { recursive: true, force: true });
    mkdirSync(pagesDir, { recursive: true });
    cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
    writeFileSync(
      join(pagesDir, 'skyline.mdx'),
      [
        '---',
        'title: Our skyline',
        'description: A page whose photo comes straight from a panorama camera.',
        '---',
        '',
        '![The skyline from the river](./skyline.jpg)',
        '',
      ].join('\n'),
    );
    await sharp({ create: { width: 9000, height: 120, channels: 3, background: '#0a58a8' } })
      .jpeg()
      .toFile(join(pagesDir, 'skyline.jpg'));
    dev = await spawnServer('dev', await freePort(), { PAGES_DIR: pagesDir });
  }, 60_000);

  afterAll(async () => {
    await dev?.stop();
    rmSync(pagesDir, { recursive: true, force: true });
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
