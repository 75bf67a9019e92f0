import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mdxComponentNames } from '../../src/mdx-component-names';
import { mdxComponents } from '../../src/mdx-components';

const islandsDir = join(dirname(fileURLToPath(import.meta.url)), '../../src/islands');

describe('mdxComponentNames', () => {
  it('is sorted and has no duplicates', () => {
    expect([...mdxComponentNames]).toEqual([...new Set(mdxComponentNames)].sort());
  });

  it('names exactly the components in the component map', () => {
    expect(Object.keys(mdxComponents).sort()).toEqual([...mdxComponentNames]);
  });

  it('gives every name a component', () => {
    for (const name of mdxComponentNames) expect(typeof mdxComponents[name], name).toBe('function');
  });

  it('includes every island in src/islands', () => {
    const islands = readdirSync(islandsDir)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => basename(file, '.tsx'));
    expect(islands.length).toBeGreaterThan(0);
    const names: readonly string[] = mdxComponentNames;
    for (const island of islands) expect(names, `island ${island}`).toContain(island);
  });
});
