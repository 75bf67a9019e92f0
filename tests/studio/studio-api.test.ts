import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sectionNames,
  studioApiPath,
  type CheckResult,
  type Completions,
  type FileList,
  type FileText,
  type ImageList,
  type PageKinds,
  type PreviewResult,
  type RenameResult,
  type SaveConflict,
  type Saved,
  type SavedPhoto,
  type UpdatedReferences,
} from '../../studio/shared/api';
import { jpegPhoto, sharedStudio, studioFetch, type SharedStudio, holdDevCode } from './harness';
import { projectRoot } from '../../builder/project-root';

let studio: SharedStudio;

/** A request as the studio's own page sends it: its Origin, JSON bodies typed as JSON. */
async function call<T>(
  name: string,
  body?: unknown,
  init: { raw?: Uint8Array; query?: string } = {},
): Promise<{ status: number; answer: T }> {
  const path = `${studioApiPath}/${name}${init.query ? `?${init.query}` : ''}`;
  const changes = body !== undefined || init.raw !== undefined;
  const response = await studioFetch(studio.url, path, {
    method: changes ? 'POST' : 'GET',
    headers: {
      ...(changes ? { Origin: studio.url } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.raw ? new Blob([new Uint8Array(init.raw)]) : body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, answer: (await response.json()) as T };
}

/** A job that took its last applications on 2026-01-31: the panel shows it as closed. */
const closedJob = readFileSync(join(projectRoot, 'pages/jobs/data-scientist.mdx'), 'utf8')
  .replace(/^title: .*$/m, 'title: Data Analyst (closed)')
  .replace(/^datePosted: .*$/m, 'datePosted: 2025-12-01')
  .replace(/^validThrough: .*$/m, 'validThrough: 2026-01-31');

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

beforeAll(async () => {
  studio = await sharedStudio({ 'pages/jobs/data-analyst.mdx': closedJob });
});

afterAll(async () => {
  // The project's shared dev server: the pages changed, made, renamed and the photos saved go again.
  await studio?.restore();
});

describe('the studio API on a scratch copy of the site', () => {
  it('lists every page and data file by section, with titles, states and problem counts', async () => {
    const { status, answer } = await call<FileList>('files');
    expect(status).toBe(200);
    const cloud = answer.files.find((file) => file.file === 'pages/services/cloud.mdx');
    expect(cloud).toMatchObject({
      section: 'Services',
      title: 'Cloud Services',
      path: '/services/cloud',
      state: 'published',
      problems: 0,
    });
    expect(answer.files.find((file) => file.file === 'pages/_navigation.yaml')).toMatchObject({
      section: 'Navigation',
      title: 'Navigation menus',
      path: null,
      state: null,
    });
    expect(answer.files.find((file) => file.file === 'pages/jobs/data-analyst.mdx')).toMatchObject({
      section: 'Jobs',
      state: 'closed',
      stateDate: '2026-01-31',
    });
    const order = answer.files.map((file) => sectionNames.indexOf(file.section));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(answer.files.some((file) => file.section === 'Hindi')).toBe(true);
  });

  it('saves with the version it opened, and answers 409 with the disk text when the file changed on disk', async () => {
    const file = 'pages/services/cloud.mdx';
    const opened = await call<FileText>('file', undefined, { query: `file=${encodeURIComponent(file)}` });
    expect(opened.status).toBe(200);
    expect(opened.answer.path).toBe('/services/cloud');
    const onDisk = opened.answer.text.replace('Cloud Services', 'Cloud Services (changed on disk)');
    studio.write(file, onDisk);
    const mine = opened.answer.text.replace('Cloud Services', 'Cloud Services (mine)');
    const refused = await call<SaveConflict>('save', { file, text: mine, version: opened.answer.version });
    expect(refused.status).toBe(409);
    expect(refused.answer.diskText).toBe(onDisk);
    expect(refused.answer.error).toMatch(/changed on disk after you opened it/);
    expect(studio.read(file)).toBe(onDisk);
    const saved = await call<Saved>('save', { file, text: mine, version: refused.answer.diskVersion });
    expect(saved.status).toBe(200);
    expect(studio.read(file)).toBe(mine);
    // A new file's version is null: it must not exist yet.
    const taken = await call<SaveConflict>('save', { file, text: 'x', version: null });
    expect(taken.status).toBe(409);
    expect(studio.read(file)).toBe(mine);
  });

  it('makes a new page as npm run new does and answers its draft', async () => {
    const { answer: kinds } = await call<PageKinds>('kinds');
    expect(kinds.kinds).toContainEqual({ name: 'case-study', label: 'Case study' });
    const made = await call<FileText>('new', { kind: 'case-study', title: 'A bank branch, rebuilt' });
    expect(made.status).toBe(200);
    expect(made.answer.file).toBe('pages/case-studies/a-bank-branch-rebuilt.mdx');
    expect(made.answer.path).toBe('/case-studies/a-bank-branch-rebuilt');
    expect(made.answer.text).toContain('draft: true');
    expect(studio.read(made.answer.file)).toBe(made.answer.text);
    const again = await call<{ error: string }>('new', { kind: 'case-study', title: 'A bank branch, rebuilt' });
    expect(again).toEqual({
      status: 409,
      answer: { error: 'pages/case-studies/a-bank-branch-rebuilt.mdx exists already; choose another title.' },
    });
  });

  it('saves a photo beside the page under a clean, unused name, with its size', async () => {
    const bytes = await jpegPhoto(800, 600);
    const query = `page=${encodeURIComponent('pages/services/cloud.mdx')}&name=${encodeURIComponent('My Photo (1).JPG')}`;
    const first = await call<SavedPhoto>('photo', undefined, { raw: bytes, query });
    expect(first).toEqual({
      status: 200,
      answer: { file: 'pages/services/my-photo-1.jpg', reference: './my-photo-1.jpg', width: 800, height: 600 },
    });
    const second = await call<SavedPhoto>('photo', undefined, { raw: bytes, query });
    expect(second.answer.file).toBe('pages/services/my-photo-1-2.jpg');
    expect(readFileSync(join(studio.root, first.answer.file)).equals(bytes)).toBe(true);
    const field = await call<SavedPhoto>('photo', undefined, {
      raw: bytes,
      query: `folder=public/images/case-studies&name=hero.jpeg`,
    });
    expect(field.answer).toMatchObject({
      file: 'public/images/case-studies/hero.jpg',
      reference: '/images/case-studies/hero.jpg',
    });
    expect(existsSync(join(studio.publicDir, 'images', 'case-studies', 'hero.jpg'))).toBe(true);
    const { answer: images } = await call<ImageList>('images');
    expect(images.images).toContainEqual({ path: '/images/case-studies/hero.jpg', width: 800, height: 600 });
  });

  it('keeps a photo wider than the pipeline’s widest file once, made that wide, upright and without its metadata', async () => {
    const { default: sharp } = await import('sharp');
    // A camera's photo: 2400 × 1600, with EXIF saying it was taken turned (orientation 6: a quarter turn).
    const camera = await sharp(await jpegPhoto(2400, 1600))
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toBuffer();
    const query = `page=${encodeURIComponent('pages/services/cloud.mdx')}&name=${encodeURIComponent('IMG_2041.JPG')}`;
    const saved = await call<SavedPhoto>('photo', undefined, { raw: camera, query });
    expect(saved).toEqual({
      status: 200,
      answer: { file: 'pages/services/img-2041.jpg', reference: './img-2041.jpg', width: 1440, height: 2160 },
    });
    const kept = readFileSync(join(studio.root, saved.answer.file));
    const metadata = await sharp(kept).metadata();
    expect({ width: metadata.width, height: metadata.height, orientation: metadata.orientation }).toEqual({
      width: 1440,
      height: 2160,
      orientation: undefined,
    });
    expect(kept.length).toBeLessThan(camera.length);
    // Once: no other file of it anywhere under the page's folder.
    const named = readdirSync(join(studio.root, 'pages/services')).filter((name) => name.startsWith('img-2041'));
    expect(named).toEqual(['img-2041.jpg']);
  });

  it('checks unsaved text with the build’s words, fast once the site is read', async () => {
    const file = 'pages/services/cloud.mdx';
    const text = studio.read(file) + '\n<StatsGrid stats={[{ value: "5", labell: "x" }]} />\n';
    await call<CheckResult>('check', { file, text: `${text}\n` });
    const times: number[] = [];
    let diagnostics: CheckResult['diagnostics'] = [];
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      const { status, answer } = await call<CheckResult>('check', { file, text: `${text}${' '.repeat(round)}` });
      times.push(performance.now() - started);
      expect(status).toBe(200);
      diagnostics = answer.diagnostics;
    }
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics[0]).toMatchObject({ severity: 'error' });
    expect(diagnostics.map((diagnostic) => diagnostic.message).join('\n')).toMatch(/labell/);
    const median = [...times].sort((a, b) => a - b)[2];
    console.log(`check: median ${median.toFixed(0)} ms of ${times.map((time) => time.toFixed(0)).join(', ')}`);
    expect(median).toBeLessThan(500);
  });

  it('checks an image again once its photo is there', async () => {
    const file = 'pages/services/cloud.mdx';
    const text = `${studio.read(file)}\n![A team at work](./arrives-later.jpg)\n`;
    const messages = async () =>
      (await call<CheckResult>('check', { file, text })).answer.diagnostics
        .map((diagnostic) => diagnostic.message)
        .join('\n');
    expect(await messages()).toMatch(/arrives-later\.jpg/);
    const query = `page=${encodeURIComponent(file)}&name=arrives-later.jpg`;
    expect((await call<SavedPhoto>('photo', undefined, { raw: await jpegPhoto(400, 300), query })).status).toBe(200);
    await expect.poll(messages, { timeout: 10_000 }).not.toMatch(/arrives-later\.jpg/);

    const inPublic = `${studio.read(file)}\n![A chart](/images/later/chart.jpg)\n`;
    const publicMessages = async () =>
      (await call<CheckResult>('check', { file, text: inPublic })).answer.diagnostics
        .map((diagnostic) => diagnostic.message)
        .join('\n');
    expect(await publicMessages()).toMatch(/chart\.jpg/);
    const field = await call<SavedPhoto>('photo', undefined, {
      raw: await jpegPhoto(400, 300),
      query: 'folder=public/images/later&name=chart.jpg',
    });
    expect(field.status).toBe(200);
    await expect.poll(publicMessages, { timeout: 10_000 }).not.toMatch(/chart\.jpg/);
  });

  it('previews the unsaved text as the dev server renders the page, and writes nothing', async () => {
    const file = 'pages/services/cloud.mdx';
    const saved = studio.read(file);
    const text = saved.replace(/\n---\n/, '\n---\n\nA sentence nobody saved yet.\n');
    const { status, answer } = await call<PreviewResult>('preview', { file, text });
    expect(status).toBe(200);
    expect(answer.status).toBe(200);
    expect(answer.html).toMatch(/^<!DOCTYPE html>/);
    expect(answer.html).toContain('A sentence nobody saved yet.');
    expect(answer.html).toContain('/src/entry-client.ts');
    expect(studio.read(file)).toBe(saved);
    const page = await fetch(`${studio.url}/services/cloud`).then((response) => response.text());
    expect(page).not.toContain('A sentence nobody saved yet.');
  });

  it('previews a page that cannot render with the error page and the error listed', async () => {
    const file = 'pages/services/cloud.mdx';
    const { status, answer } = await call<PreviewResult>('preview', { file, text: `${studio.read(file)}\n<Broken\n` });
    expect(status).toBe(200);
    expect(answer.renderError).toMatch(/cloud\.mdx/);
    expect(answer.html).toContain('</html>');
  });

  it('offers pages, vocabulary terms and components with their props for completion', async () => {
    const { answer } = await call<Completions>('completions');
    expect(answer.pages).toContainEqual({
      path: '/services/cloud',
      title: expect.any(String),
      file: 'pages/services/cloud.mdx',
    });
    expect(answer.vocabularies.blogCategories?.length).toBeGreaterThan(0);
    const stats = answer.components.find((component) => component.name === 'StatsGrid');
    expect(stats?.description).not.toBe('');
    expect(stats?.props.map((prop) => prop.name)).toContain('stats');
  });

  it('changes a page’s address, keeps the old one as an alias, and updates every link to it', async () => {
    const moved = await call<RenameResult>('rename', {
      file: 'pages/services/automation.mdx',
      newPath: '/services/automation-platform',
    });
    expect(moved.status).toBe(200);
    expect(moved.answer.file).toBe('pages/services/automation-platform.mdx');
    expect(existsSync(join(studio.pagesDir, 'services', 'automation.mdx'))).toBe(false);
    expect(studio.read(moved.answer.file)).toMatch(/aliases:[\s\S]*\/services\/automation\b/);
    expect(moved.answer.references.length).toBeGreaterThan(0);
    const updated = await call<UpdatedReferences>('update-references', {
      oldPath: '/services/automation',
      newPath: '/services/automation-platform',
    });
    expect(updated.status).toBe(200);
    expect(updated.answer.files.length).toBeGreaterThan(0);
    // A link takes the new path; a reference by name (`service: automation`) the new name.
    for (const file of updated.answer.files) expect(studio.read(file)).toContain('automation-platform');
    const old = await fetch(`${studio.url}/services/automation`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/services/automation-platform');
  });
});
