import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  islandExtension,
  islandFile,
  islandFilesGlob,
  islandNameOfFile,
  islandOfChunk,
  islandsFolder,
} from '../../../src/hydration/island-paths';

const projectDir = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const hydratorFile = 'src/hydration/hydrate-islands.ts';
const hydrator = readFileSync(join(projectDir, hydratorFile), 'utf8');
/** The islands folder as the hydrator's import.meta.glob sees it: relative to its own folder. */
const islandsFromHydrator = posix.relative(posix.dirname(hydratorFile), islandsFolder);

describe('the island path rule', () => {
  it('is what the hydrator hands import.meta.glob, which takes only a literal', () => {
    const globs = Array.from(
      hydrator.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']*)'/g),
      ([, literal]) => literal,
    );
    expect(globs).toEqual([`${islandsFromHydrator}/*${islandExtension}`]);
    expect(posix.join(posix.dirname(hydratorFile), globs[0])).toBe(islandFilesGlob);
  });

  it('is how the hydrator finds an island by name among the globbed modules', () => {
    expect(hydrator).toContain(`loaders[\`${islandsFromHydrator}/\${name}${islandExtension}\`]`);
  });

  it('names an island after its file directly in the islands folder', () => {
    expect(islandFile('HeroCarousel')).toBe('src/islands/HeroCarousel.tsx');
    expect(islandNameOfFile('HeroCarousel.tsx')).toBe('HeroCarousel');
    expect(islandNameOfFile('HeroCarousel.props.ts')).toBeUndefined();
    expect(islandNameOfFile('filter-by-title.ts')).toBeUndefined();
    expect(islandNameOfFile('lists/BlogFinderList.tsx')).toBeUndefined();
  });

  it('finds the islands of the site, none in lists/ or finder/', () => {
    const names = readdirSync(join(projectDir, islandsFolder)).flatMap((file) => islandNameOfFile(file) ?? []);
    expect(names).toEqual(expect.arrayContaining(['BlogFinder', 'HeroCarousel', 'InvestorNews', 'ResearchFinder']));
    expect(names).not.toContain('BlogFinderList');
    // A name is a component's: the chunk pattern and island('Name', Name) rely on it.
    for (const name of names) expect(name).toMatch(/^[A-Z]\w*$/);
  });

  it('knows an island chunk by its name and 8-character hash', () => {
    const islands = ['Finder', 'BlogFinder', 'HeroCarousel'];
    expect(islandOfChunk('assets/HeroCarousel-D0kqJbMp.js', islands)).toBe('HeroCarousel');
    expect(islandOfChunk('/assets/BlogFinder-_R_PwS5C.js', islands)).toBe('BlogFinder');
    expect(islandOfChunk('Finder-VmUQYAqG.js', islands)).toBe('Finder');
    expect(islandOfChunk('assets/HeroCarousel-D0kqJbMp.css', islands)).toBeUndefined();
    expect(islandOfChunk('assets/HeroCarousel-short.js', islands)).toBeUndefined();
    expect(islandOfChunk('assets/hydrate-islands-DPrvc2Nz.js', islands)).toBeUndefined();
  });
});
