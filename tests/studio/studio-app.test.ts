import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import YAML from 'yaml';
import { studioPath } from '../../studio/shared/api';
import {
  openStudio,
  save,
  sharedStudio,
  shown,
  sourceEditor,
  type OpenStudio,
  type SharedStudio,
  holdDevCode,
} from './harness';

/**
 * The studio's app as a copywriter uses it, in Chromium against the real dev server on a scratch
 * copy of the site: the pages panel, the fields form writing into the file, saving, a save over a
 * file changed on disk, unsaved text across a reload, and the component form.
 */

const expectTimeout = { timeout: 20_000 };

/** A case study whose frontmatter has comments, odd quoting and a field its schema does not know. */
const commentedFile = 'pages/case-studies/commented-study.mdx';
const commentedText = `---
# The title is what the card shows: keep it short.
title: "A study with comments"
description: 'How a bank cut branch queues by a third.' # single quotes stay
client: Regional retail bank
industry: banking # the slug of /industries/banking
category: Branch analytics
summary: Queue sensors and a staffing model cut waiting time by a third.
challenge: Customers waited too long at the busiest branches.
outcomes:
  - 33% shorter queues # measured over a quarter
  - 12 branches
image: /images/illustrations/ai.svg
imageAlt: Abstract shapes
draft: true
# Kept for the old CMS import.
legacyId: 4711
---

<Section title="What we did">
  <Prose>
    We counted the queues.
  </Prose>
</Section>

<StatsGrid stats={[{ value: "33%", label: "shorter queues" }]} />
`;

const conflictFile = 'pages/case-studies/conflict-study.mdx';
/** A page past its "Review by" day (any day before this test runs), and one whose frontmatter also has a problem. */
const reviewFile = 'pages/case-studies/review-study.mdx';
const brokenReviewFile = 'pages/case-studies/review-broken-study.mdx';
const reviewText = commentedText
  .replace('A study with comments', 'A study to review')
  .replace('draft: true', 'reviewBy: 2020-01-01');
const restoreFile = 'pages/case-studies/restore-study.mdx';

function openUrl(studio: SharedStudio, file: string): string {
  return `${studio.url}${studioPath}?file=${encodeURIComponent(file)}`;
}

async function openAt(page: Page, studio: SharedStudio, file: string): Promise<void> {
  await page.goto(openUrl(studio, file));
  await shown(page.getByLabel('Title', { exact: true }), 30_000);
}

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

describe('the studio app', () => {
  let studio: SharedStudio;
  let open: OpenStudio;

  beforeAll(async () => {
    studio = await sharedStudio({
      [commentedFile]: commentedText,
      [conflictFile]: commentedText.replace('A study with comments', 'A study to conflict over'),
      [restoreFile]: commentedText.replace('A study with comments', 'A study to reload'),
      [reviewFile]: reviewText.replace(/# Kept for the old CMS import.\nlegacyId: 4711\n/, ''),
      [brokenReviewFile]: reviewText.replace('A study to review', 'A broken study to review'),
    });
    open = await openStudio(studio.url);
  });

  afterAll(async () => {
    await open?.close();
    // The project's shared dev server: this file's pages go again.
    await studio?.restore();
  });

  it('lists the pages by section, filters them and opens one into the Title field', async () => {
    const { page } = open;
    const panel = page.getByRole('navigation', { name: 'Pages' });
    await shown(panel.getByRole('heading', { name: /Case studies/ }), 30_000);
    await page.getByRole('searchbox', { name: 'Filter pages' }).fill('commented-study');
    const entry = panel.getByRole('link', { name: /A study with comments/ });
    await shown(entry);
    expect(await entry.textContent()).toContain('Draft');
    await entry.click();
    const title = page.getByLabel('Title', { exact: true });
    await expect.poll(() => title.inputValue(), expectTimeout).toBe('A study with comments');
    expect(await entry.getAttribute('aria-current')).toBe('page');
    // The schema's other fields are there with their kinds of control.
    expect(await page.getByRole('combobox', { name: 'Industry' }).inputValue()).toBe('Banking');
    expect(await page.getByLabel('Outcomes 2', { exact: true }).inputValue()).toBe('12 branches');
    expect(await page.getByText('legacyId').count()).toBeGreaterThan(0);
  });

  it('marks a page past its "Review by" day in the list, and keeps the field under Advanced', async () => {
    const { page } = open;
    const panel = page.getByRole('navigation', { name: 'Pages' });
    await page.getByRole('searchbox', { name: 'Filter pages' }).fill('study to review');
    const entry = panel.getByRole('link', { name: /A study to review/ });
    await shown(entry, 30_000);
    expect(await entry.locator('.badge-review').textContent()).toBe('Review due 2020-01-01');
    const broken = panel.getByRole('link', { name: /A broken study to review/ });
    expect(await broken.locator('.badge-review').textContent()).toBe('Review due 2020-01-01');
    await page.getByRole('searchbox', { name: 'Filter pages' }).fill('commented-study');
    expect(await panel.locator('.badge-review').count()).toBe(0);
    await openAt(page, studio, reviewFile);
    const advanced = page.locator('details.advanced-fields');
    expect(await advanced.getAttribute('open')).toBeNull();
    await advanced.locator('summary').click();
    await expect
      .poll(() => advanced.getByLabel('Review by', { exact: true }).inputValue(), expectTimeout)
      .toBe('2020-01-01');
  });

  it('a title changed in the form is saved with every comment and quote elsewhere kept', async () => {
    const { page } = open;
    await openAt(page, studio, commentedFile);
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('A study the form renamed');
    await expect.poll(() => sourceEditor(page).textContent(), expectTimeout).toContain('A study the form renamed');
    await shown(page.getByRole('status').getByText('Unsaved changes'));
    await save(page);
    await shown(page.getByRole('status').getByText('Saved', { exact: true }));
    const saved = studio.read(commentedFile);
    expect(saved).toBe(commentedText.replace('"A study with comments"', '"A study the form renamed"'));
  });

  it('the counter warns past the limit, and the build’s message shows beside the field', async () => {
    const { page } = open;
    await openAt(page, studio, commentedFile);
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('x'.repeat(75));
    const field = page.locator('.field').filter({ has: title });
    await shown(field.locator('.counter-over'));
    expect(await field.locator('.counter').textContent()).toContain('75 / 70');
    await expect.poll(() => field.locator('.field-errors').textContent(), expectTimeout).toContain('70');
  });

  it('a select with search is worked by keyboard: industry chosen by typing and Enter', async () => {
    const { page } = open;
    await openAt(page, studio, commentedFile);
    const industry = page.getByRole('combobox', { name: 'Industry' });
    await industry.focus();
    await industry.fill('retail');
    expect(await industry.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => sourceEditor(page).textContent(), expectTimeout).toContain('industry: retail');
    await expect.poll(() => industry.inputValue()).toBe('Retail');
  });

  it('list items are added, moved and removed through the form', async () => {
    const { page } = open;
    await openAt(page, studio, commentedFile);
    await page.getByRole('button', { name: 'Add to Outcomes' }).click();
    await page.getByLabel('Outcomes 3', { exact: true }).fill('Third outcome');
    await page.getByRole('button', { name: 'Move Outcomes 3 up' }).click();
    await expect.poll(() => page.getByLabel('Outcomes 2', { exact: true }).inputValue()).toBe('Third outcome');
    await page.getByRole('button', { name: 'Remove Outcomes 1' }).click();
    await expect.poll(() => page.getByLabel('Outcomes 1', { exact: true }).inputValue()).toBe('Third outcome');
    await save(page);
    await expect
      .poll(
        () => (YAML.parse(studio.read(commentedFile).split('---')[1]) as { outcomes: string[] }).outcomes,
        expectTimeout,
      )
      .toEqual(['Third outcome', '12 branches']);
  });

  it('a save over a file whose same line changed on disk asks about that line; mine is written only when chosen', async () => {
    const { page } = open;
    await openAt(page, studio, conflictFile);
    await page.getByLabel('Title', { exact: true }).fill('Mine, from the studio');
    const onDisk = studio.read(conflictFile).replace('A study to conflict over', 'Changed by another editor');
    studio.write(conflictFile, onDisk);
    await save(page);
    const dialog = page.getByRole('dialog', { name: 'Someone else changed this page meanwhile' });
    await shown(dialog);
    const place = dialog.getByRole('group', { name: 'Place 1 of 1, line 3' });
    expect(await place.getByLabel(/: yours$/).innerText()).toContain('Mine, from the studio');
    expect(await place.getByLabel(/: the other version$/).innerText()).toContain('Changed by another editor');
    expect(studio.read(conflictFile)).toBe(onDisk);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(studio.read(conflictFile)).toBe(onDisk);

    await save(page);
    await shown(dialog);
    expect(await place.getByLabel('Keep yours').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save with these choices' }).click();
    await expect.poll(() => studio.read(conflictFile), expectTimeout).toContain('Mine, from the studio');
    expect(studio.read(conflictFile)).not.toContain('Changed by another editor');
  });

  it('Drop my changes takes the disk version; a change to other lines is merged and saved without asking', async () => {
    const { page } = open;
    await openAt(page, studio, conflictFile);
    await page.getByLabel('Title', { exact: true }).fill('Mine again');
    studio.write(conflictFile, studio.read(conflictFile).replace('Mine, from the studio', 'Theirs, on disk'));
    await page.keyboard.press('ControlOrMeta+S');
    const dialog = page.getByRole('dialog', { name: 'Someone else changed this page meanwhile' });
    await shown(dialog);
    await dialog.getByRole('button', { name: 'Drop my changes' }).click();
    await expect
      .poll(() => page.getByLabel('Title', { exact: true }).inputValue(), expectTimeout)
      .toBe('Theirs, on disk');

    await page.getByLabel('Title', { exact: true }).fill('Mine once more');
    studio.write(conflictFile, studio.read(conflictFile).replace('Abstract shapes', 'Shapes from disk'));
    await page.keyboard.press('ControlOrMeta+S');
    await shown(page.getByRole('status').getByText(/merged in/));
    await expect.poll(() => sourceEditor(page).textContent(), expectTimeout).toContain('Shapes from disk');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Mine once more');
    const saved = studio.read(conflictFile);
    expect(saved).toContain('Shapes from disk');
    expect(saved).toContain('title: "Mine once more"');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('unsaved text survives a reload, with a note and Discard', async () => {
    const { page } = open;
    await openAt(page, studio, restoreFile);
    await page.getByLabel('Client', { exact: true }).fill('Client typed before the reload');
    await shown(page.getByRole('status').getByText('Unsaved changes'));
    // Leaving with unsaved text asks first (the browser's own beforeunload question).
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.reload();
    expect(await asked).toBe('beforeunload');
    await shown(page.getByText(/Restored unsaved changes from/), 30_000);
    expect(await page.getByLabel('Client', { exact: true }).inputValue()).toBe('Client typed before the reload');
    expect(studio.read(restoreFile)).not.toContain('Client typed before the reload');
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect
      .poll(() => page.getByLabel('Client', { exact: true }).inputValue(), expectTimeout)
      .toBe('Regional retail bank');
  });

  it('Edit component rewrites only that tag; Insert component adds a StatsGrid from its form', async () => {
    const { page } = open;
    await openAt(page, studio, commentedFile);
    const before = studio.read(commentedFile);
    // The cursor into the StatsGrid tag on the last line.
    await sourceEditor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('ArrowUp');
    const edit = page.getByRole('button', { name: /^Edit component/ });
    await expect.poll(() => edit.isEnabled(), expectTimeout).toBe(true);
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit StatsGrid' });
    await shown(dialog);
    expect(await dialog.getByLabel('Value', { exact: true }).first().inputValue()).toBe('33%');
    await dialog.getByLabel('Value', { exact: true }).first().fill('35%');
    await dialog.getByRole('button', { name: 'Save component' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await save(page);
    await expect.poll(() => studio.read(commentedFile), expectTimeout).not.toBe(before);
    const after = studio.read(commentedFile);
    expect(after.replace(/<StatsGrid[^]*?\/>/, '')).toBe(before.replace(/<StatsGrid[^]*?\/>/, ''));
    expect(after).toContain('35%');

    await page.getByRole('button', { name: 'Insert component' }).click();
    const list = page.getByRole('dialog', { name: 'Insert component' });
    await list.getByRole('searchbox', { name: 'Filter components' }).fill('StatsGrid');
    await list.getByRole('button', { name: /^StatsGrid/ }).click();
    const form = page.getByRole('dialog', { name: 'Insert StatsGrid' });
    await form.getByRole('button', { name: 'Add to Stats' }).click();
    await form.getByLabel('Value', { exact: true }).fill('550+');
    await form.getByLabel('Label', { exact: true }).fill('clients');
    await form.getByRole('button', { name: 'Insert', exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    // The cursor was in the edited tag's props: the new component goes after that tag, not into it.
    await expect.poll(() => sourceEditor(page).textContent(), expectTimeout).toMatch(/shorter queues.*550\+/);
  });
});
