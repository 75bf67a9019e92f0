import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { componentSchemas } from '../../src/mdx-component-props';
import { mdxComponentNames } from '../../src/mdx-component-names';
import { mdxComponents } from '../../src/mdx-components';

describe('componentSchemas', () => {
  it('gives every component in the map a props schema, and nothing else one', () => {
    expect(Object.keys(componentSchemas).sort()).toEqual([...mdxComponentNames]);
    expect(Object.keys(componentSchemas).sort()).toEqual(Object.keys(mdxComponents).sort());
  });

  it.each(mdxComponentNames)('%s: a strict object with a description, and a description on every prop', (name) => {
    const schema: z.ZodObject = componentSchemas[name];
    expect(schema.description, `${name} describes the component`).toMatch(/\S/);
    // A strict object refuses props it does not name, while rendering too.
    expect(schema.safeParse({ notAProp: 1 }).success).toBe(false);
    for (const [prop, field] of Object.entries(schema.shape)) {
      expect(
        (field as z.ZodType).description,
        `${name}.${prop}: describe it last, after .optional() or .default()`,
      ).toMatch(/\S/);
    }
  });
});
