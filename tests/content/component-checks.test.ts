import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { failedBuild } from './authoring-failed-build';
import { firstStepMessages, pageMessages } from './fixture-checks';
import { sharedGoodBuild, sharedLabel } from './shared-build';

describe('component misuse stops the build with file:line:column, before any page renders', () => {
  const page = (name: string) => `tests/.tmp/component-mistakes/mistakes/${name}.mdx`;
  let lines: string[];

  // Each page checked alone against the site (checkPage: the build's component checks, before any
  // compile or render); laid over the real pages, whose case studies the message suggests.
  // authoring-markup.test.ts builds a page of this kind whole, to see the build stop.
  beforeAll(async () => {
    lines = (await pageMessages('component-mistakes', { over: 'real' })).problems.split('\n');
  });

  it('an unknown prop, with the name it most likely meant', () => {
    expect(lines).toContain(
      `${page('unknown-prop')}:7:16: <CaseStudies> industri: unknown prop; did you mean industry?`,
    );
  });

  it('a value outside the allowed list, listing the allowed values', () => {
    expect(lines).toContain(`${page('enum-value')}:6:10: <Section> tone: "mutd" is not one of default, muted`);
  });

  it('values of the wrong type: a number written as text, text written as a number inside a list', () => {
    expect(lines).toContain(
      `${page('wrong-type')}:7:35: <CaseStudies> limit: must be a number; write limit={6}, not limit="6"`,
    );
    expect(lines).toContain(
      `${page('wrong-type')}:8:68: <StatsGrid> stats 2.value: must be text; put it in quotes: '40'`,
    );
  });

  it('a missing required prop, saying what it is for', () => {
    expect(lines).toContain(
      `${page('missing-prop')}:7:3: <Banner> is missing imageAlt (what the image shows, for people who cannot see it)`,
    );
  });

  it('a slug or name of a page that does not exist, with the nearest real ones', () => {
    expect(lines).toContain(
      `${page('unknown-slug')}:7:16: <CaseStudies> industry: no industry page /industries/bankng; did you mean banking?`,
    );
    expect(lines).toContain(
      `${page('unknown-slug')}:8:43: <FeaturedCaseStudies> names 2: no case study /case-studies/quantum-leap; the closest are automotive, banking-ai, financial-app`,
    );
  });

  it('content given to a component that takes none, and missing where one needs it', () => {
    expect(lines).toContain(
      `${page('content-misuse')}:7:3: <StatsGrid> takes no content between its tags; write <StatsGrid … /> instead`,
    );
    expect(lines).toContain(`${page('content-misuse')}:10:3: <Prose> needs content between <Prose> and </Prose>`);
  });

  it('reports every mistake in every page in one round, sorted by file, then line', () => {
    expect(lines).toHaveLength(9);
    expect(lines).toEqual(
      [...lines].sort((a, b) => {
        const [fileA, lineA, columnA] = a.split(':');
        const [fileB, lineB, columnB] = b.split(':');
        return fileA.localeCompare(fileB) || Number(lineA) - Number(lineB) || Number(columnA) - Number(columnB);
      }),
    );
  });
});

describe('component problems and frontmatter problems', () => {
  // When the first step (readSite) finds a problem, it checks every page's components itself, so one round reports all.
  it('are reported together, sorted by file and line', () => {
    expect(firstStepMessages('component-with-frontmatter')).toBe(
      [
        'tests/.tmp/component-with-frontmatter/mistakes/bad-tone.mdx:6:10: <Section> tone: "grey" is not one of default, muted',
        'tests/.tmp/component-with-frontmatter/mistakes/no-title.mdx:3: title: write the title',
      ].join('\n'),
    );
  });

  it('a page with a missing description is reported alone: pages naming it, or linking to it, are not', () => {
    expect(firstStepMessages('component-missing-description')).toBe(
      'tests/.tmp/component-missing-description/services/cloud.mdx:3: description: write the description (one or two sentences for search results and link previews)',
    );
  });
});

describe('values only known when the page renders', () => {
  it('cannot be written: a prop worked out by code is refused before anything renders, with its place', async () => {
    expect(await failedBuild('component-render-time')).toBe(
      "tests/.tmp/component-render-time/worked-out.mdx:6:16: pages hold content, not code: `tone={'mu' + 'td'}` in <Section> is code; write the value itself instead: text in quotes (`tone=\"…\"`), a number, true or false in braces (`tone={3}`)",
    );
  });
});

describe('a listing component that finds nothing', () => {
  const warning = (folder: string) =>
    `${folder}/services/quantum.mdx:11:3: warning: <CaseStudies service="quantum"> finds nothing to list, so it shows nothing there for now`;
  let outDir: string;
  let log: string[];

  // Built with the other good fixtures over the base site, in one build (shared-build.ts).
  beforeAll(async () => {
    ({ outDir, log } = await sharedGoodBuild());
  });

  it('warns with the file and line, read from the page alone', async () => {
    expect((await pageMessages('component-empty-listing')).warnings).toEqual([
      warning('tests/.tmp/component-empty-listing'),
    ]);
  });

  it('warns with the file and line, and the build goes on', () => {
    expect(log).toContain(warning(sharedLabel));
  });

  it('shows nothing in its place', () => {
    const html = readFileSync(join(outDir, 'services/quantum/index.html'), 'utf8');
    expect(html).toContain('Case studies');
    expect(html).not.toContain('Read case study');
  });
});
