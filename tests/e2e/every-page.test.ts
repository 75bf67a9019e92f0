import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { axeViolations, baseUrl, builtPaths, pagePool, pagesToVisit } from './browser';

const paths = builtPaths(join(projectRoot, 'dist'));
// Every page in the full tier; one page of each kind in the fast tier (`pagesToVisit`).
const visited = pagesToVisit(join(projectRoot, 'dist'));
const viewports = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

// As many pages as tests run at once (maxConcurrency in vitest.config.ts); each test sets its
// width before it navigates, so the page loads at that width.
const pool = pagePool(4);
afterAll(() => pool.close());

/** Images that start below the first screen but would load at once instead of when scrolled to. */
function eagerImagesBelowTheFold(): string[] {
  return Array.from(document.images)
    .filter(
      (image) => image.getBoundingClientRect().top + window.scrollY >= window.innerHeight && image.loading !== 'lazy',
    )
    .map((image) => image.getAttribute('src') ?? '');
}

// Concurrent: a few pages load while others run axe; one navigation per page and width runs every check.
describe.concurrent.each(viewports)('every page at $width px', (viewport) => {
  it.each(visited)(
    '%s: no axe violation, console error, failed request or CSP violation; lazy images below the fold',
    async (path) => {
      await pool.use(async ({ page, problems }) => {
        await page.setViewportSize(viewport);
        const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        expect(await page.locator('h1').count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(eagerImagesBelowTheFold)).toEqual([]);
        expect(problems).toEqual([]);
      });
    },
  );
});

describe('the site map of the build', () => {
  it('holds every page the site must answer', () => {
    expect(paths.length).toBeGreaterThan(150);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/investors', '/services/cloud', '/industries/banking', '/about-us', '/contact-us']),
    );
  });
});

describe('the pages the browser checks visit', () => {
  it('cover every section, every component and the pages most visitors see', () => {
    const { pages } = JSON.parse(readFileSync(join(projectRoot, 'dist', '.page-sources.json'), 'utf8')) as {
      pages: Record<string, { components: string[] }>;
    };
    const componentsOf = (list: readonly string[]) => new Set(list.flatMap((path) => pages[path]?.components ?? []));
    expect([...componentsOf(visited)].sort()).toEqual([...componentsOf(paths)].sort());
    // A section is a folder of pages (/services/…); the pages at the top are one section.
    const sectionOf = (path: string) => {
      const parts = path.split('/').filter(Boolean);
      return parts.length > 1 ? parts[0] : '(top)';
    };
    expect([...new Set(visited.map(sectionOf))].sort()).toEqual([...new Set(paths.map(sectionOf))].sort());
    expect(visited).toEqual(expect.arrayContaining(['/', '/hi/about-us']));
  });
});
