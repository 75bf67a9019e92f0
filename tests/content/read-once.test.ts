import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPageFiles } from '../../content/page-texts';
import { projectRoot } from '../../builder/build-site';
import { realBaseFiles } from './base-site';
import { fixtureSite } from './fixture-site';

const spy = join(import.meta.dirname, 'read-once/fs-open-spy.mjs');
const buildOnce = join(import.meta.dirname, 'read-once/build-once.ts');

/** How many times each file under `pagesDir` was opened by one whole build, every process and thread of it. */
function opensOfBuild(pagesDir: string, outDir: string, cacheDir: string): Map<string, number> {
  const log = join(mkdtempSync(join(tmpdir(), 'site-opens-')), 'opens.log');
  writeFileSync(log, '');
  execFileSync(process.execPath, ['--import', 'tsx', buildOnce, pagesDir, outDir, cacheDir], {
    cwd: projectRoot,
    env: { ...process.env, NODE_OPTIONS: `--import ${spy}`, FS_SPY_FOLDER: pagesDir + '/', FS_SPY_LOG: log },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const opens = new Map<string, number>();
  for (const file of readFileSync(log, 'utf8').split('\n').filter(Boolean)) opens.set(file, (opens.get(file) ?? 0) + 1);
  return opens;
}

// The good fixture over the base site (tests/content/base-site.ts): what is counted is each file's opens, not how many there are.
describe('each page file is read once per build', () => {
  const { pagesDir } = fixtureSite('good');
  const work = mkdtempSync(join(tmpdir(), 'site-read-once-'));
  const cacheDir = join(work, 'cache');
  const pageFiles = listPageFiles(pagesDir).map((file) => join(pagesDir, file));
  const timesRead = (opens: Map<string, number>) =>
    Object.fromEntries(pageFiles.map((file) => [file, opens.get(file) ?? 0]));
  const once = Object.fromEntries(pageFiles.map((file) => [file, 1]));

  it('in a cold build (nothing cached): the compile and the bundler take the text the first read found', () => {
    // Every page of the base and the fixture's.
    expect(pageFiles.length).toBeGreaterThan(realBaseFiles.filter((file) => file.endsWith('.mdx')).length);
    expect(timesRead(opensOfBuild(pagesDir, join(work, 'cold'), cacheDir))).toEqual(once);
  });

  it('in a warm build (everything cached): the caches key pages by that same text', () => {
    expect(timesRead(opensOfBuild(pagesDir, join(work, 'warm'), cacheDir))).toEqual(once);
  });
});
