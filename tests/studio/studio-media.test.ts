import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioApiPath, studioPath, type MediaList } from '../../studio/shared/api';
import {
  editorText,
  holdDevCode,
  jpegPhoto,
  openStudio,
  sharedStudio,
  shown,
  sourceEditor,
  studioFetch,
  type OpenStudio,
  type SharedStudio,
} from './harness';

/**
 * The media panel in Chromium over the real dev server on a scratch copy of the site: it lists the
 * site's images with the alt texts and pages they are shown with, finds one by its alt text, and
 * reuses it in an image field and in the text.
 */

const expectTimeout = { timeout: 20_000 };

const caseStudy = (title: string, image: string, imageAlt: string, body: string) => `---
title: ${title}
description: How a port operator cut the waiting time of ships at the berth by a third.
client: Port operator
industry: banking
category: Berth planning
summary: Berth planning cut the waiting time at the berth by a third.
challenge: Ships queued outside the harbour while berths stood empty.
outcomes:
  - 33% less waiting
image: ${image}
imageAlt: ${imageAlt}
draft: true
---

${body}
`;

const quayFile = 'pages/case-studies/media-quay-study.mdx';
const harbourFile = 'pages/company/media-harbour.mdx';
const editedFile = 'pages/case-studies/media-edited-study.mdx';
const quayAlt = 'The quay at noon, a crane over a container ship';
const harbourAlt = 'The harbour at dawn seen from the water';

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

describe('the media panel', () => {
  let studio: SharedStudio;
  let open: OpenStudio;

  beforeAll(async () => {
    const photo = await jpegPhoto(640, 400);
    studio = await sharedStudio({
      'public/images/media-test-quay.jpg': photo,
      [quayFile]: caseStudy(
        'Quay planning for a port',
        '/images/media-test-quay.jpg',
        quayAlt,
        `<Section title="What we did">\n  <Prose>\n    We planned the berths.\n  </Prose>\n</Section>`,
      ),
      'pages/company/harbour-dawn.jpg': photo,
      [harbourFile]: `---
title: Our harbour office
description: Where the logistics team works, by the water, with a photo beside the page.
draft: true
---

<Section>
  <Prose>
    ![${harbourAlt}](./harbour-dawn.jpg)
  </Prose>
</Section>
`,
      [editedFile]: caseStudy(
        'A study to take an image',
        '/images/illustrations/ai.svg',
        'Abstract shapes',
        'We counted the queues.',
      ),
    });
    open = await openStudio(studio.url);
  });

  afterAll(async () => {
    await open?.close();
    await studio?.restore();
  });

  it('lists each image with its size and every page showing it, with the alt text there', async () => {
    const response = await studioFetch(studio.url, `${studioApiPath}/media`);
    expect(response.status).toBe(200);
    const { images } = (await response.json()) as MediaList;
    const quay = images.find((image) => image.file === 'public/images/media-test-quay.jpg');
    expect(quay).toMatchObject({ fieldValue: '/images/media-test-quay.jpg', width: 640, height: 400 });
    expect(quay?.uses).toEqual([
      {
        file: quayFile,
        path: '/case-studies/media-quay-study',
        title: 'Quay planning for a port',
        line: 11,
        reference: '/images/media-test-quay.jpg',
        alt: quayAlt,
      },
    ]);
    const harbour = images.find((image) => image.file === 'pages/company/harbour-dawn.jpg');
    expect(harbour?.fieldValue).toBeNull();
    expect(harbour?.uses).toEqual([
      expect.objectContaining({ file: harbourFile, line: 9, reference: './harbour-dawn.jpg', alt: harbourAlt }),
    ]);
  });

  it('an image field takes an image chosen from the panel, found by its alt text', async () => {
    const { page } = open;
    await page.goto(`${studio.url}${studioPath}?file=${encodeURIComponent(editedFile)}`);
    await shown(page.getByLabel('Title', { exact: true }), 30_000);
    await page.getByRole('button', { name: "Choose from the site's images for Image", exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "Choose from the site's images" });
    await dialog.getByRole('searchbox', { name: 'Search by file name or alt text' }).fill('crane over');
    const item = dialog.getByRole('listitem').filter({ hasText: 'media-test-quay.jpg' }).first();
    await shown(item);
    expect(await item.textContent()).toContain(
      `“${quayAlt}” on Quay planning for a port (/case-studies/media-quay-study), line 11`,
    );
    expect(await dialog.getByRole('list', { name: "The site's images" }).locator(':scope > li').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Use media-test-quay.jpg' }).click();
    await expect.poll(() => dialog.count(), expectTimeout).toBe(0);
    await expect.poll(() => editorText(page), expectTimeout).toContain('image: /images/media-test-quay.jpg\n');
    expect(await editorText(page)).not.toContain('ai.svg');
  });

  it('the toolbar inserts a photo beside another page into the text, with the alt text it is shown with', async () => {
    const { page } = open;
    await sourceEditor(page).click();
    await page.keyboard.press('Control+End');
    await page.getByRole('button', { name: 'Insert image from the site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image from the site' });
    await dialog.getByRole('searchbox', { name: 'Search by file name or alt text' }).fill('harbour-dawn');
    // The photo beside its page shows as a thumbnail too (the dev server serves it as it is).
    const thumbnail = dialog.getByRole('listitem').filter({ hasText: 'harbour-dawn.jpg' }).locator('img').first();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth), expectTimeout).toBe(640);
    await dialog.getByRole('button', { name: 'Choose harbour-dawn.jpg' }).click();
    const alt = dialog.getByLabel('Alt text for harbour-dawn.jpg');
    await expect.poll(() => alt.inputValue(), expectTimeout).toBe(harbourAlt);
    // Reachable by keyboard: the alt text has focus, and Enter inserts.
    await expect.poll(() => alt.evaluate((input) => input === document.activeElement), expectTimeout).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count(), expectTimeout).toBe(0);
    await expect.poll(() => editorText(page), expectTimeout).toContain(`![${harbourAlt}](../company/harbour-dawn.jpg)`);
  });
});
