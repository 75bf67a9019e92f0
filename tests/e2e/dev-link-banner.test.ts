import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, type WatchedPage } from './browser';
import { sharedDevSite } from './dev-site';

// A page of this file's own name in the shared dev server's copy of the content.
const dev = sharedDevSite();
const { label } = dev;
const pageFile = join(dev.pagesDir, 'links-check.mdx');

function page(links: string): string {
  return [
    '---',
    'title: Links to check',
    'description: A page whose links the dev server checks while it is being written.',
    '---',
    '',
    '<Hero title="Links to check">A page with links to check.</Hero>',
    '',
    links,
    '',
  ].join('\n');
}

describe('the dev server lists the link problems of the page being viewed', () => {
  let watched: WatchedPage;
  /** Where the terminal stood before this file's first request. */
  let mark = 0;
  const banner = () => watched.page.getByRole('region', { name: /on this page/ });

  /**
   * Opens a page, once more if the dev server reloaded it meanwhile (it does after its first CSS or
   * dependency scan, and the shared server's browsers reload when another file writes a page).
   */
  async function visit(path: string): Promise<void> {
    try {
      await watched.page.goto(dev.url + path, { waitUntil: 'networkidle' });
    } catch {
      await watched.page.goto(dev.url + path, { waitUntil: 'networkidle' });
    }
  }

  beforeAll(async () => {
    mark = dev.mark();
    await dev.addPages({
      'links-check.mdx': page('See [our services](/services/nowhere), [the top](#top) and [who we are](/about-us).'),
    });
    watched = await openPage();
    // A fresh dev server optimises the browser's dependencies on the first page view and reloads
    // it, failing that view's module requests: warm it up, then count only problems after that.
    await visit('/about-us');
    await watched.page.waitForLoadState('networkidle');
    watched.problems.length = 0;
  });

  afterAll(async () => {
    await watched?.close();
    await dev.removePages(['links-check.mdx']);
  });

  it('shows each problem with its file and line above the page, which still renders', async () => {
    await visit('/links-check');
    await expect
      .poll(() => banner().getByRole('heading').textContent())
      .toBe('2 problems on this page; the build stops until they are fixed');
    await expect
      .poll(() => banner().getByRole('listitem').allTextContents())
      .toEqual([
        `${label}/links-check.mdx:8:5: link "our services" -> /services/nowhere: no page, alias or file at this path`,
        `${label}/links-check.mdx:8:40: link "the top" -> #top: no element with id "top" on /links-check`,
      ]);
    await expect.poll(() => watched.page.getByRole('heading', { level: 1 }).textContent()).toBe('Links to check');
    // The shared dev server reloads every open page when another test file writes one: such a reload
    // can replace the click's navigation (CI at 99ec92e saw three reloads and no /about-us in 60 s).
    for (let attempt = 1; ; attempt++) {
      await watched.page.getByRole('link', { name: 'who we are' }).click();
      try {
        await watched.page.waitForURL(dev.url + '/about-us', { timeout: 20_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        if (new URL(watched.page.url()).pathname === '/about-us') break;
      }
    }
    expect(await banner().count()).toBe(0);
    // Requests the navigation cut short (the dev server's CSS updates) are no fault of the page.
    expect(watched.problems.filter((problem) => !problem.endsWith('net::ERR_ABORTED'))).toEqual([]);
  });

  it('prints the problems in the terminal too', async () => {
    await expect
      .poll(() => dev.outputSince(mark))
      .toContain(
        `${label}/links-check.mdx:8:5: link "our services" -> /services/nowhere: no page, alias or file at this path`,
      );
  });

  it('takes the list away once the links are fixed', async () => {
    await visit('/links-check');
    await expect.poll(() => banner().count()).toBe(1);
    writeFileSync(pageFile, page('See [our services](/services) and [who we are](/about-us).'));
    await expect.poll(() => banner().count(), { timeout: 60_000 }).toBe(0);
    expect(await watched.page.getByRole('heading', { level: 1 }).textContent()).toBe('Links to check');
  });
});
