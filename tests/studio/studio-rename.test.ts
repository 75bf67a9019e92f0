import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildScratch,
  openFile,
  showFields,
  shown,
  openStudio,
  type OpenStudio,
  type RunningStudio,
  startStudio,
  stepsOfOneFlow,
  holdDevCode,
} from './harness';

/**
 * Renaming a page in the studio: the file moves, the old address becomes an alias, and every
 * place naming the old path (a Markdown link, a component's href, a menu entry, a case study's
 * `service`) is listed and updated with one button, after which the real build passes.
 */

const expectTimeout = { timeout: 60_000 };
const oldPath = '/services/internet-of-things';
const newPath = '/services/connected-products';
const oldFile = 'pages/services/internet-of-things.mdx';
const newFile = 'pages/services/connected-products.mdx';
/** Where the real pages name the old path, each a different kind of reference. */
const referencing = [
  'pages/services/cloud.mdx',
  'pages/innovations.mdx',
  'pages/_navigation.yaml',
  'pages/case-studies/smart-city.mdx',
  'pages/case-studies/connected-vehicle.mdx',
  'pages/case-studies/industrial-iot.mdx',
  'pages/case-studies/pipeline-methane-monitoring.mdx',
];

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

describe('renaming a page in the studio', () => {
  stepsOfOneFlow();
  let studio: RunningStudio;
  let open: OpenStudio;

  beforeAll(async () => {
    studio = await startStudio();
    open = await openStudio(studio.url);
  });

  afterAll(async () => {
    await open?.close();
    await studio?.stop();
  });

  it('moves the file and keeps the old address as an alias', async () => {
    const { page } = open;
    await openFile(page, oldPath);
    await showFields(page);
    await page
      .getByRole('button', { name: /change address|rename|move/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').first().fill(newPath);
    await dialog
      .getByRole('button', { name: /rename|move/i })
      .last()
      .click();
    await expect.poll(() => existsSync(join(studio.root, newFile)), expectTimeout).toBe(true);
    await expect.poll(() => studio.read(newFile), expectTimeout).toMatch(new RegExp(`aliases:[\\s\\S]*${oldPath}`));
    expect(existsSync(join(studio.root, oldFile))).toBe(false);
  });

  it('lists every place naming the old path, and Update all updates them', async () => {
    const { page } = open;
    // Each referencing file is listed (by its name) before anything is changed.
    for (const file of referencing) await shown(page.getByText(file).first());
    await page.getByRole('button', { name: 'Update all' }).click();
    // Done once the studio says so: each file is written and synced to disk in turn, which takes a
    // while on a busy disk, and the last of them is the page itself (its list of case studies).
    await shown(page.getByRole('status').filter({ hasText: /Updated the links in 8 files/ }));
    expect(referencing.filter((file) => studio.read(file).includes(oldPath))).toEqual([]);
    expect(studio.read('pages/services/cloud.mdx')).toContain(`[Internet of Things](${newPath})`);
    expect(studio.read('pages/innovations.mdx')).toContain(`href="${newPath}"`);
    expect(studio.read('pages/_navigation.yaml')).toContain(`page: ${newPath}`);
    expect(studio.read('pages/case-studies/smart-city.mdx')).toMatch(/^service: connected-products$/m);
    expect(studio.read(newFile)).toContain('<CaseStudies service="connected-products"');
    // Only the references changed: one line removed and one added in each file.
    for (const file of referencing) {
      const changed = studio
        .git('diff', '--unified=0', '--', file)
        .split('\n')
        .filter((line) => /^[-+][^-+]/.test(line));
      expect(changed, file).toHaveLength(2);
    }
  });

  // A whole build, cold the first time, on two shared cores: its own time limit.
  it('leaves a site the real build passes, the old address redirecting', async () => {
    await buildScratch(studio);
    expect(existsSync(join(studio.root, 'dist/services/connected-products/index.html'))).toBe(true);
    const redirect = join(studio.root, 'dist/services/internet-of-things/index.html');
    expect(existsSync(redirect)).toBe(true);
    expect(open.problems).toEqual([]);
  }, 900_000);
});
