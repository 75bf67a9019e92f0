import { describe, expect, it } from 'vitest';
import { normalisePathname, routePathOf } from '../../../src/shared/route-path';

describe('routePathOf', () => {
  it('maps a file to its path without the extension', () => {
    expect(routePathOf('about-us.mdx')).toBe('/about-us');
    expect(routePathOf('services/cloud.mdx')).toBe('/services/cloud');
  });

  it('maps index.mdx to its folder', () => {
    expect(routePathOf('index.mdx')).toBe('/');
    expect(routePathOf('about/index.mdx')).toBe('/about');
    expect(routePathOf('about/team/index.mdx')).toBe('/about/team');
  });

  it('returns null for partials and files in underscore folders', () => {
    expect(routePathOf('_partial.mdx')).toBeNull();
    expect(routePathOf('services/_shared.mdx')).toBeNull();
    expect(routePathOf('_drafts/x.mdx')).toBeNull();
    expect(routePathOf('about/_folder/index.mdx')).toBeNull();
  });

  it('accepts Windows separators', () => {
    expect(routePathOf('services\\cloud.mdx')).toBe('/services/cloud');
    expect(routePathOf('about\\index.mdx')).toBe('/about');
    expect(routePathOf('_folder\\x.mdx')).toBeNull();
  });
});

describe('normalisePathname', () => {
  it('drops trailing slashes and index.html', () => {
    expect(normalisePathname('/about/')).toBe('/about');
    expect(normalisePathname('/about//')).toBe('/about');
    expect(normalisePathname('/about/index.html')).toBe('/about');
  });

  it('keeps the root as /', () => {
    expect(normalisePathname('/')).toBe('/');
    expect(normalisePathname('/index.html')).toBe('/');
    expect(normalisePathname('')).toBe('/');
  });

  it('drops the query and the hash', () => {
    expect(normalisePathname('/about?x=1')).toBe('/about');
    expect(normalisePathname('/about/#team')).toBe('/about');
    expect(normalisePathname('/?q=a#b')).toBe('/');
  });

  it('leaves a clean path alone', () => {
    expect(normalisePathname('/services/cloud')).toBe('/services/cloud');
  });
});
