import { describe, expect, it } from 'vitest';
import { blankFrontmatter, bodyStart } from '../../../../build/source-links/blank-frontmatter';

describe('blankFrontmatter', () => {
  it('turns the frontmatter into spaces and keeps its newlines, so the body keeps its lines and columns', () => {
    expect(blankFrontmatter('---\na: 1\n---\nBody')).toBe('   \n    \n   \nBody');
    expect(blankFrontmatter('\uFEFF---\na: 1\n---\nBody')).toBe('    \n    \n   \nBody');
  });

  it('leaves a page without frontmatter as it is', () => {
    expect(blankFrontmatter('Body\n---\n')).toBe('Body\n---\n');
    expect(bodyStart('---\nno closing line')).toBe(0);
  });
});
