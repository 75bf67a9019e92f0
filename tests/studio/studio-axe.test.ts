import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { studioPath } from '../../studio/shared/api';
import { axeViolations } from '../studio-axe';
import { jpegPhoto, openStudio, sharedStudio, shown, type OpenStudio, type SharedStudio, holdDevCode } from './harness';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on the studio at 1280 and 1024 px: with a page open, and with each
 * of its dialogs open. The preview frame's page is the site's own, which its own axe tests cover;
 * here the frame element is checked (its title), not the page inside it.
 */

const file = 'pages/case-studies/adaptive-learning.mdx';
const widths = [1280, 1024] as const;

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

describe('axe on the studio', () => {
  let studio: SharedStudio;
  let open: OpenStudio;
  let photo: Buffer;

  beforeAll(async () => {
    studio = await sharedStudio();
    open = await openStudio(studio.url);
    photo = await jpegPhoto(400, 300);
  });

  afterAll(async () => {
    await open?.close();
    // The project's shared dev server: the page the disk-conflict tests changed goes back.
    await studio?.restore();
  });

  for (const width of widths) {
    describe(`at ${width} px`, () => {
      async function openPage(): Promise<Page> {
        const { page } = open;
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${studio.url}${studioPath}?file=${encodeURIComponent(file)}`);
        await shown(page.getByLabel('Title', { exact: true }), 30_000);
        await shown(page.locator('iframe[title="Preview"]'));
        return page;
      }

      async function dialogViolations(page: Page, name: string | RegExp): Promise<string[]> {
        await shown(page.getByRole('dialog', { name }));
        // The dialog's content arrives from the server; let it settle.
        await page.waitForTimeout(500);
        return axeViolations(page);
      }

      it('finds nothing with a page open', async () => {
        const page = await openPage();
        await page.waitForTimeout(1_000);
        expect(await axeViolations(page)).toEqual([]);
      });

      it('finds nothing in Write mode, with its cards, its text tools and its link dialog', async () => {
        const page = await openPage();
        await page.getByRole('button', { name: 'Write', exact: true }).click();
        const text = page.getByRole('textbox', { name: 'Page text' });
        await shown(text);
        await page.waitForTimeout(500);
        const inWrite = await axeViolations(page);
        await text.locator('p').first().click();
        await page.getByRole('toolbar', { name: 'Text tools' }).getByRole('button', { name: 'Link' }).click();
        const inLinkDialog = await dialogViolations(page, 'Add a link');
        await page.keyboard.press('Escape');
        // Back to Source, which the other tests here read (the choice is kept in the browser).
        await page.getByRole('button', { name: 'Source', exact: true }).click();
        expect(inWrite).toEqual([]);
        expect(inLinkDialog).toEqual([]);
      });

      it('finds nothing with a select with search open', async () => {
        const page = await openPage();
        await page.getByRole('combobox', { name: 'Industry' }).click();
        await shown(page.getByRole('listbox'));
        expect(await axeViolations(page)).toEqual([]);
      });

      it('finds nothing in the New page dialog', async () => {
        const page = await openPage();
        await page.getByRole('button', { name: 'New page' }).click();
        expect(await dialogViolations(page, 'New page')).toEqual([]);
      });

      it('finds nothing in the Insert component list and its form', async () => {
        const page = await openPage();
        await page.getByRole('button', { name: 'Insert component' }).click();
        expect(await dialogViolations(page, 'Insert component')).toEqual([]);
        await page.getByRole('button', { name: /^StatsGrid/ }).click();
        await page.getByRole('button', { name: 'Add to Stats' }).click();
        expect(await dialogViolations(page, 'Insert StatsGrid')).toEqual([]);
      });

      it('finds nothing in the media panel, for an image field and for the text', async () => {
        const page = await openPage();
        await page.getByRole('button', { name: "Choose from the site's images for Image" }).click();
        expect(await dialogViolations(page, "Choose from the site's images")).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Insert image from the site' }).click();
        const dialog = page.getByRole('dialog', { name: 'Insert an image from the site' });
        await dialog
          .getByRole('button', { name: /^Choose / })
          .first()
          .click();
        await shown(dialog.getByLabel(/^Alt text for /));
        expect(await dialogViolations(page, 'Insert an image from the site')).toEqual([]);
      });

      it('finds nothing in the Add photo dialog', async () => {
        const page = await openPage();
        await page
          .getByLabel('Photo to add')
          .setInputFiles({ name: 'team.jpg', mimeType: 'image/jpeg', buffer: photo });
        expect(await dialogViolations(page, 'Add photo')).toEqual([]);
      });

      it('finds nothing in the Change address dialog', async () => {
        const page = await openPage();
        await page.getByRole('button', { name: 'Change address' }).click();
        expect(await dialogViolations(page, 'Change the page’s address')).toEqual([]);
      });

      it('finds nothing in the Changes view', async () => {
        const page = await openPage();
        await page.getByRole('button', { name: 'Changes', exact: true }).click();
        expect(await dialogViolations(page, 'Changes')).toEqual([]);
      });

      it('finds nothing in the dialog of a save over a file changed on disk', async () => {
        const page = await openPage();
        await page.getByLabel('Client', { exact: true }).fill('Changed in the studio');
        studio.write(file, studio.read(file).replace(/^client: .*$/m, `client: Changed on disk at ${width} px`));
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        expect(await dialogViolations(page, 'Someone else changed this page meanwhile')).toEqual([]);
        await page.getByRole('button', { name: 'Drop my changes' }).click();
      });
    });
  }
});
