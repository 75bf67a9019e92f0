import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentBannerHtml } from '../../builder/dev/dev-content-banner';
import { freePort } from '../../tools/free-port';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';
import { fixtureSite } from './fixture-site';

describe('npm run dev shows the spelling warnings of the page being viewed', () => {
  const page = 'tests/.tmp/spelling-typo/about/working-with-us.mdx';
  let dev: RunningServer;

  beforeAll(async () => {
    dev = await spawnServer('dev', await freePort(), { PAGES_DIR: fixtureSite('spelling-typo').pagesDir });
  });

  afterAll(async () => {
    await dev?.stop();
  });

  // The first page view waits for the dictionaries to load.
  it('in the box above the page, which still renders', { timeout: 300_000 }, async () => {
    const response = await fetch(`${dev.url}/about/working-with-us`);
    const html = await response.text();
    expect(response.status).toBe(200);
    const banner = contentBannerHtml(
      [
        { line: 3, column: 28, word: 'recieve', suggestions: '"receive", "relieve" or "received"' },
        { line: 6, column: 40, word: 'proces', suggestions: '"process", "prices" or "probes"' },
        { line: 12, column: 47, word: 'recieve', suggestions: '"receive", "relieve" or "received"' },
      ].map(({ line, column, word, suggestions }) => ({
        file: page,
        line,
        column,
        message: `"${word}" is not a known word (did you mean ${suggestions}?); if it is spelled right (a name, a product, a place), add it to pages/_words.txt`,
        severity: 'warning' as const,
      })),
    );
    expect(html).toContain(banner);
    expect(html).toContain('3 warnings on this page; the build still passes');
    expect(html).toContain('<h1');
  });
});
