import { describe, expect, it } from 'vitest';
import { excerptParts } from '../../../src/islands/search/excerpt-parts';

describe('excerptParts', () => {
  it('splits an excerpt into plain and marked runs', () => {
    expect(excerptParts('Our <mark>cloud</mark> <mark>migration</mark> service.')).toEqual([
      { text: 'Our ', marked: false },
      { text: 'cloud', marked: true },
      { text: ' ', marked: false },
      { text: 'migration', marked: true },
      { text: ' service.', marked: false },
    ]);
  });

  it('gives markup in the page’s text back as text, never as elements', () => {
    // Pagefind escapes < and > of the text, and only those.
    expect(excerptParts('a &lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>b</mark>')).toEqual([
      { text: 'a <script>alert(1)</script> &amp; ', marked: false },
      { text: 'b', marked: true },
    ]);
  });

  it('keeps Devanagari and an excerpt without a match as they are', () => {
    expect(excerptParts('हमारी <mark>कहानी</mark>')).toEqual([
      { text: 'हमारी ', marked: false },
      { text: 'कहानी', marked: true },
    ]);
    expect(excerptParts('No match here.')).toEqual([{ text: 'No match here.', marked: false }]);
    expect(excerptParts('')).toEqual([]);
  });
});
