import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { islandNameOfFile, islandsFolder } from '../../src/hydration/island-paths';
import { mdxComponentNames } from '../../src/mdx-component-names';
import { mdxComponents } from '../../src/mdx-components';

const projectDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const srcDir = join(projectDir, 'src');
const islandsDir = join(projectDir, islandsFolder);

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

  it('wraps every island in src/islands for the server render, under its own name', () => {
    const islands = readdirSync(islandsDir).flatMap((file) => islandNameOfFile(file) ?? []);
    expect(islands.length).toBeGreaterThan(0);
    // The client loads an island by the name its marker carries, which is the file's name.
    const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => readFileSync(join(srcDir, file), 'utf8'))
      .join('\n');
    for (const island of islands) expect(sources, `island ${island}`).toContain(`island('${island}', ${island})`);
  });
});
