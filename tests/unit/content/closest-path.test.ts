import { describe, expect, it } from 'vitest';
import { closestPath } from '../../../content/closest-path';

const paths = [
  '/',
  '/services/cloud',
  '/services/cloud/migration',
  '/case-studies/banking',
  '/insights/ai-future',
  '/news/ai-future',
];

describe('closestPath', () => {
  it('finds a path a few letters off', () => {
    expect(closestPath('/servces/cloud', paths)).toBe('/services/cloud');
    expect(closestPath('/case-study/banking', paths)).toBe('/case-studies/banking');
  });

  it('finds a page that moved to another section by its last segment, when only one page has it', () => {
    expect(closestPath('/industries/banking', paths)).toBe('/case-studies/banking');
    expect(closestPath('/blog/ai-future', paths)).toBeNull();
  });

  it('guesses nothing when nothing is close', () => {
    expect(closestPath('/careers', paths)).toBeNull();
    expect(closestPath('/x', paths)).toBeNull();
  });
});
