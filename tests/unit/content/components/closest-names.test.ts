import { describe, expect, it } from 'vitest';
import { closestNames, didYouMean } from '../../../../src/shared/props/closest-names';

describe('didYouMean', () => {
  it('names a slip of a letter or two', () => {
    expect(didYouMean('industri', ['industry', 'service', 'limit'])).toBe('industry');
    expect(didYouMean('titel', ['title', 'eyebrow'])).toBe('title');
    expect(didYouMean('bankng', ['banking', 'retail'])).toBe('banking');
  });

  it('names nothing for another word', () => {
    expect(didYouMean('colour', ['industry', 'service', 'limit'])).toBeNull();
    expect(didYouMean('x', [])).toBeNull();
  });
});

describe('closestNames', () => {
  it('lists the nearest first, ties A to Z', () => {
    expect(closestNames('cat', ['dog', 'car', 'cart', 'bat'], 3)).toEqual(['bat', 'car', 'cart']);
  });
});
