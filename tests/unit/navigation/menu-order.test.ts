import { describe, expect, it } from 'vitest';
import { menuLinks, type JoiningLink } from '../../../content/navigation/menu-order';

const listed = ['Application Services', 'Automation', 'Business Process Services', 'Cloud', 'Consulting'];
const page = (label: string, order?: number): JoiningLink<string> => ({
  link: label,
  label,
  ...(order === undefined ? {} : { order }),
});

describe('menuLinks', () => {
  it("keeps the file's entries in the file's order when no page joins", () => {
    expect(menuLinks(listed, [])).toEqual(listed);
  });

  it('places a page with order N at position N among the entries', () => {
    expect(menuLinks(listed, [page('Data Platforms', 4)])).toEqual([
      'Application Services',
      'Automation',
      'Business Process Services',
      'Data Platforms',
      'Cloud',
      'Consulting',
    ]);
    expect(menuLinks(listed, [page('Advisory', 1)])[0]).toBe('Advisory');
  });

  it('keeps each ordered page at its own position, whatever order the pages come in', () => {
    expect(menuLinks(listed, [page('Z', 4), page('Y', 2)])).toEqual([
      'Application Services',
      'Y',
      'Automation',
      'Z',
      'Business Process Services',
      'Cloud',
      'Consulting',
    ]);
  });

  it('puts pages asking for the same position one after the other, A to Z by label', () => {
    expect(menuLinks(listed, [page('Mobile', 2), page('Edge', 2)])).toEqual([
      'Application Services',
      'Edge',
      'Mobile',
      'Automation',
      'Business Process Services',
      'Cloud',
      'Consulting',
    ]);
  });

  it('puts a page whose position is past the end after the entries, before the pages without order', () => {
    expect(menuLinks(['A', 'B'], [page('Later'), page('Far', 9)])).toEqual(['A', 'B', 'Far', 'Later']);
  });

  it('puts pages without order after the entries, A to Z by label', () => {
    expect(menuLinks(['Zeta', 'Alpha'], [page('Mobile'), page('edge'), page('Data')])).toEqual([
      'Zeta',
      'Alpha',
      'Data',
      'edge',
      'Mobile',
    ]);
  });
});
