import { describe, expect, it } from 'vitest';
import { contentBannerHtml, withContentBanner } from '../../../../builder/dev/dev-content-banner';

const problems = [
  {
    file: 'pages/x.mdx',
    line: 6,
    column: 5,
    message: 'link "our <services>" -> /nowhere: no page, alias or file at this path',
  },
  { file: 'pages/x.mdx', message: 'link -> /gone: no page, alias or file at this path' },
];

describe('contentBannerHtml', () => {
  it('is a region named by its heading, one item per problem with its place, escaped', () => {
    const html = contentBannerHtml(problems);
    expect(html).toMatch(/^<section aria-labelledby="dev-content-problems"/);
    expect(html).toContain('<h2 id="dev-content-problems" ');
    expect(html).toContain('>2 problems on this page; the build stops until they are fixed</h2>');
    expect(html).toContain(
      '<code style="font:inherit;font-family:ui-monospace,monospace;font-weight:600">pages/x.mdx:6:5</code>: link &quot;our &lt;services&gt;&quot; -&gt; /nowhere',
    );
    expect(html).toContain('>pages/x.mdx</code>: link -&gt; /gone');
  });

  it('counts warnings apart, says the build still passes when there are only warnings, and marks each', () => {
    const warning = { file: 'pages/x.mdx', line: 9, message: 'unknown word "Northstr"', severity: 'warning' as const };
    expect(contentBannerHtml([warning])).toContain('>1 warning on this page; the build still passes</h2>');
    expect(contentBannerHtml([warning])).toContain('>pages/x.mdx:9</code>: warning: unknown word');
    expect(contentBannerHtml([...problems, warning, warning])).toContain(
      '>2 problems on this page; the build stops until they are fixed (and 2 warnings)</h2>',
    );
  });

  it('is nothing when the page has no problems', () => {
    expect(contentBannerHtml([])).toBe('');
  });
});

describe('withContentBanner', () => {
  it('puts the banner first in the body and leaves a page without problems as it is', () => {
    const page = '<html><head></head>\n<body class="x">\n<div id="root"></div></body></html>';
    expect(withContentBanner(page, problems)).toMatch(
      /^<html><head><\/head>\n<body class="x">\n<section [^]*<\/section>\n<div id="root">/,
    );
    expect(withContentBanner(page, [])).toBe(page);
  });
});
