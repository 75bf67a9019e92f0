import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedGoodBuild } from './shared-build';

let outDir: string;
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

// The good fixture is built with the other good fixtures over the base site, in one build (shared-build.ts).
describe('a build of good content', () => {
  beforeAll(async () => {
    ({ outDir } = await sharedGoodBuild());
  });

  it('writes each page to its folder, and a 404 page', () => {
    expect(read('team/index.html')).toContain('<title>About | ');
    expect(read('404.html')).toContain('<title>Page not found | ');
  });

  it('leaves partials and drafts out', () => {
    expect(existsSync(join(outDir, '_partial/index.html'))).toBe(false);
    expect(existsSync(join(outDir, 'draft/index.html'))).toBe(false);
    expect(read('sitemap.xml')).not.toMatch(/draft|_partial/);
  });

  it('writes a redirect page and a _redirects line per alias, and keeps them out of the sitemap', () => {
    const redirect = read('team/old/index.html');
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/team"/>');
    expect(redirect).toContain('<meta name="robots" content="noindex"/>');
    expect(redirect).toContain('<a href="/team">/team</a>');
    expect(read('facts/index.html')).toContain('url=/team#facts');
    expect(read('_redirects').split('\n')).toEqual(
      expect.arrayContaining(['/team/old /team 301', '/facts /team#facts 301']),
    );
    expect(read('sitemap.xml')).not.toContain('/team/old');
  });

  it('lists pages in the sitemap, names it in robots.txt, and writes security headers', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/team<\/loc>/);
    expect(sitemap).not.toContain('/404');
    expect(read('robots.txt')).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
    expect(read('_headers')).toContain("Content-Security-Policy: default-src 'none'");
  });

  it('ships no script file on pages without islands, only the speculation rules and the menu script inline', () => {
    const scripts = read('team/index.html').match(/<script[^>]*>/g);
    expect(scripts).toEqual(['<script type="speculationrules">', '<script>']);
    expect(read('investors/index.html')).toContain('<script type="module"');
  });
});
