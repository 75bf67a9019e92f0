import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHash } from '../../../builder/inline-scripts';
import { headHtml } from '../../../src/layout/head-html';

describe('JSON-LD in the head', () => {
  it('is written raw in a data block, its < escaped, not HTML-escaped', () => {
    expect(headHtml([{ tag: 'script', json: { '@type': 'Thing', name: 'R&D </script>' } }])).toBe(
      '<script type="application/ld+json">{"@type":"Thing","name":"R&D \\u003c/script>"}</script>',
    );
  });

  it('is not hashed for the CSP: it never runs, and one hash per page would grow the header', () => {
    const html = `${headHtml([{ tag: 'script', json: { '@type': 'Thing' } }])}<script>run()</script>`;
    expect(inlineScriptHashes(html)).toEqual([scriptHash('run()')]);
  });
});
