import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { projectRoot } from '../../builder/build-site';
import { checkPage } from '../../content/check-page';
import { readSite, type Site } from '../../content/read-site';
import { ContentError, formatProblem, sortedByPlace, type ContentProblem } from '../../src/shared/content-error';
import { today } from '../../src/shared/publication/as-of';
import { fixtureSite, type FixtureSiteOptions } from './fixture-site';

const publicDir = join(projectRoot, 'public');

/** The problems of the build's first step (`readSite`: frontmatter, references, navigation, data files, links). */
function firstStepProblems(pagesDir: string, asOf: string): { site?: Site; problems: ContentProblem[] } {
  try {
    return { site: readSite({ pagesDir, root: projectRoot, includeDrafts: false, asOf, publicDir }), problems: [] };
  } catch (error) {
    if (error instanceof ContentError) return { problems: error.problems };
    throw error;
  }
}

/**
 * What the build's first step (`readSite`, which stops the build before anything is compiled or
 * bundled) says of a fixture laid over the base site, one problem a line as the build prints them;
 * empty when it passes.
 */
export function firstStepMessages(fixture: string, options: FixtureSiteOptions & { asOf?: string } = {}): string {
  const { pagesDir } = fixtureSite(fixture, options);
  return firstStepProblems(pagesDir, options.asOf ?? today())
    .problems.map(formatProblem)
    .join('\n');
}

/** The `.mdx` files of a fixture, relative to its folder. */
function fixturePages(fixture: string): string[] {
  const folder = join(projectRoot, 'tests/fixtures/content', fixture);
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export interface PageMessages {
  /** What would stop the build, one a line, sorted by file and place, as the build prints them. */
  problems: string;
  /** What the build would warn of, formatted as it prints them. */
  warnings: string[];
}

/**
 * What the check of one page says of each page a fixture adds, once the site around it has passed
 * the first step: its components, headings and markup, and its MDX compile (`checkPage`, the same
 * checks and compile options the build's steps use, for one page). The first step must pass:
 * otherwise the build would stop there, and this throws with its problems.
 */
export async function pageMessages(fixture: string, options: FixtureSiteOptions = {}): Promise<PageMessages> {
  const { pagesDir } = fixtureSite(fixture, options);
  const { site, problems: firstStep } = firstStepProblems(pagesDir, today());
  if (!site) throw new Error(`${fixture} stops at the first step:\n${firstStep.map(formatProblem).join('\n')}`);
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  for (const file of fixturePages(fixture)) {
    const text = readFileSync(join(pagesDir, file), 'utf8');
    const check = await checkPage(site, { file, text }, { root: projectRoot, pagesDir, publicDir });
    problems.push(...check.problems);
    warnings.push(...check.warnings);
  }
  return {
    problems: sortedByPlace(problems).map(formatProblem).join('\n'),
    warnings: sortedByPlace(warnings).map(formatProblem),
  };
}
