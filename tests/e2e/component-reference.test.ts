import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { startDevSite, type DevSite } from './dev-site';
import { mdxComponentNames } from '../../src/mdx-component-names';
import { baseUrl, openPage, type WatchedPage } from './browser';

/** Every file and folder under `dir`, relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? [prefix + entry.name + '/', ...filesUnder(join(dir, entry.name), prefix + entry.name + '/')]
      : [prefix + entry.name],
  );
}

describe('the component reference at /_components', () => {
  let dev: DevSite;
  let watched: WatchedPage;

  beforeAll(async () => {
    // A copy of the content of its own: Vite's optimised dependencies are kept per pages folder
    // (builder/dev/dependency-cache.ts), and a dev server on pages/ itself may run beside this one
    // (dev-unsaved-page), which would optimise into the same folder at the same time.
    dev = await startDevSite('component-reference');
    // The first request compiles every example and may make Vite optimise dependencies: warm it up.
    expect((await fetch(dev.url + '/_components')).status).toBe(200);
    watched = await openPage();
    await watched.page.goto(dev.url + '/_components', { waitUntil: 'networkidle' });
  }, 120_000);

  afterAll(async () => {
    await watched?.close();
    await dev?.close();
  });

  it('lists every component A to Z as a heading, in its table of contents too', async () => {
    const { page } = watched;
    expect(await page.locator('h1').first().textContent()).toBe('Component reference');
    const sorted = [...mdxComponentNames].sort((a, b) => a.localeCompare(b));
    expect(await page.locator('section[data-component] > h2').allTextContents()).toEqual(sorted);
    expect(await page.getByRole('navigation', { name: 'Components' }).getByRole('link').allTextContents()).toEqual(
      sorted,
    );
  });

  it('shows for each component its props table and at least one example rendered beside its source', async () => {
    const { page } = watched;
    const missing: string[] = [];
    for (const name of mdxComponentNames) {
      const section = page.locator(`section[data-component="${name}"]`);
      const examples = section.locator('figure[data-example]');
      const count = await examples.count();
      if (count === 0) missing.push(`${name}: no example`);
      for (let index = 0; index < count; index += 1) {
        const example = examples.nth(index);
        const source = (await example.locator('[data-example-source] pre code').textContent()) ?? '';
        if (!source.includes(`<${name}`)) missing.push(`${name} example ${index + 1}: no source`);
        const rendered = await example
          .locator('[data-example-render] > div')
          .evaluate((element) => element.innerHTML.trim());
        if (!rendered) missing.push(`${name} example ${index + 1}: nothing rendered`);
      }
      const table = section.locator('table');
      if ((await table.count()) > 0 && !(await table.locator('caption').textContent())?.includes(name))
        missing.push(`${name}: table without caption`);
    }
    expect(missing).toEqual([]);
    const tone = page.locator('section[data-component="Section"] table tr', {
      // The prop's name, then what the studio's form calls it.
      has: page.locator('th', { hasText: /^toneBackground$/ }),
    });
    expect(await tone.locator('td').allTextContents()).toEqual([
      'one of the allowed values',
      'defaultmuted',
      '"default"',
      expect.stringContaining('light grey band'),
    ]);
    expect(watched.problems).toEqual([]);
  });

  it('is never built: the production build has no _components output and the server answers 404', async () => {
    expect(existsSync(join(projectRoot, 'dist/index.html'))).toBe(true);
    expect(
      filesUnder(join(projectRoot, 'dist')).filter(
        (file) => file.includes('_components') || file.includes('component-examples'),
      ),
    ).toEqual([]);
    expect((await fetch(baseUrl() + '/_components')).status).toBe(404);
  });
});
