import { describe, expect, it } from 'vitest';
import { redirectPageHtml, redirectsFile } from '../../../../builder/site-files/redirect-page';

const siteUrl = 'https://www.northstar-technologies.example';

describe('redirectPageHtml', () => {
  const html = redirectPageHtml('/investors#reports', siteUrl);

  it('refreshes to the target at once', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/investors#reports"/>');
  });

  it('names the target page, without the anchor, as canonical', () => {
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/investors"/>`);
  });

  it('shows a link to the target', () => {
    expect(html).toContain('<a href="/investors#reports">/investors#reports</a>');
  });

  it('asks search engines not to index it', () => {
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('escapes the target', () => {
    const odd = redirectPageHtml('/a?x=1&y="2"<b>', siteUrl);
    expect(odd).toContain('content="0; url=/a?x=1&amp;y=&quot;2&quot;&lt;b&gt;"/>');
    expect(odd).toContain('<a href="/a?x=1&amp;y=&quot;2&quot;&lt;b&gt;">/a?x=1&amp;y=&quot;2&quot;&lt;b&gt;</a>');
    expect(odd).toContain(`<link rel="canonical" href="${siteUrl}/a?x=1&amp;y=&quot;2&quot;&lt;b&gt;"/>`);
    expect(odd).not.toContain('<b>');
  });
});

describe('redirectsFile', () => {
  it('writes one 301 line per redirect', () => {
    expect(
      redirectsFile([
        { from: '/about', to: '/about-us' },
        { from: '/financials', to: '/investors#reports' },
      ]),
    ).toBe('/about /about-us 301\n/financials /investors#reports 301\n');
  });
});
