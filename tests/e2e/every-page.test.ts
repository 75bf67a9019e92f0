import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/build-site';
import { axeViolations, baseUrl, builtPaths, openPage, type WatchedPage } from './browser';

const paths = builtPaths(join(projectRoot, 'dist'));
const widths = [1280, 375];

describe.each(widths)('every page at %i px', (width) => {
  let watched: WatchedPage | undefined;
  afterAll(() => watched?.close());

  it.each(paths)('%s loads with no console error and no axe violation', async (path) => {
    watched ??= await openPage({ viewport: { width, height: width < 768 ? 812 : 900 } });
    const { page, problems } = watched;
    problems.length = 0;
    const response = await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('the site map of the build', () => {
  it('holds the pages built so far', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/investors', '/services/cloud', '/industries/banking', '/about-us']));
  });
});
