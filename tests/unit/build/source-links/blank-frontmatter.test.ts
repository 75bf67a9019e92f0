import { describe, expect, it } from 'vitest';
import { bodyStart } from '../../../../content/links/blank-frontmatter';

describe('bodyStart', () => {
  it('is where the line closing the frontmatter ends', () => {
    expect(bodyStart('---\na: 1\n---\nBody')).toBe(12);
    expect(bodyStart('\uFEFF---\na: 1\n---\nBody')).toBe(13);
  });

  it('is 0 for a page without frontmatter, or one whose block never closes', () => {
    expect(bodyStart('Body\n---\n')).toBe(0);
    expect(bodyStart('---\nno closing line')).toBe(0);
  });
});
