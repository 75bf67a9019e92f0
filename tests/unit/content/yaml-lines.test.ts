import { describe, expect, it } from 'vitest';
import { lineOfPath } from '../../../content/yaml-lines';

// Lines are 0-based indexes into yaml.split('\n').
const yaml = [
  'title: About', //                   0
  'description: Who we are', //        1
  'hero:', //                          2
  '  heading: Hello', //               3
  '  image:', //                       4
  '    src: /a.png', //                5
  '    alt: A', //                     6
  'tags:', //                          7
  '  - one', //                        8
  '  - two', //                        9
  'links:', //                         10
  '  - value: x', //                   11
  '    label: y', //                   12
  '  - value: z', //                   13
  '    label: w', //                   14
  'flow: [a, b, c]', //                15
  'draft: false', //                   16
].join('\n');

describe('lineOfPath', () => {
  it('finds top-level keys', () => {
    expect(lineOfPath(yaml, ['title'])).toBe(0);
    expect(lineOfPath(yaml, ['description'])).toBe(1);
    expect(lineOfPath(yaml, ['draft'])).toBe(16);
  });

  it('finds nested keys', () => {
    expect(lineOfPath(yaml, ['hero', 'heading'])).toBe(3);
    expect(lineOfPath(yaml, ['hero', 'image', 'alt'])).toBe(6);
  });

  it('does not take a nested key for a top-level one', () => {
    expect(lineOfPath(yaml, ['heading'])).toBeNull();
    expect(lineOfPath(yaml, ['label'])).toBeNull();
  });

  it('finds block list items', () => {
    expect(lineOfPath(yaml, ['tags', 0])).toBe(8);
    expect(lineOfPath(yaml, ['tags', 1])).toBe(9);
  });

  it('finds keys inside list items', () => {
    expect(lineOfPath(yaml, ['links', 0, 'value'])).toBe(11);
    expect(lineOfPath(yaml, ['links', 0, 'label'])).toBe(12);
    expect(lineOfPath(yaml, ['links', 1, 'value'])).toBe(13);
    expect(lineOfPath(yaml, ['links', 1, 'label'])).toBe(14);
  });

  it('returns the key line for items of a flow list', () => {
    expect(lineOfPath(yaml, ['flow', 1])).toBe(15);
  });

  it('stops at the deepest part it finds', () => {
    expect(lineOfPath(yaml, ['tags', 5])).toBe(7);
    expect(lineOfPath(yaml, ['hero', 'missing'])).toBe(2);
  });

  it('returns null when the first key is missing', () => {
    expect(lineOfPath(yaml, ['nope'])).toBeNull();
    expect(lineOfPath(yaml, ['nope', 0, 'x'])).toBeNull();
    expect(lineOfPath(yaml, [])).toBeNull();
  });

  it('reads quoted keys and skips comments and blank lines', () => {
    const text = ['# title: not this', '', '"title": About', "'lang': en"].join('\n');
    expect(lineOfPath(text, ['title'])).toBe(2);
    expect(lineOfPath(text, ['lang'])).toBe(3);
  });

  it('finds items of a list written at the same indent as its key', () => {
    // Valid block-style YAML, and what many editors produce.
    const text = ['aliases:', '- /one', '- /two', 'draft: false'].join('\n');
    expect(lineOfPath(text, ['aliases', 1])).toBe(2);
  });
});
