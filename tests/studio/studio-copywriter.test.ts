import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildScratch,
  dropFile,
  editorText,
  jpegPhoto,
  openFile,
  openStudio,
  preview,
  save,
  shown,
  showFields,
  sourceEditor,
  startStudio,
  stepsOfOneFlow,
  waitForListed,
  type OpenStudio,
  type RunningStudio,
  holdDevCode,
} from './harness';
import { studioApiPath } from '../../studio/shared/api';

/**
 * A copywriter's day in the studio, through its UI only (roles, labels, keyboard and mouse): the
 * files on disk, git and the real build are read only to check what came of it.
 */

const expectTimeout = { timeout: 60_000 };

/** The frontmatter form's field labelled `label` (a required mark may follow the label). */
function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label}(\\s*Required)?$`)).first();
}

/** Chooses the option whose text holds `option` (any case) in a select field, a native select or a searchable combobox. */
async function choose(page: Page, control: Locator, option: string): Promise<void> {
  const wanted = new RegExp(option, 'i');
  if ((await control.evaluate((element) => element.tagName)) === 'SELECT') {
    const optionsOf = () =>
      control
        .locator('option')
        .evaluateAll((all) =>
          all.map((element) => ({ value: (element as HTMLOptionElement).value, text: element.textContent ?? '' })),
        );
    // The options may still be on their way from the studio.
    await expect.poll(async () => (await optionsOf()).some(({ text }) => wanted.test(text)), expectTimeout).toBe(true);
    const match = (await optionsOf()).find(({ text }) => wanted.test(text));
    await control.selectOption(match?.value ?? '');
    return;
  }
  await control.click();
  await control.fill(option).catch(() => page.keyboard.type(option));
  await page.getByRole('option', { name: wanted }).first().click();
}

/** Finds `text` in the editor with its search (Ctrl/Cmd+F, Enter, Escape) and types `replacement` over it. */
async function replaceText(page: Page, text: string, replacement: string): Promise<void> {
  await sourceEditor(page).click();
  await page.keyboard.press('ControlOrMeta+f');
  // Typed key by key: the search panel takes its query on keyup.
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.type(replacement);
}

// One dev server and scratch repository for both flows (each commits or checks git, so not the
// project's shared one): the second flow's page is committed before it starts.
let studio: RunningStudio;

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

beforeAll(async () => {
  studio = await startStudio();
});

afterAll(async () => {
  await studio?.stop();
});

describe('a case study written in the studio, from New page to the built site', () => {
  stepsOfOneFlow();
  let open: OpenStudio;
  const title = 'Branch banking rebuilt in twelve weeks';
  const file = 'pages/case-studies/branch-banking-rebuilt-in-twelve-weeks.mdx';
  const paragraph = 'Tellers now open an account in four minutes, where it used to take forty.';
  const lead = 'A regional bank moved every branch onto one cloud platform without closing a day.';
  const photoAlt = 'A teller helping a customer at the new branch counter';

  beforeAll(async () => {
    open = await openStudio(studio.url);
  });

  afterAll(async () => {
    await open?.close();
  });

  it('creates the draft with New page (kind and title) and opens it', async () => {
    const { page } = open;
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog.getByLabel(/kind/i), 'case study');
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByRole('button', { name: /create/i }).click();
    await expect.poll(() => studio.read(file), expectTimeout).toContain(`title: "${title}"`);
    await showFields(page);
    await expect.poll(() => field(page, 'Title').inputValue(), expectTimeout).toBe(title);
    await expect.poll(() => editorText(page), expectTimeout).toContain('CaseStudyOverview');
  });

  it('takes the required fields through the form, the industry from its select', async () => {
    const { page } = open;
    await field(page, 'Description').fill(
      'How a regional bank moved 120 branches to one cloud platform in twelve weeks.',
    );
    await field(page, 'Client').fill('Regional retail bank, Germany');
    await choose(page, field(page, 'Industry'), 'Banking');
    await field(page, 'Category').fill('Branch banking');
    await field(page, 'Summary').fill(
      '120 branches on one cloud platform in twelve weeks, with account opening ten times faster.',
    );
    await field(page, 'Challenge').fill(
      'Every branch ran its own servers, and a new product took a year to reach all of them.',
    );
    const outcomes = page.getByRole('group', { name: /outcomes/i });
    await outcomes.getByRole('textbox').first().fill('10x faster account opening');
    await field(page, 'Image').fill('/images/illustrations/finance.svg');
    await field(page, 'Image description').fill('Abstract illustration of coins and charts in blue');
  });

  it('writes the lead and a paragraph in the editor', async () => {
    const { page } = open;
    await replaceText(page, 'TODO: the lead, one or two sentences under the title.', lead);
    await replaceText(page, 'TODO: how the work was done, in two or three paragraphs.', paragraph);
    await shown(preview(page).getByText(paragraph));
    await shown(preview(page).getByText(lead));
  });

  it('inserts a StatsGrid through Insert component and its form', async () => {
    const { page } = open;
    // Under the paragraph, after the Section that holds it.
    await sourceEditor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Insert component' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first().fill('StatsGrid');
    await dialog.getByText('StatsGrid', { exact: true }).first().click();
    const stats = dialog.getByRole('group', { name: /stats/i }).first();
    const add = stats.getByRole('button', { name: /add/i }).first();
    if ((await stats.getByRole('textbox').count()) === 0) await add.click();
    await stats.getByLabel(/value/i).first().fill('120');
    await stats.getByLabel(/label/i).first().fill('branches moved');
    await dialog
      .getByRole('button', { name: /insert/i })
      .last()
      .click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => editorText(page), expectTimeout).toContain('StatsGrid');
    await shown(preview(page).getByText('branches moved'));
  });

  it('takes a dropped photo beside the page, asking its alt text first', async () => {
    const { page } = open;
    await sourceEditor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await dropFile(sourceEditor(page), 'Branch Counter (final).JPG', 'image/jpeg', await jpegPhoto());
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/alt/i).fill(photoAlt);
    await dialog
      .getByRole('button', { name: /insert|add|ok|save/i })
      .first()
      .click();
    await expect.poll(() => editorText(page), expectTimeout).toContain(`![${photoAlt}](./`);
    await shown(preview(page).getByRole('img', { name: photoAlt }));
    const photos = studio
      .git('status', '--porcelain', '--untracked-files=all', 'pages/case-studies')
      .split('\n')
      .filter((line) => /\.jpe?g$/i.test(line));
    expect(photos).toHaveLength(1);
  });

  it('saves the draft, then publishes it (Draft unticked) and saves again', async () => {
    const { page } = open;
    await save(page);
    await expect.poll(() => studio.read(file), expectTimeout).toContain(paragraph);
    const saved = studio.read(file);
    expect(saved).toMatch(/^draft: true$/m);
    expect(saved).toMatch(/^industry: "?banking"?$/m);
    expect(saved).toMatch(/<StatsGrid[\s\S]*120[\s\S]*branches moved/);
    expect(saved).toContain(`![${photoAlt}](./`);
    // Only the template's instructions (comment lines) may still say TODO: every value and text is written.
    expect(saved.split('\n').filter((line) => line.includes('TODO') && !/^\s*#/.test(line))).toEqual([]);

    await page.getByRole('checkbox', { name: /draft/i }).uncheck();
    await page.keyboard.press('ControlOrMeta+s');
    await expect.poll(() => studio.read(file), expectTimeout).not.toMatch(/^draft: true$/m);
  });

  // A whole build, cold the first time, on two shared cores: its own time limit.
  it('is built by the real build, with its photo', async () => {
    await buildScratch(studio);
    const html = readFileSync(
      join(studio.root, 'dist/case-studies/branch-banking-rebuilt-in-twelve-weeks/index.html'),
      'utf8',
    );
    expect(html).toContain(paragraph);
    expect(html).toContain('branches moved');
    expect(html).toMatch(new RegExp(`<picture>[\\s\\S]*?alt="${photoAlt}"`));
    expect(open.problems).toEqual([]);
  }, 900_000);
});

describe('a copywriter opening an existing page', () => {
  let open: OpenStudio;
  const commented = 'pages/company/commented.mdx';

  beforeAll(async () => {
    studio.write(
      commented,
      [
        '---',
        '# Kept for the legal team: do not shorten.',
        'title: "Our commitments"',
        "description: 'What we promise our clients, our people and the places we work in.' # reviewed 2026-10",
        '',
        '# Shown in the footer too.',
        'order: 3',
        '---',
        '',
        '<Hero title="Our commitments">What we promise.</Hero>',
        '',
        '<StatsGrid stats={[{ value: "12", label: "offices" }]} />',
        '',
        '<CardGrid columns={3}>',
        '  <Card title="Clients">We keep our word.</Card>',
        '</CardGrid>',
        '',
      ].join('\n'),
    );
    studio.git('add', '--', commented);
    studio.git('commit', '--quiet', '--message', 'A page with comments', '--', commented);
    await waitForListed(studio, [commented]);
    open = await openStudio(studio.url);
    await openFile(open.page, '/company/commented');
  });

  afterAll(async () => {
    await open?.close();
  });

  it('edits a component through Edit component: the diff touches that tag only', async () => {
    const { page } = open;
    await sourceEditor(page).getByText('<CardGrid columns={3}>').click();
    await page.getByRole('button', { name: 'Edit component' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog.getByLabel(/^columns/i), '2');
    await dialog
      .getByRole('button', { name: /apply|save|update|done/i })
      .first()
      .click();
    await expect.poll(() => editorText(page), expectTimeout).toContain('<CardGrid columns={2}>');
    await save(page);
    await expect
      .poll(() => studio.git('diff', '--unified=0', 'pages/company/commented.mdx'), expectTimeout)
      .toContain('+<CardGrid columns={2}>');
    const changed = studio
      .git('diff', '--unified=0', 'pages/company/commented.mdx')
      .split('\n')
      .filter((line) => /^[-+][^-+]/.test(line));
    expect(changed).toEqual(['-<CardGrid columns={3}>', '+<CardGrid columns={2}>']);
    studio.git('commit', '--quiet', '--all', '--message', 'Two columns');
  });

  it('changes the title in the form: the YAML comments and quoting elsewhere are kept', async () => {
    const { page } = open;
    await showFields(page);
    await field(page, 'Title').fill('Our commitments to you');
    await save(page);
    await expect
      .poll(() => studio.read('pages/company/commented.mdx'), expectTimeout)
      .toContain('Our commitments to you');
    const changed = studio
      .git('diff', '--unified=0', 'pages/company/commented.mdx')
      .split('\n')
      .filter((line) => /^[-+][^-+]/.test(line));
    expect(changed).toEqual(['-title: "Our commitments"', '+title: "Our commitments to you"']);
    expect(open.problems).toEqual([]);
  });

  it('keeps typing done while a save is under way, in the browser too, and saves it when Save was pressed again meanwhile', async () => {
    const { page } = open;
    const unsavedKept = () => page.evaluate((file) => localStorage.getItem(`studio:unsaved:${file}`) ?? '', commented);
    // The real server saves at once; only its answers to the browser are held back, as on a slow line.
    const heldAnswers: Array<() => void> = [];
    let saves = 0;
    await page.route(`**${studioApiPath}/save*`, async (route) => {
      saves += 1;
      const response = await route.fetch();
      await new Promise<void>((resolve) => heldAnswers.push(resolve));
      await route.fulfill({ response });
    });
    const answerOne = async () => {
      await expect.poll(() => heldAnswers.length, expectTimeout).toBeGreaterThan(0);
      heldAnswers.shift()?.();
    };
    try {
      // Inside the Hero's text, a short line: End is its end, then back over `</Hero>`.
      await sourceEditor(page).getByText('What we promise.').click();
      await page.keyboard.press('End');
      for (const _ of '</Hero>') await page.keyboard.press('ArrowLeft');
      await page.keyboard.type(' First.');
      // Saved from the keyboard, so the text keeps the focus and takes what is typed next.
      await page.keyboard.press('ControlOrMeta+s');
      await expect.poll(() => studio.read(commented), expectTimeout).toContain('promise. First.</Hero>');
      await page.keyboard.type(' Second.');
      await page.keyboard.press('ControlOrMeta+s');
      await answerOne();
      await expect
        .poll(() => page.getByRole('status').allTextContents(), expectTimeout)
        .toContainEqual(expect.stringContaining('Saved company/commented.mdx'));
      // The first answer must not wipe the browser's copy of what was typed after it was sent.
      expect(await unsavedKept()).toContain('promise. First. Second.</Hero>');
      // Save pressed meanwhile saves the newer text once the first save is done.
      await expect.poll(() => studio.read(commented), expectTimeout).toContain('promise. First. Second.</Hero>');
      await answerOne();
      await expect.poll(unsavedKept, expectTimeout).toBe('');
    } finally {
      for (const answer of heldAnswers) answer();
      await page.unroute(`**${studioApiPath}/save*`);
    }
    expect(saves).toBe(2);
    studio.git('commit', '--quiet', '--all', '--message', 'Two sentences');
  });

  it('warns before leaving with unsaved text, keeps it in the browser across a reload, and nothing reaches the disk', async () => {
    const { page } = open;
    const onDisk = studio.read('pages/company/commented.mdx');
    await sourceEditor(page).getByText('We keep our word.').click();
    await page.keyboard.press('End');
    // End of the line: after the Card's closing tag.
    await page.keyboard.type(' Unsaved words survive a reload.');
    await shown(preview(page).getByText(/Unsaved words survive a reload/));
    // Leaving with unsaved text warns; the copywriter leaves anyway.
    const warned = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.reload();
    expect(await warned).toBe('beforeunload');
    // The studio may reopen the page it showed; if it does not, the copywriter opens it again.
    const reopened = await sourceEditor(page)
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!reopened) await openFile(page, '/company/commented');
    await expect
      .poll(() => editorText(page), expectTimeout)
      .toContain('We keep our word.</Card> Unsaved words survive a reload.');
    expect(studio.read('pages/company/commented.mdx')).toBe(onDisk);
  });
});
