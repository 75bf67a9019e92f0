import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/build-site';
import { axeViolations, baseUrl, builtPaths, openPage } from './browser';

const paths = builtPaths(join(projectRoot, 'dist'));
const widths = [1280, 375];

// Concurrent: each page gets its own context, so a few load at once while others run axe.
describe.concurrent.each(widths)('every page at %i px', (width) => {
  it.each(paths)('%s loads with no console error and no axe violation', async (path) => {
    const { page, problems, close } = await openPage({ viewport: { width, height: width < 768 ? 812 : 900 } });
    try {
      const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the site map of the build', () => {
  it('holds every page the site must answer', () => {
    expect(paths.length).toBeGreaterThan(150);
    expect(paths).toEqual(expect.arrayContaining(['/', '/investors', '/services/cloud', '/industries/banking', '/about-us', '/contact-us']));
  });
});
