import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { readSite } from '../../content/read-site';
import { ContentError, formatProblem } from '../../src/shared/content-error';
import { fixtureSite } from './fixture-site';

/** The messages of the build's first step (frontmatter and links), which stops before anything is bundled. */
function firstStepMessages(fixture: string, asOf: string): string[] {
  const { pagesDir } = fixtureSite(fixture);
  try {
    readSite({ pagesDir, root: projectRoot, includeDrafts: false, asOf, publicDir: join(projectRoot, 'public') });
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

describe('a scheduled page’s links', () => {
  it('are checked before its day, since a broken one would stop the build that publishes it', () => {
    expect(firstStepMessages('schedule-broken-link', '2026-11-26')).toEqual([
      'tests/.tmp/schedule-broken-link/blog/later-post.mdx:11:12: link "our cloud services" -> /services/clod: no page, alias or file at this path; did you mean /services/cloud?',
    ]);
  });
});
