import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseStudySchema, collections, jobSchema, researchSchema } from '../../../src/shared/collections';
import { componentSchemas } from '../../../src/mdx-component-props';
import { baseSchema } from '../../../src/shared/schema';
import { emptyValue, fieldsOf, type FieldModel } from '../../../studio/app/form/form-model';
import { fieldLabel } from '../../../src/shared/field-labels';

function field(fields: FieldModel[], name: string): FieldModel {
  const found = fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

describe('form model of the case study schema', () => {
  const fields = fieldsOf(caseStudySchema);

  it('has the fields in the schema’s order, base fields first', () => {
    expect(fields.map((f) => f.name).slice(0, 3)).toEqual(['title', 'description', 'aliases']);
    expect(fields.map((f) => f.name)).toContain('imageAlt');
  });

  it('title: required text with a counter of 70 and its label in words', () => {
    expect(field(fields, 'title')).toMatchObject({ kind: 'text', label: 'Title', required: true, maxLength: 70 });
    expect(field(fields, 'title')).toMatchObject({ multiline: false });
    expect(field(fields, 'description')).toMatchObject({
      kind: 'text',
      maxLength: 160,
      required: true,
      multiline: true,
    });
    expect(field(fields, 'imageAlt').label).toBe('Image description');
  });

  it('industry is a select of industry pages, service an optional one', () => {
    expect(field(fields, 'industry')).toMatchObject({
      kind: 'choice',
      required: true,
      source: { type: 'reference', pageKind: 'industries' },
    });
    expect(field(fields, 'service')).toMatchObject({
      kind: 'choice',
      required: false,
      source: { pageKind: 'services' },
    });
  });

  it('outcomes: a list of texts, one to four', () => {
    expect(field(fields, 'outcomes')).toMatchObject({
      kind: 'list',
      required: true,
      minItems: 1,
      maxItems: 4,
      item: { kind: 'text', maxLength: 80 },
    });
  });

  it('image is an image field, dates are dates, booleans are checkboxes with their default', () => {
    expect(field(fields, 'image')).toMatchObject({ kind: 'image', required: true });
    expect(field(fields, 'date')).toMatchObject({ kind: 'date', required: false });
    expect(field(fields, 'expires')).toMatchObject({ kind: 'date', required: false });
    expect(field(fields, 'expires').help).toMatch(/^The first day the page is no longer published/);
    expect(field(fields, 'draft')).toMatchObject({ kind: 'boolean', required: false, defaultValue: false });
  });

  it('lang is an enum select with a default; order a whole number', () => {
    expect(field(fields, 'lang')).toMatchObject({
      kind: 'choice',
      required: false,
      defaultValue: 'en',
      source: { type: 'enum', options: ['en', 'hi'] },
    });
    expect(field(fields, 'order')).toMatchObject({ kind: 'number', integer: true, min: 1, max: 999 });
  });

  it('nav is a group with its own required menu and described fields', () => {
    const nav = field(fields, 'nav');
    expect(nav).toMatchObject({ kind: 'group', required: false });
    if (nav.kind !== 'group') throw new Error('not a group');
    expect(field(nav.fields, 'menu')).toMatchObject({ kind: 'text', required: true });
    expect(field(nav.fields, 'menu').help).toContain('Navigation menus file');
    expect(field(nav.fields, 'label')).toMatchObject({ kind: 'text', required: false, maxLength: 60 });
  });

  it('aliases: a list whose items are paths or objects, kept as they are', () => {
    expect(field(fields, 'aliases')).toMatchObject({
      kind: 'list',
      required: false,
      item: { kind: 'other', acceptsText: true },
    });
  });
});

describe('form model of other kinds', () => {
  it('a job’s employment type is a vocabulary with Full-time as default', () => {
    expect(field(fieldsOf(jobSchema), 'employmentType')).toMatchObject({
      kind: 'choice',
      required: false,
      defaultValue: 'Full-time',
      source: { type: 'vocabulary', vocabulary: 'employmentTypes' },
    });
  });

  it('a research item (a refined object) still gives its fields: featuredOn a list of an enum', () => {
    const fields = fieldsOf(researchSchema);
    expect(field(fields, 'featuredOn')).toMatchObject({
      kind: 'list',
      item: { kind: 'choice', source: { type: 'enum', options: ['research', 'featured'] } },
    });
    expect(field(fields, 'keyInsights')).toMatchObject({ kind: 'list', minItems: 3, maxItems: 3 });
  });

  it('StatsGrid: stats a list of groups of value and label, tone an enum', () => {
    const fields = fieldsOf(componentSchemas.StatsGrid);
    const stats = field(fields, 'stats');
    expect(stats).toMatchObject({ kind: 'list', required: true, minItems: 1, item: { kind: 'group' } });
    if (stats.kind !== 'list' || stats.item.kind !== 'group') throw new Error('not a list of groups');
    expect(stats.item.fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['value', 'text', true],
      ['label', 'text', true],
    ]);
    expect(emptyValue(stats.item)).toEqual({ value: '', label: '' });
    expect(field(fields, 'tone')).toMatchObject({ kind: 'choice', defaultValue: 'default' });
  });

  it('every component and every collection schema walks without an unknown field kind', () => {
    for (const [name, schema] of Object.entries(componentSchemas)) {
      for (const f of fieldsOf(schema as z.ZodObject)) expect([name, f.kind]).not.toEqual([name, undefined]);
    }
    expect(fieldsOf(baseSchema).length).toBeGreaterThan(10);
  });

  it('labels in words, never a name that reads as code', () => {
    expect(fieldLabel('cardTitle')).toBe('Card title');
    expect(fieldLabel('href')).toBe('Link');
    expect(fieldLabel('noindex')).toBe('Hide from search engines');
    expect(fieldLabel('imageAlt')).toBe('Image description');
    expect(field(fieldsOf(baseSchema), 'aliases').label).toBe('Old addresses');
    const codeWords = /\b(href|src|url|alt|noindex|lang|nav|id)\b/i;
    const labels = (fields: FieldModel[]): string[] =>
      fields.flatMap((f) => [
        f.label,
        ...(f.kind === 'group'
          ? labels(f.fields)
          : f.kind === 'list' && f.item.kind === 'group'
            ? labels(f.item.fields)
            : []),
      ]);
    for (const schema of [
      baseSchema,
      ...collections.map((collection) => collection.schema),
      ...Object.values(componentSchemas),
    ])
      for (const label of labels(fieldsOf(schema))) expect(label).not.toMatch(codeWords);
  });
});
