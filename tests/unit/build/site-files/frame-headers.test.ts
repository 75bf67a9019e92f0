import { describe, expect, it } from 'vitest';
import { framesIn } from '../../../../builder/read-rendered-page';
import { frameHeaderRules } from '../../../../builder/site-files/frame-headers';
import { securityHeaders } from '../../../../builder/site-files/security-headers';
import { headersFor } from '../../../../server/headers-file';

const options = { scriptHashes: ['sha256-abc='], formActionOrigins: [] };
const rules = [
  { pattern: '/*', headers: securityHeaders(options) },
  ...frameHeaderRules([{ path: '/about-us/films', frameSources: ['https://www.youtube-nocookie.com'] }], options),
];
const frameSrc = (path: string) =>
  headersFor(rules, path)
    ['Content-Security-Policy'].split('; ')
    .find((directive) => directive.startsWith('frame-src'));

describe('frameHeaderRules', () => {
  it("lets a page with a video show YouTube's privacy-enhanced player, and nothing else", () => {
    expect(frameSrc('/about-us/films')).toBe('frame-src https://www.youtube-nocookie.com');
    expect(headersFor(rules, '/about-us/films')['Content-Security-Policy']).toContain("default-src 'none'");
  });

  it('leaves every other page without frame-src, where default-src none blocks every frame', () => {
    for (const path of ['/', '/about-us', '/about-us/films/more']) expect(frameSrc(path)).toBeUndefined();
  });

  it('reads the origins a document declares, each once', () => {
    const html =
      '<div data-frame-src="https://www.youtube-nocookie.com"></div><div data-frame-src="https://www.youtube-nocookie.com"></div>';
    expect(framesIn(html)).toEqual(['https://www.youtube-nocookie.com']);
    expect(framesIn('<iframe src="https://example.com"></iframe>')).toEqual([]);
  });
});
