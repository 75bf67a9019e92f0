import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioApiPath } from '../../studio/shared/api';
import {
  editorText,
  openFile,
  openStudio,
  preview,
  save,
  sharedStudio,
  shown,
  sourceEditor,
  stepsOfOneFlow,
  type OpenStudio,
  type SharedStudio,
  holdDevCode,
} from './harness';

/**
 * The open file changed on disk (another editor, a `git pull`) while the copywriter edited it:
 * saving shows both versions and never overwrites the disk silently.
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

  beforeAll(async () => {
    studio = await sharedStudio();
    open = await openStudio(studio.url);
  });

  afterAll(async () => {
    await open?.close();
    // The project's shared dev server: the page the other editor changed goes back.
    await studio?.restore();
  });

  it('shows both versions and keeps the file on disk as the other editor left it', async () => {
    const { page } = open;
    await openFile(page, '/services/cloud');
    await expect.poll(() => editorText(page), expectTimeout).toContain('Cloud that pays for itself');
    await sourceEditor(page).getByText('Cloud that pays for itself').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(`\n\n${studioWords}\n`);
    await shown(preview(page).getByText(studioWords));

    const onDisk =
      studio.read(file).replace('Cloud that pays for itself', 'Cloud that pays its way') + `\n${diskWords}\n`;
    studio.write(file, onDisk);
    const answered = page.waitForResponse((response) => response.url().endsWith(`${studioApiPath}/save`));
    await save(page);

    // Both versions are in front of the copywriter, in the dialog that stopped the save: theirs and the one on disk.
    const dialog = page.getByRole('dialog');
    await shown(dialog);
    const shownText = () =>
      dialog.evaluate((element) =>
        [
          (element as HTMLElement).innerText,
          ...[...element.querySelectorAll('textarea')].map((area) => area.value),
        ].join('\n'),
      );
    await expect.poll(shownText, expectTimeout).toContain(diskWords);
    expect(await shownText()).toContain(studioWords);
    // Nothing was written over the other editor's file: the save was answered, and refused.
    expect((await answered).status()).toBe(409);
    expect(studio.read(file)).toBe(onDisk);
    expect(open.problems).toEqual([]);
  });
});
