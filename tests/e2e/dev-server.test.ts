import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { openPage, type WatchedPage } from './browser';
import { freePort } from '../../tools/free-port';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';
import { readStored } from './stored-submissions';

// A copy of the content, so the test can edit pages the way a copywriter would.
const label = 'tests/.tmp/dev-pages';
const pagesDir = join(projectRoot, label);
const aboutFile = join(pagesDir, 'about-us.mdx');
const dataDir = mkdtempSync(join(tmpdir(), 'dev-forms-'));

describe('the dev server', () => {
  let dev: RunningServer;
  let watched: WatchedPage;
  let original: string;

  beforeAll(async () => {
    rmSync(pagesDir, { recursive: true, force: true });
    mkdirSync(pagesDir, { recursive: true });
    cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
    original = readFileSync(aboutFile, 'utf8');
    dev = await spawnServer('dev', await freePort(), { PAGES_DIR: pagesDir, DATA_DIR: dataDir });
    watched = await openPage();
  });

  afterAll(async () => {
    await watched?.close();
    await dev?.stop();
    rmSync(pagesDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders through the server entry and hydrates islands with React in development mode, without mismatch', async () => {
    await watched.page.goto(dev.url + '/investors', { waitUntil: 'networkidle' });
    await watched.page.getByLabel('Search investor news').fill('annual');
    await expect
      .poll(() => watched.page.locator('#news li h3').allTextContents())
      .toEqual(['Annual General Meeting Announcement']);
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

  it('receives a form as the production server does: stored, then the thank-you page', async () => {
    const email = `dev-${Date.now().toString(36)}@example.com`;
    await watched.page.goto(dev.url + '/insights', { waitUntil: 'networkidle' });
    const form = watched.page.locator('form[action="/forms/newsletter"]').first();
    await form.getByLabel(/email/i).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await watched.page.waitForURL(dev.url + '/thank-you/newsletter');
    expect(readStored(dataDir, 'newsletter').records.map((record) => record.fields)).toEqual([{ email }]);
  });

  it('answers a submission with a problem with the problem page, listing it', async () => {
    const response = await fetch(dev.url + '/forms/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=not-an-address',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Please check your answers');
    expect(html).toContain('Enter an email address such as name@example.com.');
    expect(readStored(dataDir, 'newsletter').records).toHaveLength(1);
  });
});
