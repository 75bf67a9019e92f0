import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { freePort } from '../../tools/free-port';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';
import { openPage, type WatchedPage } from './browser';

const label = 'tests/.tmp/dev-link-pages';
const pagesDir = join(projectRoot, label);
const pageFile = join(pagesDir, 'links-check.mdx');

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
  let dev: RunningServer;
  let watched: WatchedPage;
  const banner = () => watched.page.getByRole('region', { name: /on this page/ });

  /** Opens a page, once more if the dev server reloaded it meanwhile (it does after its first CSS or dependency scan). */
  async function visit(path: string): Promise<void> {
    try {
      await watched.page.goto(dev.url + path, { waitUntil: 'networkidle' });
    } catch {
      await watched.page.goto(dev.url + path, { waitUntil: 'networkidle' });
    }
  }

  beforeAll(async () => {
    rmSync(pagesDir, { recursive: true, force: true });
    mkdirSync(pagesDir, { recursive: true });
    cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
    writeFileSync(
      pageFile,
      page('See [our services](/services/nowhere), [the top](#top) and [who we are](/about-us).'),
    );
    dev = await spawnServer('dev', await freePort(), { PAGES_DIR: pagesDir });
    watched = await openPage();
    // A fresh dev server optimises the browser's dependencies on the first page view and reloads
    // it, failing that view's module requests: warm it up, then count only problems after that.
    await visit('/about-us');
    await watched.page.waitForLoadState('networkidle');
    watched.problems.length = 0;
  });

  afterAll(async () => {
    await watched?.close();
    await dev?.stop();
    rmSync(pagesDir, { recursive: true, force: true });
  });

  it('shows each problem with its file and line above the page, which still renders', async () => {
    await visit('/links-check');
    await expect
      .poll(() => banner().getByRole('heading').textContent())
      .toBe('2 problems on this page; the build stops until they are fixed');
    expect(await banner().getByRole('listitem').allTextContents()).toEqual([
      `${label}/links-check.mdx:8:5: link "our services" -> /services/nowhere: no page, alias or file at this path`,
      `${label}/links-check.mdx:8:40: link "the top" -> #top: no element with id "top" on /links-check`,
    ]);
    await expect.poll(() => watched.page.getByRole('heading', { level: 1 }).textContent()).toBe('Links to check');
    await watched.page.getByRole('link', { name: 'who we are' }).click();
    await watched.page.waitForURL(dev.url + '/about-us');
    expect(await banner().count()).toBe(0);
    // Requests the navigation cut short (the dev server's CSS updates) are no fault of the page.
    expect(watched.problems.filter((problem) => !problem.endsWith('net::ERR_ABORTED'))).toEqual([]);
  });

  it('prints the problems in the terminal too', () => {
    expect(dev.output()).toContain(
      `${label}/links-check.mdx:8:5: link "our services" -> /services/nowhere: no page, alias or file at this path`,
    );
  });

  it('takes the list away once the links are fixed', async () => {
    await visit('/links-check');
    await expect.poll(() => banner().count()).toBe(1);
    writeFileSync(pageFile, page('See [our services](/services) and [who we are](/about-us).'));
    await expect.poll(() => banner().count(), { timeout: 15_000 }).toBe(0);
    expect(await watched.page.getByRole('heading', { level: 1 }).textContent()).toBe('Links to check');
  });
});
