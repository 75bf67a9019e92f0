import { describe, expect, it } from 'vitest';
import { inFormWords, messagesAt, pathOfLabel, placeDiagnostics } from '../../../studio/app/form/field-errors';

describe('placing the build’s messages on the form’s fields', () => {
  it('reads the build’s names of fields, items counted from 1 as the form shows them', () => {
    expect(pathOfLabel('nav.label')).toEqual(['nav', 'label']);
    expect(pathOfLabel('outcomes 2')).toEqual(['outcomes', 1]);
    expect(pathOfLabel('aliases 1.anchor')).toEqual(['aliases', 0, 'anchor']);
    expect(pathOfLabel('menus 2.links 3.page')).toEqual(['menus', 1, 'links', 2, 'page']);
  });

  it('a missing field, reported on the closing line, goes to the field its message names', () => {
    const diagnostic = (message: string) => ({ line: 9, column: 1, severity: 'error' as const, message });
    const placed = placeDiagnostics(
      [
        diagnostic('aliases 3: must be a site path such as /about/our-story'),
        diagnostic('kind: choose one of the news kinds'),
      ],
      () => null,
      (name) => name === 'aliases' || name === 'kind',
    );
    expect(placed.map((entry) => entry.path)).toEqual([['aliases', 2], ['kind']]);
  });
});

describe('a message under its field', () => {
  it('leaves out the field’s name, which the field’s label says already', () => {
    const diagnostic = { line: 4, severity: 'error' as const, message: 'kind: choose one of the news kinds' };
    const placed = placeDiagnostics(
      [diagnostic],
      (line) => (line === 4 ? ['kind'] : null),
      () => true,
    );
    expect(messagesAt(placed, ['kind'], true)).toEqual(['Choose one of the news kinds']);
  });
});

describe('a message in the studio’s lists names the field as the form labels it', () => {
  it('labels in words, items numbered from 1, a field inside another after ›', () => {
    expect(inFormWords('imageAlt: write the image description')).toBe('Image description: write the image description');
    expect(inFormWords('aliases 3: must be a site path such as /about/our-story')).toBe(
      'Old addresses 3: must be a site path such as /about/our-story',
    );
    expect(inFormWords('address.country: write the country')).toBe('Address › Country: write the country');
    expect(inFormWords('<Section> tonee: unknown prop')).toBe('<Section> tonee: unknown prop');
  });
});
