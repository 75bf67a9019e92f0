import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { islandNames, loadedScripts } from '../../../bench/script-graph';

const outDir = mkdtempSync(join(tmpdir(), 'script-graph-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
mkdirSync(join(outDir, 'assets'));
const files: Record<string, string> = {
  'entry-AAAAAAAA.js': 'var e=1;const h=()=>import(`./hydrate-BBBBBBBB.js`);',
  'hydrate-BBBBBBBB.js':
    'import{t}from"./entry-AAAAAAAA.js";const l={a:()=>import(`./HeroCarousel-CCCCCCCC.js`),b:()=>import("./InvestorNews-DDDDDDDD.js")};',
  'HeroCarousel-CCCCCCCC.js': 'import{t as e}from"./hydrate-BBBBBBBB.js";import{t}from"./jsx-EEEEEEEE.js";',
  'InvestorNews-DDDDDDDD.js': 'import{t}from"./jsx-EEEEEEEE.js";',
  'jsx-EEEEEEEE.js': 'export{};',
};
for (const [name, code] of Object.entries(files)) writeFileSync(join(outDir, 'assets', name), code);

describe('loadedScripts', () => {
  it('follows static and dynamic imports, but only into the chunks of islands the page shows', async () => {
    const loaded = await loadedScripts(
      outDir,
      ['/assets/entry-AAAAAAAA.js'],
      ['InvestorNews'],
      ['HeroCarousel', 'InvestorNews'],
    );
    expect(loaded.sort()).toEqual([
      '/assets/InvestorNews-DDDDDDDD.js',
      '/assets/entry-AAAAAAAA.js',
      '/assets/hydrate-BBBBBBBB.js',
      '/assets/jsx-EEEEEEEE.js',
    ]);
  });

  it('says which file is missing', async () => {
    await expect(loadedScripts(outDir, ['/assets/gone-FFFFFFFF.js'], [], [])).rejects.toThrow(
      'a page loads /assets/gone-FFFFFFFF.js, but the output has no such file',
    );
  });
});

describe('islandNames', () => {
  it('lists the islands of src/islands', () => {
    expect(islandNames()).toEqual(expect.arrayContaining(['HeroCarousel', 'InvestorNews']));
    expect(islandNames()).not.toContain('filter-by-title');
  });
});
