import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredFields, startingValue } from '../../../../tools/new-page/frontmatter-values';
import { reference } from '../../../../src/shared/reference';
import { imagePath, isoDate } from '../../../../src/shared/schema';

const context = {
  today: '2026-05-04',
  paths: ['/industries/retail', '/industries/banking', '/services/cloud'],
  files: ['/images/illustrations/ai.svg'],
};

describe('startingValue: what a new page writes for a field, from its schema', () => {
  it('text: the placeholder, with the length allowed', () => {
    expect(startingValue(z.string().trim().min(1).max(80), context)).toEqual({
      value: 'TODO: text, at most 80 characters',
    });
    expect(startingValue(z.string().describe('The kind of client'), context)).toEqual({
      value: 'TODO: The kind of client',
    });
  });

  it('a date: today, marked', () => {
    expect(startingValue(isoDate, context)).toEqual({ value: '2026-05-04', todo: 'the date, YYYY-MM-DD' });
  });

  it('a choice: the first one, marked with all of them', () => {
    expect(startingValue(z.enum(['Full-time', 'Contract']), context)).toEqual({
      value: 'Full-time',
      todo: 'one of Full-time, Contract',
    });
  });

  it('a number: the smallest allowed, marked with the range', () => {
    expect(startingValue(z.number().int().min(1).max(999), context)).toEqual({
      value: 1,
      todo: 'a whole number from 1 to 999',
    });
  });

  it('a page: the first there is, marked with all of them', () => {
    expect(startingValue(reference('industries'), context)).toEqual({
      value: 'banking',
      todo: 'one of banking, retail',
    });
  });

  it('an image: one from public/, marked with what the field takes', () => {
    expect(startingValue(imagePath, context)).toEqual({
      value: '/images/illustrations/ai.svg',
      todo: 'must be an image path in public/ such as /images/cloud.png',
    });
  });

  it('a list: one item', () => {
    expect(startingValue(z.array(z.string().max(80)).min(1), context)).toEqual({
      value: [{ value: 'TODO: text, at most 80 characters' }],
    });
  });

  it('true/false: false', () => {
    expect(startingValue(z.boolean(), context)).toEqual({ value: false });
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
