import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/layout/escape-html';

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('escapes an ampersand that already starts an entity', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Plain text, नमस्ते / 100%')).toBe('Plain text, नमस्ते / 100%');
  });
});
