import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { devSiteLabel, holdCode, startDevSite, type DevSite } from './dev-site';

/**
 * The real dev server on a copy of the content holding the probe's payloads and hostile links:
 * it evaluates no page code (a canary file is never made), lists what it refuses with the file,
 * line and column, and neither follows nor serves a link out of `pages/` or `public/`, nor hangs
 * on a loop. Its own server: a site-wide problem (the dangling link) shows above every page.
 */
const label = devSiteLabel('dev-content-safety-pages');
holdCode('shared');

const outside = mkdtempSync(join(tmpdir(), 'dev-content-safety-'));
const canary = join(outside, 'canary');
const publicCopy = join(projectRoot, 'tests/.tmp/dev-content-safety-public');

const frontmatter = (title: string) => `---\ntitle: ${title}\ndescription: A page the probe wrote.\n---\n\n`;
/** Each payload page and the place its refusal names: the code itself (inside `{`, at the call). */
const payloads: { file: string; body: string; place: string }[] = [
  {
    file: 'probe-import.mdx',
    body: `import { execSync } from 'node:child_process'\n\n{execSync('touch ${canary}')}\n`,
    place: '6:1',
  },
  { file: 'probe-raw.mdx', body: `import secret from '/etc/passwd?raw'\n\n{secret}\n`, place: '6:1' },
  { file: 'probe-export.mdx', body: `export function probe() { return 1 }\n\nText.\n`, place: '6:1' },
  { file: 'probe-exit.mdx', body: `Before {process.exit(1)} after.\n`, place: '6:9' },
  { file: 'probe-fetch.mdx', body: `{globalThis.fetch('http://127.0.0.1:1/')}\n`, place: '6:2' },
  {
    file: 'probe-builtin.mdx',
    body: `{globalThis.process.getBuiltinModule('node:child_process').execSync('touch ${canary}') && ''}\n`,
    place: '6:2',
  },
  { file: 'probe-prop.mdx', body: `<Hero title={process.exit(1)} />\n`, place: '6:' },
];

describe('the dev server runs no page code and follows no link out of its folders', () => {
  let dev: DevSite;

  beforeAll(async () => {
    writeFileSync(join(outside, 'outside.mdx'), frontmatter('Outside') + 'Written outside the site.\n');
    writeFileSync(join(outside, 'secret.txt'), 'a secret outside public/\n');
    rmSync(publicCopy, { recursive: true, force: true });
    cpSync(join(projectRoot, 'public'), publicCopy, { recursive: true });
    symlinkSync('.', join(publicCopy, 'loop'));
    symlinkSync(join(outside, 'secret.txt'), join(publicCopy, 'secret.txt'));
    dev = await startDevSite('dev-content-safety-pages', {
      env: { PUBLIC_DIR: publicCopy },
      prepare: (pagesDir) => {
        for (const { file, body } of payloads) writeFileSync(join(pagesDir, file), frontmatter(file) + body);
        symlinkSync(join(outside, 'outside.mdx'), join(pagesDir, 'linked-outside.mdx'));
        symlinkSync(join(pagesDir, 'gone.mdx'), join(pagesDir, 'dangling.mdx'));
        mkdirSync(join(pagesDir, 'looped'));
        symlinkSync('..', join(pagesDir, 'looped', 'again'));
      },
    });
  }, 240_000);

  afterAll(async () => {
    await dev?.close();
    rmSync(publicCopy, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  for (const { file, place } of payloads)
    it(`refuses ${file} with its place, and runs none of it`, async () => {
      const answer = await fetch(`${dev.url}/${file.replace(/\.mdx$/, '')}`);
      const html = await answer.text();
      expect(html).toContain(`${label}/${file}:${place}`);
      expect(html).toContain('pages hold content, not code');
      expect(existsSync(canary)).toBe(false);
      expect(html).not.toContain('root:x:0:0');
      // The server is still up and the site's other pages answer.
      expect((await fetch(`${dev.url}/about-us`)).status).toBe(200);
    });

  it('lists a dangling link and a link out of pages/ as problems of the site, and serves neither', async () => {
    const home = await fetch(`${dev.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    const text = html.replace(/<[^>]*>/g, '');
    expect(text).toMatch(/dangling\.mdx: this file is a link to \S*gone\.mdx, which does not exist; delete the link/);
    expect(text).toMatch(
      /linked-outside\.mdx: this file is a link to \S*outside\.mdx, outside tests\/\.tmp\/dev-content-safety-pages\//,
    );
    expect(text).toMatch(
      /secret\.txt: this file is a link to \S*secret\.txt, outside tests\/\.tmp\/dev-content-safety-public\//,
    );
    expect(html).not.toContain('Written outside the site.');
    const linked = await fetch(`${dev.url}/linked-outside`);
    expect(await linked.text()).not.toContain('Written outside the site.');
  });

  it('serves no link out of public/, and a loop in it hangs nothing', async () => {
    for (const path of ['/secret.txt', '/public/secret.txt', `/@fs${join(outside, 'secret.txt')}`]) {
      const answer = await fetch(dev.url + path);
      expect(await answer.text(), path).not.toContain('a secret outside public/');
    }
    const started = performance.now();
    // `loop -> .` stays inside public/: Vite may serve through it, but nothing walks it for ever.
    await fetch(`${dev.url}/loop/loop/loop/loop/images/logo.svg`);
    await fetch(`${dev.url}/loop/loop/loop/loop/nothing-here.png`);
    expect((await fetch(`${dev.url}/about-us`)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
