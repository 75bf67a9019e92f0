import { describe, expect, it } from 'vitest';
import { documentHtml, type DocumentParts } from '../../../src/layout/document-html';
import { speculationRulesScript } from '../../../src/layout/speculation-rules';

const parts: DocumentParts = {
  lang: 'hi',
  head: '<title>T | Company</title>',
  styles: ['/assets/site.css'],
  scripts: [],
  preloads: [],
  body: '<main>Hello</main>',
};

const executableScripts = (html: string) => html.match(/<script(?! type="speculationrules")/g) ?? [];

describe('documentHtml', () => {
  it('wraps the page in a full document', () => {
    const html = documentHtml(parts);
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="hi">\n<head>\n<meta charset="utf-8"/>')).toBe(true);
    expect(html).toContain('\n<title>T | Company</title>\n');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
    expect(html.endsWith('</body>\n</html>\n')).toBe(true);
  });

  it('has no JavaScript for a page without scripts, only the speculation rules', () => {
    const html = documentHtml(parts);
    expect(executableScripts(html)).toEqual([]);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(`${speculationRulesScript}\n</head>`);
  });

  it('adds module scripts and modulepreload links in the head', () => {
    const html = documentHtml({
      ...parts,
      scripts: ['/assets/entry-client.js'],
      preloads: ['/assets/island.js', '/assets/react.js'],
    });
    expect(executableScripts(html)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/entry-client.js"></script>');
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/island.js"/>\n<link rel="modulepreload" href="/assets/react.js"/>',
    );
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads the given images at high priority, and no image otherwise', () => {
    expect(documentHtml(parts)).not.toContain('as="image"');
    const html = documentHtml({ ...parts, imagePreloads: ['/images/hero one.svg'] });
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero one.svg" fetchpriority="high"/>');
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads a photo by its first source, by type and width', () => {
    const html = documentHtml({
      ...parts,
      imagePreloads: [{ type: 'image/avif', srcset: '/images/photos/h-480.avif 480w', sizes: '100vw' }],
    });
    expect(html).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/images/photos/h-480.avif 480w" imagesizes="100vw" fetchpriority="high"/>',
    );
  });
});
