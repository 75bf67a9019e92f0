import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { buildSite, projectRoot } from '../../builder/build-site';
import { formatBuildError } from '../../builder/format-build-error';
import { fixtureSite } from './fixture-site';

/**
 * Builds a fixture laid over the real pages and returns the message a copywriter reads, checking
 * nothing was written. `prepare` adds what cannot be kept in git (a generated image) to the content folder.
 */
export async function failedBuild(fixture: string, prepare?: (pagesDir: string) => Promise<unknown>): Promise<string> {
  const parent = mkdtempSync(join(tmpdir(), 'site-authoring-'));
  const outDir = join(parent, 'dist');
  const { pagesDir } = fixtureSite(fixture);
  await prepare?.(pagesDir);
  const error = await buildSite({ pagesDir, outDir }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `${fixture} should fail to build`).not.toBeNull();
  expect(existsSync(outDir)).toBe(false);
  expect(readdirSync(parent)).toEqual([]);
  return formatBuildError(error, projectRoot);
}
