import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { openPage, type WatchedPage } from './browser';
import { sharedDevSite } from './dev-site';
import { readStored } from './stored-submissions';

// A page of this file's own in the shared dev server's copy of the content, edited the way a
// copywriter would: the about page's text, with an old path of its own (two pages cannot share one).
const dev = sharedDevSite();
const { label } = dev;
const storyFile = join(dev.pagesDir, 'story-edits.mdx');
const original = readFileSync(join(projectRoot, 'pages/about-us.mdx'), 'utf8').replace(
  '  - /about/our-story\n',
  '  - /about/story-edits\n',
);
// Only this file posts forms to the shared server.
const { dataDir } = inject('devSite');

describe('the dev server', () => {
  let watched: WatchedPage;

  /**
   * Opens a page of the shared server. A page another file writes into the server's content
   * reloads every open page, which can cut this navigation short (net::ERR_ABORTED): it is made
   * again, up to three times.
   */
  async function visit(path: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await watched.page.goto(dev.url + path, { waitUntil: 'networkidle' });
        return;
      } catch (error) {
        if (attempt === 3 || !String(error).includes('net::ERR_ABORTED')) throw error;
      }
    }
  }

  beforeAll(async () => {
    expect(original).toContain('  - /about/story-edits\n');
    await dev.addPages({ 'story-edits.mdx': original });
    watched = await openPage();
  });

  afterAll(async () => {
    await watched?.close();
    await dev.removePages(['story-edits.mdx']);
  });

  it('renders through the server entry and hydrates islands with React in development mode, without mismatch', async () => {
    await visit('/investors');
    const search = watched.page.getByLabel('Search investor news');
    const expected = ['Annual General Meeting Announcement'];
    await search.fill('annual');
    await expect
      .poll(
        async () => {
          const found = await watched.page.locator('#news li h3').allTextContents();
          // Typed again if the page reloaded meanwhile (the shared server's browsers do when another file
          // writes a page, and Chromium puts the typed text back without the island hearing of it).
          if (JSON.stringify(found) !== JSON.stringify(expected)) {
            await search.fill('');
            await search.fill('annual');
          }
          return found;
        },
        { timeout: 60_000 },
      )
      .toEqual(expected);
    // Development React reports hydration mismatches as console errors. Requests a reload cut short
    // (another file's page written to the shared server) are no fault of the page.
    expect(watched.problems.filter((problem) => !problem.endsWith('net::ERR_ABORTED'))).toEqual([]);
  });

  it('shows an MDX edit by reloading the page by itself', async () => {
    await visit('/story-edits');
    writeFileSync(storyFile, original.replace('title="Our story"', 'title="Our story, edited"'));
    await expect.poll(() => watched.page.locator('h1').textContent(), { timeout: 60_000 }).toBe('Our story, edited');
  });

  it('shows a frontmatter error in the browser and the terminal, naming the file, line and field', async () => {
    const mark = dev.mark();
    writeFileSync(storyFile, original.replace(/^description: .*$/m, 'description:'));
    const expected = `${label}/story-edits.mdx:3: description: write the description (one or two sentences for search results and link previews)`;
    await expect.poll(() => watched.page.locator('pre').textContent(), { timeout: 60_000 }).toBe(expected);
    await expect.poll(() => dev.outputSince(mark)).toContain(expected);
  });

  it('recovers once the file is fixed', async () => {
    writeFileSync(storyFile, original);
    await expect.poll(() => watched.page.locator('h1').textContent(), { timeout: 60_000 }).toBe('Our story');
  });

  it('receives a form as the production server does: stored, then the thank-you page', async () => {
    // Another file's page written to the shared server reloads this page too, and a reload that
    // comes as the form is sent leaves the visitor on /insights: the form is sent again, with a new
    // address, up to three times. Every address stored is one sent, and the last is stored once.
    const sent: string[] = [];
    for (let attempt = 1; ; attempt++) {
      const email = `dev-${Date.now().toString(36)}-${attempt}@example.com`;
      sent.push(email);
      await visit('/insights');
      const form = watched.page.locator('form[action="/forms/newsletter"]').first();
      await form.getByLabel(/email/i).fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      try {
        await watched.page.waitForURL(dev.url + '/thank-you/newsletter', { timeout: 30_000 });
        break;
      } catch (error) {
        if (attempt === 3 || !watched.page.url().endsWith('/insights')) throw error;
      }
    }
    const stored = readStored(dataDir, 'newsletter').records.map((record) => record.fields);
    expect(stored.filter((fields) => fields.email === sent.at(-1))).toEqual([{ email: sent.at(-1) }]);
    expect(stored.every((fields) => sent.includes(String(fields.email)))).toBe(true);
  });

  it('answers a submission with a problem with the problem page, listing it', async () => {
    const before = readStored(dataDir, 'newsletter').records.length;
    const response = await fetch(dev.url + '/forms/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=not-an-address',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Please check your answers');
    expect(html).toContain('Enter an email address such as name@example.com.');
    expect(readStored(dataDir, 'newsletter').records).toHaveLength(before);
  });
});
