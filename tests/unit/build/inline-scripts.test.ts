import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHash } from '../../../builder/inline-scripts';
import { documentHtml } from '../../../src/layout/document-html';
import { speculationRules } from '../../../src/layout/speculation-rules';

describe('scriptHash', () => {
  it('is the CSP source of the text: sha256 of its UTF-8 bytes in base64', () => {
    // Known digest: echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(scriptHash('é')).toBe(
      `sha256-${createHash('sha256')
        .update(Buffer.from([0xc3, 0xa9]))
        .digest('base64')}`,
    );
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the text of inline scripts only, once each', () => {
    const html =
      '<script type="module" src="/a.js"></script><script>one()</script><SCRIPT type="x">two()</SCRIPT ><script>one()</script>';
    expect(inlineScriptHashes(html)).toEqual([scriptHash('one()'), scriptHash('two()')]);
  });

  it('finds the speculation rules of a document, hashed from their exact JSON text', () => {
    const html = documentHtml({
      lang: 'en',
      head: '',
      styles: [],
      scripts: ['/assets/entry.js'],
      preloads: [],
      body: '',
    });
    expect(inlineScriptHashes(html)).toEqual([scriptHash(JSON.stringify(speculationRules))]);
  });

  it('finds nothing in a document without inline scripts', () => {
    expect(inlineScriptHashes('<p>no <b>scripts</b></p><script src="/x.js"></script>')).toEqual([]);
  });
});
