import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { studioApiPath } from '../../studio/shared/api';
import {
  holdDevCode,
  openStudio,
  preview,
  sharedStudio,
  shown,
  showFields,
  type OpenStudio,
  type SharedStudio,
} from './harness';

/**
 * New page and the fields form in a copywriter's words, in Chromium against the real dev server:
 * a new page's empty fields asked for under each field ("Choose one of the news kinds"), the rarely
 * needed fields under a collapsed Advanced, labels that say what a field is, and a lost connection
 * said as what to do. Screenshots go to tests/.tmp/screenshots/ for a person to look at.
 */

const expectTimeout = { timeout: 30_000 };
const screenshots = join(projectRoot, 'tests/.tmp/screenshots');
const file = 'pages/news/we-open-an-office-in-leeds.mdx';

/** The fields form's field labelled `label` (a required mark may follow the label). */
function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}(\\s*Required)?$`)).first();
}

/** The messages the form shows under the field labelled `label`. */
function messagesUnder(page: Page, label: string): Promise<string> {
  return page
    .locator('.field')
    .filter({ has: field(page, label) })
    .locator('.field-errors')
    .allTextContents()
    .then((texts) => texts.join(''));
}

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

describe('New page and the form, in a copywriter’s words', () => {
  let studio: SharedStudio;
  let open: OpenStudio;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    studio = await sharedStudio();
    open = await openStudio(studio.url);
  });

  afterAll(async () => {
    await open?.close();
    await studio?.restore();
  });

  it('New page makes a news item whose kind is left to choose, asked for under its field, with no # TODO', async () => {
    const { page } = open;
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Kind of page').selectOption({ label: 'News item' });
    await dialog.getByLabel(/^Title/).fill('We open an office in Leeds');
    await page.screenshot({ path: join(screenshots, 'new-page-dialog.png') });
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect.poll(() => studio.read(file), expectTimeout).toContain('title: "We open an office in Leeds"');
    const text = studio.read(file);
    expect(text).toMatch(/^kind:$/m);
    expect(text).toMatch(/^date: "\d{4}-\d{2}-\d{2}"$/m);
    expect(text).not.toMatch(/# TODO|src\//);

    await showFields(page);
    await expect.poll(() => messagesUnder(page, 'Kind'), expectTimeout).toBe('Choose one of the news kinds');
    // Above the preview, the field is named as the form labels it, and leads to its line.
    await shown(page.getByRole('button', { name: 'Line 7 Kind: choose one of the news kinds' }));
    await field(page, 'Kind').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, 'new-page-form.png') });
    // The form fixes it: the kind chosen from its list, the message gone.
    const kind = field(page, 'Kind');
    await kind.click();
    await page.getByRole('option', { name: 'Press release' }).first().click();
    await expect.poll(() => messagesUnder(page, 'Kind'), expectTimeout).toBe('');
    // With its fields filled, the draft renders.
    await shown(preview(page).getByRole('heading', { name: 'We open an office in Leeds' }));
  });

  it('keeps the rarely needed fields under a collapsed Advanced, each labelled by what it does', async () => {
    const { page } = open;
    const advanced = page.locator('details.advanced-fields');
    await shown(advanced.locator('summary', { hasText: 'Advanced' }));
    expect(await advanced.getAttribute('open')).toBeNull();
    const hide = page.getByLabel('Hide from search engines');
    expect(await hide.isVisible()).toBe(false);
    await advanced.locator('summary').click();
    await shown(hide);
    await shown(page.getByRole('group', { name: /Old addresses/ }));
    for (const code of ['Noindex', 'Allow hash links', 'Href', 'Aliases', 'Lang'])
      expect(await page.getByLabel(code, { exact: true }).count()).toBe(0);
    await hide.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, 'form-advanced.png') });
  });

  it('says a lost connection as what to do, never "Failed to fetch" or npm', async () => {
    const { page } = open;
    await page.route(`**${studioApiPath}/kinds`, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'New page' }).click();
    const alert = page.getByRole('dialog', { name: 'New page' }).getByRole('alert');
    await shown(alert);
    expect(await alert.textContent()).toBe(
      'The studio lost its connection to your computer’s preview server. Ask whoever started it to start it again. Your text is kept in this browser.',
    );
    await page.unroute(`**${studioApiPath}/kinds`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    // The refused request above is this test's own doing.
    open.problems.splice(0);
  });
});
