import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { studioPath } from '../../studio/shared/api';
import { byTier } from '../tier';
import {
  cursorAfter,
  holdDevCode,
  openStudio,
  pageText,
  preview,
  save,
  sharedStudio,
  shown,
  type OpenStudio,
  type SharedStudio,
} from './harness';

/**
 * Write mode in the real studio: a page's body edited as rich text and component cards without
 * touching its MDX, each edit saved as a change to its own block only, undo giving the file back,
 * cards edited, moved and removed, and text pasted from Word or as plain bullets coming in clean.
 */

const file = 'pages/write-trial.mdx';
const text = [
  '---',
  'title: Write trial',
  'description: A page the studio’s Write mode edits in the tests.',
  '---',
  '',
  '<Hero title="Write trial" eyebrow="Studio">',
  '  A lead the copywriter edits in place.',
  '</Hero>',
  '',
  '<Section title="What we do">',
  '  <Prose>',
  '    We plan migrations with a [clear method](/contact-us) and run them.',
  '',
  '    - Assess',
  '    - Migrate',
  '',
  '    The last paragraph of the prose.',
  '  </Prose>',
  '',
  '  <StatsGrid stats={[{ value: "550+", label: "Migrations" }]} />',
  '</Section>',
  '',
  '<CtaBanner title="Talk to us" action={{ label: "Contact us", href: "/contact-us" }}>',
  '  Tell us where you are.',
  '</CtaBanner>',
  '',
].join('\n');

const expectTimeout = { timeout: 60_000 };

/** The site's own pages: all of them in the full tier, one of each folder in the fast one. */
const realPages = (() => {
  const all = readdirSync(join(projectRoot, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .sort();
  const oneEach = new Map<string, string>();
  for (const name of all) {
    const folder = name.includes('/') ? name.slice(0, name.indexOf('/')) : '';
    // The longest file of each folder: its deepest or most particular page.
    if (!oneEach.has(folder) || name.length > oneEach.get(folder)!.length) oneEach.set(folder, name);
  }
  return byTier(['index.mdx', 'investors.mdx', ...oneEach.values()], all).map((name) => `pages/${name}`);
})();

/** The lines of `after` that are not lines of `before`, and the reverse. */
function changedLines(before: string, after: string): { added: string[]; removed: string[] } {
  const old = before.split('\n');
  const now = after.split('\n');
  return { added: now.filter((line) => !old.includes(line)), removed: old.filter((line) => !now.includes(line)) };
}

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

describe('Write mode', () => {
  let studio: SharedStudio;
  let open: OpenStudio;

  beforeAll(async () => {
    studio = await sharedStudio({ [file]: text });
    open = await openStudio(studio.url, { width: 1366, height: 900 }, 'write');
  });

  afterAll(async () => {
    await open?.close();
    await studio?.restore();
  });

  async function openTrial(): Promise<Page> {
    const { page } = open;
    studio.write(file, text);
    await page.goto(`${studio.url}${studioPath}?file=${encodeURIComponent(file)}`);
    await shown(pageText(page), 60_000);
    await shown(page.getByRole('status').getByText('Saved', { exact: true }));
    return page;
  }

  it('edits a paragraph in place, saves only that line, and undo gives the file back unchanged', async () => {
    const page = await openTrial();
    // Opened and shown as cards and text, the page is unchanged: nothing to save.
    await shown(page.getByRole('region', { name: 'Hero component' }));
    expect(await page.getByRole('button', { name: 'Write', exact: true }).getAttribute('aria-pressed')).toBe('true');

    await cursorAfter(page, 'We plan migrations');
    await page.keyboard.insertText(' Then we run them for you.');
    await shown(page.getByRole('status').getByText('Unsaved changes'));
    await shown(preview(page).getByText('Then we run them for you.'));
    await page.keyboard.press('ControlOrMeta+z');
    await shown(page.getByRole('status').getByText('Saved', { exact: true }));

    await page.keyboard.insertText(' Then we run them for you.');
    await save(page);
    await shown(page.getByRole('status').getByText('Saved', { exact: true }));
    const saved = studio.read(file);
    expect(changedLines(text, saved)).toEqual({
      added: ['    We plan migrations with a [clear method](/contact-us) and run them. Then we run them for you.'],
      removed: ['    We plan migrations with a [clear method](/contact-us) and run them.'],
    });
  });

  it('makes a word bold and a new bullet with the toolbar and keys, written as Markdown at the list’s depth', async () => {
    const page = await openTrial();
    const lead = pageText(page).locator('p', { hasText: 'A lead the copywriter' });
    await lead.getByText('A lead the copywriter edits in place.').dblclick({ position: { x: 5, y: 5 } });
    await page.getByRole('toolbar', { name: 'Text tools' }).getByRole('button', { name: 'Bold' }).click();
    await cursorAfter(page, 'Migrate');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('Run');
    await save(page);
    await shown(page.getByRole('status').getByText('Saved', { exact: true }));
    const saved = studio.read(file);
    expect(saved).toContain('  **A** lead the copywriter edits in place.');
    expect(saved).toContain('    - Assess\n    - Migrate\n    - Run\n');
    expect(changedLines(text, saved).removed).toEqual(['  A lead the copywriter edits in place.']);
  });

  it('edits a card’s props in its form, moves a card and removes one, each written only where it is', async () => {
    const page = await openTrial();
    await page.getByRole('button', { name: 'Edit Stats grid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit StatsGrid' });
    await shown(dialog);
    await dialog.getByLabel('Value', { exact: true }).first().fill('600+');
    await dialog.getByRole('button', { name: 'Save component' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Move Cta banner up' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Move Cta banner down' }).isEnabled(), expectTimeout)
      .toBe(true);
    await page.getByRole('button', { name: 'Remove Hero' }).click();
    await save(page);
    await shown(page.getByRole('status').getByText('Saved', { exact: true }));
    const saved = studio.read(file);
    const cta =
      '<CtaBanner title="Talk to us" action={{ label: "Contact us", href: "/contact-us" }}>\n  Tell us where you are.\n</CtaBanner>';
    const section = text.slice(text.indexOf('<Section'), text.indexOf('</Section>') + '</Section>'.length);
    expect(saved).toBe(
      `${text.slice(0, text.indexOf('<Hero'))}${cta}\n\n${section.replace(
        'stats={[{ value: "550+", label: "Migrations" }]}',
        "stats={[{ value: '600+', label: 'Migrations' }]}",
      )}\n`,
    );
  });

  it('inserts a component from Insert component after the block the cursor is in, at its depth', async () => {
    const page = await openTrial();
    await cursorAfter(page, 'The last paragraph of the prose.');
    await page.getByRole('button', { name: 'Insert component' }).click();
    const list = page.getByRole('dialog', { name: 'Insert component' });
    await list.getByRole('searchbox', { name: 'Filter components' }).fill('StatsGrid');
    await list.getByRole('button', { name: /^StatsGrid/ }).click();
    const form = page.getByRole('dialog', { name: 'Insert StatsGrid' });
    await form.getByRole('button', { name: 'Add to Stats' }).click();
    await form.getByLabel('Value', { exact: true }).fill('24/7');
    await form.getByLabel('Label', { exact: true }).fill('Support');
    await form.getByRole('button', { name: 'Insert', exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    await shown(page.getByRole('region', { name: 'Stats grid component' }).nth(1));
    await save(page);
    await shown(page.getByRole('status').getByText('Saved', { exact: true }));
    expect(studio.read(file)).toBe(
      text.replace(
        '    The last paragraph of the prose.\n',
        "    The last paragraph of the prose.\n\n    <StatsGrid stats={[{ value: '24/7', label: 'Support' }]} />\n",
      ),
    );
  });

  it('a click in the preview puts the cursor in that paragraph of Write mode, not in Source', async () => {
    const page = await openTrial();
    // At 375 px the page is shown unscaled (a scaled frame takes clicks at scaled places).
    await page.getByRole('button', { name: 'Phone 375' }).click();
    await preview(page).getByText('The last paragraph of the prose.').click();
    await expect
      .poll(
        () => page.evaluate(() => getSelection()?.anchorNode?.parentElement?.closest('p')?.textContent),
        expectTimeout,
      )
      .toBe('The last paragraph of the prose.');
    expect(await page.getByRole('button', { name: 'Write', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Desktop 1280' }).click();
  });

  it('takes text pasted from Word as a clean list, and typed bullets as a list, without invisible characters', async () => {
    const page = await openTrial();
    await cursorAfter(page, 'The last paragraph of the prose.');
    await page.keyboard.press('Enter');
    // What Word puts on the clipboard for two bulleted paragraphs, a soft hyphen and a zero-width space in the words.
    const wordHtml = [
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>',
      "<p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span>&nbsp;&nbsp;</span></span></span>Cloud strat\u00ADegy<o:p></o:p></p>",
      "<p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·<span>&nbsp;</span></span><span style='color:red;font-size:14pt'>Migra\u200Btion</span> with <a href=\"https://example.com/guide\">a guide</a></p>",
      '</body></html>',
    ].join('');
    await pageText(page).evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Cloud strategy\nMigration with a guide');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, wordHtml);
    await shown(pageText(page).locator('li', { hasText: 'Cloud strategy' }));

    await cursorAfter(page, 'with a guide');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await pageText(page).evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/plain', '• First point\n• Second point *kept as typed*');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await shown(pageText(page).locator('li', { hasText: 'Second point' }));
    await save(page);
    await shown(page.getByRole('status').getByText('Saved', { exact: true }));
    const saved = studio.read(file);
    expect(saved).toContain(
      '    The last paragraph of the prose.\n\n    - Cloud strategy\n    - Migration with [a guide](https://example.com/guide)\n\n    - First point\n    - Second point \\*kept as typed\\*\n  </Prose>',
    );
    expect(saved).not.toMatch(/[\u00AD\u200B]/);
  });

  it('takes a news item from New page to saved without touching Source: placeholders replaced in Write, no problem left', async () => {
    const { page } = open;
    const news = 'pages/news/write-mode-opens-in-leeds.mdx';
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Kind of page').selectOption({ label: 'News item' });
    await dialog.getByLabel(/^Title/).fill('Write mode opens in Leeds');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await shown(pageText(page), 60_000);
    // The kind, which New page leaves to choose, from the form.
    const kind = page.getByLabel(/^Kind(\s*Required)?$/).first();
    await kind.click();
    await page.getByRole('option', { name: 'Press release' }).first().click();
    await page
      .getByLabel(/^Description(\s*Required)?$/)
      .first()
      .fill('Northstar opens an office in Leeds for forty engineers.');
    await page
      .getByLabel(/^Summary(\s*Required)?$/)
      .first()
      .fill('Our Leeds office opens in March with forty engineers.');
    // Each placeholder paragraph selected and written over, as in a word processor.
    for (const [placeholder, words] of [
      ['the lead', 'Our new Leeds office opens in March.'],
      ['the announcement', 'Forty engineers will work from the new office on Wellington Street.'],
    ]) {
      await pageText(page).locator('p', { hasText: placeholder }).click({ clickCount: 3 });
      await page.keyboard.insertText(words);
    }
    await shown(page.locator('.problems-badge').getByText('No problems'), 60_000);
    await save(page);
    await shown(page.getByRole('status').getByText('Saved', { exact: true }));
    const saved = studio.read(news);
    expect(saved).toContain('  Our new Leeds office opens in March.\n</Hero>');
    expect(saved).toContain('    Forty engineers will work from the new office on Wellington Street.\n  </Prose>');
    expect(saved).not.toMatch(/TODO:/);
    expect(await page.getByRole('textbox', { name: 'Page source' }).count()).toBe(0);
  });

  it('opens the site’s own pages in Write mode unchanged, as cards and text', async () => {
    const { page } = open;
    for (const real of realPages) {
      await page.goto(`${studio.url}${studioPath}?file=${encodeURIComponent(real)}`);
      await shown(pageText(page), 60_000);
      await shown(page.getByRole('status').getByText('Saved', { exact: true }));
      // Write mode has read every block of it: nothing to save, and no message in its place.
      await page.waitForTimeout(200);
      expect(await page.getByRole('status').getByText('Unsaved changes').count(), real).toBe(0);
      expect(await page.locator('.write-problem').count(), real).toBe(0);
    }
    expect(open.problems).toEqual([]);
  });

  it('shows a page its MDX cannot read as a message with Open in Source, never as a wrong page', async () => {
    const { page } = open;
    studio.write(file, text.replace('</Hero>\n', ''));
    await page.goto(`${studio.url}${studioPath}?file=${encodeURIComponent(file)}`);
    const message = page.getByRole('alert').filter({ hasText: 'Write mode cannot show this page' });
    await shown(message, 60_000);
    expect(await message.textContent()).toMatch(/`<Hero>` on line 6 is never closed; add `<\/Hero>` where it ends/);
    await message.getByRole('button', { name: 'Open in Source' }).click();
    await shown(page.getByRole('textbox', { name: 'Page source' }));
    expect(await page.getByRole('button', { name: 'Source', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(open.problems).toEqual([]);
  });
});
