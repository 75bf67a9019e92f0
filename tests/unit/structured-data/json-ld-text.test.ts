import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../../src/structured-data/json-ld-text';

describe('jsonLdText', () => {
  it('writes every < as \\u003c, so no text can end the script element, and stays the same JSON', () => {
    const data = { name: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c', amp: 'R&D "quoted"' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('R&D \\"quoted\\"');
    expect(JSON.parse(text)).toEqual(data);
  });
});
