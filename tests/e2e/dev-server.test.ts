import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/build-site';
import { openPage, type WatchedPage } from './browser';
import { freePort } from './free-port';
import { spawnServer, type RunningServer } from './spawn-server';

// A copy of the content, so the test can edit pages the way a copywriter would.
const label = 'tests/.tmp/dev-pages';
const pagesDir = join(projectRoot, label);
const aboutFile = join(pagesDir, 'about-us.mdx');

describe('the dev server', () => {
  let dev: RunningServer;
  let watched: WatchedPage;
  let original: string;

  beforeAll(async () => {
    rmSync(pagesDir, { recursive: true, force: true });
    mkdirSync(pagesDir, { recursive: true });
    cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
    original = readFileSync(aboutFile, 'utf8');
    dev = await spawnServer('dev.ts', await freePort(), { PAGES_DIR: pagesDir });
    watched = await openPage();
  });

  afterAll(async () => {
    await watched?.close();
    await dev?.stop();
    rmSync(pagesDir, { recursive: true, force: true });
  });

  it('renders through the server entry and hydrates islands with React in development mode, without mismatch', async () => {
    await watched.page.goto(dev.url + '/investors', { waitUntil: 'networkidle' });
    await watched.page.getByLabel('Search investor news').fill('annual');
    await expect.poll(() => watched.page.locator('#news li h3').allTextContents()).toEqual(['Annual General Meeting Announcement']);
    // Development React reports hydration mismatches as console errors.
    expect(watched.problems).toEqual([]);
  });

  it('shows an MDX edit by reloading the page by itself', async () => {
    await watched.page.goto(dev.url + '/about-us', { waitUntil: 'networkidle' });
    writeFileSync(aboutFile, original.replace('title="Our story"', 'title="Our story, edited"'));
    await expect.poll(() => watched.page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Our story, edited');
  });

  it('shows a frontmatter error in the browser and the terminal, naming the file, line and field', async () => {
    writeFileSync(aboutFile, original.replace(/^description: .*$/m, 'description:'));
    const expected = `${label}/about-us.mdx:3: description: Must be text`;
    await expect.poll(() => watched.page.locator('pre').textContent(), { timeout: 15_000 }).toBe(expected);
    expect(dev.output()).toContain(expected);
  });

  it('recovers once the file is fixed', async () => {
    writeFileSync(aboutFile, original);
    await expect.poll(() => watched.page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Our story');
  });
});
