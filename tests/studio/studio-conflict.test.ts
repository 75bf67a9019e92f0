import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioApiPath } from '../../studio/shared/api';
import {
  editorText,
  editorToEnd,
  openFile,
  openStudio,
  preview,
  save,
  sharedStudio,
  shown,
  stepsOfOneFlow,
  type OpenStudio,
  type SharedStudio,
  holdDevCode,
} from './harness';

/**
 * The open file changed on disk (another editor, a `git pull`) while the copywriter edited it:
 * saving merges the other change when it touches other lines (from the version the copywriter
 * opened, as git merges), asks only about the places both changed, and never overwrites the disk
 * silently.
 */

const expectTimeout = { timeout: 60_000 };
const file = 'pages/services/cloud.mdx';
const studioWords = 'Words typed in the studio.';
const diskWords = 'Words another editor saved meanwhile.';

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

describe('saving a page that changed on disk since it was opened', () => {
  stepsOfOneFlow();
  let studio: SharedStudio;
  let open: OpenStudio;
  let opened: string;

  beforeAll(async () => {
    studio = await sharedStudio();
    open = await openStudio(studio.url);
    opened = studio.read(file);
  });

  afterAll(async () => {
    await open?.close();
    // The project's shared dev server: the page the other editor changed goes back.
    await studio?.restore();
  });

  async function typeAtEnd(words: string): Promise<void> {
    const { page } = open;
    await editorToEnd(page);
    await page.keyboard.type(`\n\n${words}\n`);
    await shown(preview(page).getByText(words));
  }

  it('merges a change to other lines without asking, and the editor shows it', async () => {
    const { page } = open;
    await openFile(page, '/services/cloud');
    await expect.poll(() => editorText(page), expectTimeout).toContain('Cloud that pays for itself');
    await typeAtEnd(studioWords);

    // The other editor changed the title line only; the copywriter added at the end.
    const onDisk = studio.read(file).replace('Cloud that pays for itself', 'Cloud that pays its way');
    studio.write(file, onDisk);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(`${studioApiPath}/save`)) answers.push(response.status());
    });
    await save(page);

    // The other editor's file, then the copywriter's words after it.
    await expect.poll(() => studio.read(file).trimEnd().endsWith(studioWords), expectTimeout).toBe(true);
    expect(studio.read(file).startsWith(onDisk)).toBe(true);
    // Refused once (the disk changed), then saved merged: no dialog in between.
    expect(answers).toEqual([409, 200]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => editorText(page), expectTimeout).toContain('Cloud that pays its way');
    await shown(page.getByText(/merged in/));
    expect(open.problems).toEqual([]);
  });

  it('asks only about the place both changed, its differing words marked, and saves the choice', async () => {
    const { page } = open;
    const before = studio.read(file);
    await typeAtEnd(`${studioWords} Again.`);

    // The other editor changed a line far from the end, and added its own words at the end too.
    const onDisk = before.replace('Cloud that pays its way', 'Cloud that pays for itself, twice') + `\n${diskWords}\n`;
    studio.write(file, onDisk);
    const answered = page.waitForResponse((response) => response.url().endsWith(`${studioApiPath}/save`));
    await save(page);
    expect((await answered).status()).toBe(409);

    const dialog = page.getByRole('dialog', { name: 'Someone else changed this page meanwhile' });
    await shown(dialog);
    await expect
      .poll(() => dialog.innerText(), expectTimeout)
      .toContain('In one place you both changed the same lines');
    const place = dialog.getByRole('group', { name: /^Place 1 of 1, line \d+$/ });
    await expect.poll(() => place.getByLabel(/: yours$/).innerText(), expectTimeout).toContain(`${studioWords} Again.`);
    await expect.poll(() => place.getByLabel(/: the other version$/).innerText(), expectTimeout).toContain(diskWords);
    // The words that differ are marked, on each side.
    const marked = async (side: RegExp) => (await place.getByLabel(side).locator('mark').allTextContents()).join(' ');
    expect(await marked(/: yours$/)).toContain('typed in the studio. Again.');
    expect(await marked(/: the other version$/)).toContain('another editor saved meanwhile.');
    // Nothing was written over the other editor's file before the copywriter chose.
    expect(studio.read(file)).toBe(onDisk);

    await place.getByLabel('Keep both, yours first').check();
    await dialog.getByRole('button', { name: 'Save with these choices' }).click();
    await expect.poll(() => dialog.count(), expectTimeout).toBe(0);
    // Both endings, the copywriter's first, and the other editor's change of the title line kept.
    await expect
      .poll(() => studio.read(file), expectTimeout)
      .toMatch(new RegExp(`${studioWords} Again\\.\\n+${diskWords}\\n$`));
    expect(studio.read(file)).toContain('Cloud that pays for itself, twice');
    expect(open.problems).toEqual([]);
    expect(opened).not.toBe(studio.read(file));
  });
});
