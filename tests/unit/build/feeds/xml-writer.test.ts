import { describe, expect, it } from 'vitest';
import { escapeXml, xmlDocument } from '../../../../builder/feeds/xml-writer';

describe('xml writer', () => {
  it('escapes markup characters in text and attributes and drops characters XML refuses', () => {
    expect(escapeXml(`Q&A <b>"it's"</b>\u0000\u0008`)).toBe('Q&amp;A &lt;b&gt;&quot;it&apos;s&quot;&lt;/b&gt;');
  });

  it('writes nested elements, leaves out undefined children and attributes, self-closes empty ones', () => {
    expect(
      xmlDocument({
        name: 'feed',
        attrs: { xmlns: 'urn:x', missing: undefined },
        children: [
          { name: 'title', children: ['A & B'] },
          undefined,
          { name: 'link', attrs: { href: 'https://example.com/?a=1&b=2' } },
        ],
      }),
    ).toBe(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<feed xmlns="urn:x">',
        '  <title>A &amp; B</title>',
        '  <link href="https://example.com/?a=1&amp;b=2"/>',
        '</feed>',
        '',
      ].join('\n'),
    );
  });

  it('refuses a name that is not an XML name', () => {
    expect(() => xmlDocument({ name: 'a b' })).toThrow('not an XML name: "a b"');
  });
});
