import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../server/headers-file';
import { inlineScriptHashes } from '../../builder/inline-scripts';
import { menuInterestScript } from '../../src/layout/MenuInterestScript';
import { speculationRulesScript } from '../../src/layout/speculation-rules';
import { builtDocuments, distDir, isRedirectPage } from './built-site';

const documents = builtDocuments();
const pages = documents.filter((document) => !isRedirectPage(document.html));
const csp = headersFor(parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8')), '/')[
  'Content-Security-Policy'
];
const scriptSources = csp
  .split('; ')
  .find((directive) => directive.startsWith('script-src '))!
  .split(' ')
  .slice(1);

describe('what the pages carry inline, against the CSP in _headers', () => {
  it('every page carries the speculation rules and the menu script', () => {
    expect(pages.filter(({ html }) => !html.includes(speculationRulesScript)).map(({ file }) => file)).toEqual([]);
    expect(
      pages.filter(({ html }) => !html.includes(`<script>${menuInterestScript}</script>`)).map(({ file }) => file),
    ).toEqual([]);
  });

  it("script-src is 'self' and the hash of each inline script the pages carry, and nothing else", () => {
    const hashes = new Set(documents.flatMap(({ html }) => inlineScriptHashes(html)));
    expect(hashes.size).toBe(2);
    expect(scriptSources).toEqual(["'self'", ...[...hashes].map((hash) => `'${hash}'`)]);
  });

  it('no page has a style attribute or a style element, which style-src would block', () => {
    const inline = documents.flatMap(({ file, html }) =>
      (html.match(/<[a-z][^>]*\sstyle=|<style\b/gi) ?? []).map((match) => `${file}: ${match}`),
    );
    expect(inline).toEqual([]);
  });
});
