import { describe, expect, it } from 'vitest';
import { documentHtml, type DocumentParts } from '../../../src/layout/document-html';

const parts: DocumentParts = {
  lang: 'hi',
  head: '<title>T | Company</title>',
  styles: ['/assets/site.css'],
  scripts: [],
  preloads: [],
  body: '<main>Hello</main>',
};

describe('documentHtml', () => {
  it('wraps the page in a full document', () => {
    const html = documentHtml(parts);
    expect(html.startsWith('<!doctype html>\n<html lang="hi">\n<head>\n<meta charset="utf-8">')).toBe(true);
    expect(html).toContain('\n<title>T | Company</title>\n');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
    expect(html.endsWith('</body>\n</html>\n')).toBe(true);
  });

  it('has no script at all for a page without scripts', () => {
    const html = documentHtml(parts);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
  });

  it('adds module scripts and modulepreload links in the head', () => {
    const html = documentHtml({ ...parts, scripts: ['/assets/entry-client.js'], preloads: ['/assets/island.js', '/assets/react.js'] });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/entry-client.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/island.js">\n<link rel="modulepreload" href="/assets/react.js">');
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('</head>'));
  });
});
