import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredFields, startingValue } from '../../../../tools/new-page/frontmatter-values';
import { reference } from '../../../../src/shared/reference';
import { imagePath, isoDate } from '../../../../src/shared/schema';
import { countryCode, postalAddressSchema } from '../../../../src/shared/places/postal-address';
import { vocabulary } from '../../../../src/shared/vocabularies/vocabulary';

const context = { today: '2026-05-04' };

describe('startingValue: what a new page writes for a field, from its schema', () => {
  it('text: the placeholder, with the length allowed', () => {
    expect(startingValue(z.string().trim().min(1).max(80), context)).toBe('TODO: text, at most 80 characters');
    expect(startingValue(z.string().describe('The kind of client'), context)).toBe('TODO: The kind of client');
  });

  it('a date: today, with no mark to delete', () => {
    expect(startingValue(isoDate, context)).toBe('2026-05-04');
  });

  it('what it cannot know is left empty: a choice, a number, a page, an image, a code', () => {
    expect(startingValue(z.enum(['Full-time', 'Contract']), context)).toBeNull();
    expect(startingValue(z.number().int().min(1).max(999), context)).toBeNull();
    expect(startingValue(reference('industries'), context)).toBeNull();
    expect(startingValue(imagePath, context)).toBeNull();
    expect(startingValue(vocabulary('newsKinds'), context)).toBeNull();
    expect(startingValue(countryCode, context)).toBeNull();
  });

  it('a list: one item; an address: its required fields', () => {
    expect(startingValue(z.array(z.string().max(80)).min(1), context)).toEqual(['TODO: text, at most 80 characters']);
    expect(startingValue(postalAddressSchema, context)).toEqual({
      city: 'TODO: The town or city, e.g. "London", at most 60 characters',
      country: null,
    });
  });

  it('true/false: false', () => {
    expect(startingValue(z.boolean(), context)).toBe(false);
  });
});

describe('requiredFields', () => {
  it('lists the fields a schema refuses to miss, in its order', () => {
    const schema = z.strictObject({
      title: z.string(),
      image: imagePath.optional(),
      lang: z.enum(['en', 'hi']).default('en'),
      date: isoDate,
      outcomes: z.array(z.string()).min(1),
    });
    expect(requiredFields(schema)).toEqual(['title', 'date', 'outcomes']);
  });
});
