import { describe, expect, it } from 'vitest';
import { slugFromTitle } from '../../../../tools/new-page/page-slug';

describe('slugFromTitle', () => {
  it('joins the words of the title in lower case', () => {
    expect(slugFromTitle('Five lessons from 550 cloud migrations')).toBe('five-lessons-from-550-cloud-migrations');
  });

  it('drops accents and apostrophes, reads & as and', () => {
    expect(slugFromTitle('Café & Co: Ana’s “new” story')).toBe('cafe-and-co-anas-new-story');
    expect(slugFromTitle("Our client's results")).toBe('our-clients-results');
  });

  it('cuts a long title at a dash, within 60 characters', () => {
    const slug = slugFromTitle(
      'What a bank learned moving three hundred and twenty applications to the public cloud in fourteen months',
    );
    expect(slug).toBe('what-a-bank-learned-moving-three-hundred-and-twenty');
    expect(slug.length).toBeLessThanOrEqual(60);
  });

  it('is empty for a title with no letter or digit', () => {
    expect(slugFromTitle('¿!')).toBe('');
  });
});
