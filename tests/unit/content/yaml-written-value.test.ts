import { describe, expect, it } from 'vitest';
import { writtenValueOn } from '../../../content/yaml-lines';

describe('writtenValueOn: a value as the file spells it', () => {
  it('after a key or a list dash, without a comment', () => {
    expect(writtenValueOn('title: 1.10')).toBe('1.10');
    expect(writtenValueOn('  - 320 # the count')).toBe('320');
    expect(writtenValueOn('- path: 2024')).toBe('2024');
  });

  it('null when quoted, a flow list or object, a block, or absent', () => {
    expect(writtenValueOn('title: "1.10"')).toBeNull();
    expect(writtenValueOn('languages: [English, 1]')).toBeNull();
    expect(writtenValueOn('summary: |')).toBeNull();
    expect(writtenValueOn('outcomes:')).toBeNull();
  });
});
