import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { openPage, type WatchedPage } from './browser';
import { devSiteLabel, holdCode, startDevSite, type DevSite } from './dev-site';

// A copy of the content with mistakes of the whole site: a typo in the navigation file and one
// old path claimed by two pages. Its own dev server: the mistakes show above every page, and a test
// counts on nothing else writing to the server's content or terminal.
const label = devSiteLabel('dev-stays-up-pages');
// Its server watches src/ too: no test edits it while this file's checks nothing reloads or logs run.
holdCode('shared');

function page(title: string, aliases: string): string {
  return [
    '---',
    `title: ${title}`,
    'description: A page that claims an old path.',
    aliases,
    '---',
    '',
    'Text.',
    '',
  ].join('\n');
}

const navigationProblem = `${label}/_navigation.yaml:25: utility 1.lable: Unknown field; did you mean label?`;
const aliasProblem = `${label}/second-claim.mdx:5: aliases: /old-claim is already an alias in ${label}/first-claim.mdx:4; an old path can lead to one page only: keep it in one of the two files`;

/** The text of each item of the dev banner in a document, tags dropped. */
function bannerItems(html: string): string[] {
  const banner = /<section[^>]*data-dev-content-problems[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  return [...banner.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) =>
    item
      .replace(/<[^>]*>/g, '')
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&#39;', "'"),
  );
}

describe('the dev server stays up when the site has a problem of no single page', () => {
  let dev: DevSite;
  let watched: WatchedPage;
  const scratch: string[] = [];

  beforeAll(async () => {
    dev = await startDevSite('dev-stays-up-pages', {
      prepare: (pagesDir) => {
        const navigation = join(pagesDir, '_navigation.yaml');
        const text = readFileSync(navigation, 'utf8');
        expect(text.split('\n')[24]).toBe('    label: Careers');
        writeFileSync(navigation, text.replace('    label: Careers', '    lable: Careers'));
        writeFileSync(join(pagesDir, 'first-claim.mdx'), page('First claim', 'aliases: [/old-claim]'));
        writeFileSync(join(pagesDir, 'second-claim.mdx'), page('Second claim', 'aliases:\n  - /old-claim'));
        cpSync(join(projectRoot, 'tests/fixtures/content/messages-photo-case'), join(pagesDir, 'team'), {
          recursive: true,
        });
      },
    });
    watched = await openPage();
  });

  afterAll(async () => {
    await watched?.close();
    await dev?.close();
    for (const path of scratch) rmSync(join(projectRoot, path), { recursive: true, force: true });
  });

  it('renders every page, with the problems listed above it', async () => {
    for (const path of ['/', '/about-us', '/services/cloud', '/first-claim', '/second-claim']) {
      const answer = await fetch(dev.url + path);
      expect(answer.status, path).toBe(200);
      const html = await answer.text();
      // The home page's latest news may have gone stale on the day this runs: a warning of that page alone.
      const ofTheSite = bannerItems(html).filter((item) => !item.includes('so the list no longer shows what is new'));
      expect(ofTheSite, path).toEqual([navigationProblem, aliasProblem]);
      expect(html, path).toContain('<main');
    }
  });

  it('renders a page whose photo is named in the wrong case, with the build’s message on its line', async () => {
    const answer = await fetch(dev.url + '/team/team');
    expect(answer.status).toBe(200);
    expect(bannerItems(await answer.text())).toEqual([
      `${label}/team/team.mdx:8:1: image "The team at work" -> ./team-photo.jpg: no file at ${label}/team/team-photo.jpg; did you mean Team-Photo.jpg?`,
      navigationProblem,
      aliasProblem,
    ]);
  });

  it('sends no reload and logs nothing while files appear in the build output and caches', async () => {
    const { page } = watched;
    await page.goto(dev.url + '/about-us', { waitUntil: 'networkidle' });
    // A fresh dev server optimises the browser's dependencies on the first view and reloads it once.
    await page.waitForTimeout(2000);
    await page.goto(dev.url + '/about-us', { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const logged = dev.mark();
    // What `npm run build`, the benchmark and the other tests write, in the kinds of file that reload a page.
    const written = [
      '.dist-staging-dev-stays-up/about-us/index.html',
      'dist-server/dev-stays-up-probe.ts',
      'dist/dev-stays-up-probe.mdx',
      'node_modules/.cache/dev-stays-up-probe/page.mdx',
      '.bench/dev-stays-up-probe/page.mdx',
      'tests/.tmp/dev-stays-up-other/page.mdx',
      'tests/.tmp/dev-stays-up-other/_navigation.yaml',
    ];
    scratch.push(
      '.dist-staging-dev-stays-up',
      'dist-server/dev-stays-up-probe.ts',
      'dist/dev-stays-up-probe.mdx',
      'node_modules/.cache/dev-stays-up-probe',
      '.bench/dev-stays-up-probe',
      'tests/.tmp/dev-stays-up-other',
    );
    for (let round = 0; round < 3; round++) {
      for (const path of written) {
        mkdirSync(dirname(join(projectRoot, path)), { recursive: true });
        writeFileSync(join(projectRoot, path), `<p>round ${round}</p>\n`);
      }
      await page.waitForTimeout(500);
    }
    await page.waitForTimeout(2000);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    expect(dev.outputSince(logged)).toBe('');

    // The same watch reloads the page for an edit of the content it serves.
    const about = join(dev.pagesDir, 'about-us.mdx');
    writeFileSync(about, readFileSync(about, 'utf8').replace('title="Our story"', 'title="Our story, edited"'));
    await expect.poll(() => page.evaluate(() => 'notReloaded' in window), { timeout: 60_000 }).toBe(false);
  });

  it('answers the feeds, made from the pages as they are', async () => {
    const answer = await fetch(dev.url + '/news/feed.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = await answer.text();
    expect(feed).toContain('<title>Northstar Technologies: News</title>');
    expect(feed).toContain('<entry>');
  });

  it('searches with the last build’s index, and says so on the search page', async () => {
    const { page } = watched;
    await page.goto(dev.url + '/search?q=cloud+migration', { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('note').first().textContent())
      .toMatch(
        /^Search in the dev server uses the search index of the last npm run build \(\d{4}-\d\d-\d\d \d\d:\d\d UTC\): pages changed since are found as they were then\. Run npm run build to bring it up to date\.$/,
      );
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 60_000 })
      .toMatch(/^\d+ results for “cloud migration”$/);
  });
});
