import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndRead } from '../../review/build-sides';
import { compareSites } from '../../review/compare-sites';
import { changedFiles } from '../../review/git';
import { createHtmlParser, type HtmlParser } from '../../review/html-tree';
import { markdownReport } from '../../review/markdown-report';
import type { ReviewReport } from '../../review/report-model';
import type { SiteSnapshot } from '../../review/site-snapshot';
import { createReviewRepo, type ReviewRepo } from './review-repo';

/**
 * Each commit of a temporary repository is one kind of change; each is built once (in the real
 * build, through a temporary worktree, as `npm run review` builds its base) and compared with the
 * commit before it. The report's sections are pinned for each.
 */
let repo: ReviewRepo;
let parse: HtmlParser;
const outRoot = mkdtempSync(join(tmpdir(), 'site-review-changes-'));
const commits: Record<string, string> = {};
const builds = new Map<string, Promise<SiteSnapshot>>();

function built(commit: string): Promise<SiteSnapshot> {
  let build = builds.get(commit);
  if (!build) {
    build = buildAndRead(
      repo.root,
      { label: commit.slice(0, 7), source: { commit }, outDir: join(outRoot, commit) },
      parse,
    );
    builds.set(commit, build);
  }
  return build;
}

/** The report of one commit against the one before it. */
async function review(name: string, previous: string): Promise<{ report: ReviewReport; markdown: string }> {
  const [before, after] = [await built(commits[previous]), await built(commits[name])];
  const comparison = await compareSites({
    before,
    after,
    changedFiles: await changedFiles(repo.root, commits[previous], commits[name]),
    descriptionLimit: 160,
  });
  const report: ReviewReport = {
    base: { name: previous, commit: commits[previous], subject: previous },
    current: 'working tree',
    notes: [],
    ...comparison,
  };
  return { report, markdown: markdownReport(report) };
}

const sectionsOf = (markdown: string) => Array.from(markdown.matchAll(/^## (.+)$/gm), ([, title]) => title);

beforeAll(async () => {
  parse = await createHtmlParser();
  repo = createReviewRepo('changes');
  commits.start = repo.git('rev-parse', 'HEAD');

  repo.edit(
    'pages/services/cloud.mdx',
    'Our cloud teams combine platform engineers',
    'Our cloud teams bring together platform engineers',
  );
  commits.reword = repo.commit('Reword one paragraph');

  repo.write(
    'pages/services/review-automation.mdx',
    '---\ntitle: Review Automation\ndescription: Automated reviews of every change.\n---\n\n<Hero eyebrow="Services" title="Reviews that read the page">\n  Every change, read as a visitor reads it.\n</Hero>\n',
  );
  commits.addPage = repo.commit('Add a page');

  repo.edit('pages/services/internet-of-things.mdx', 'aliases: [/services/iot]', 'aliases: []');
  commits.removeAlias = repo.commit('Remove an alias');

  repo.edit(
    'pages/case-studies/banking-ai.mdx',
    'title: AI that stops fraud before it lands',
    'title: AI that catches fraud before it lands',
  );
  commits.renameCaseStudy = repo.commit('Rename a case study shown on other pages');

  repo.edit('src/layout/Layout.tsx', 'className="outline-none"', 'className="outline-none review-marker"');
  commits.componentCode = repo.commit('Change only the markup of a component every page uses');

  repo.write('src/styles/site.css', `${repo.read('src/styles/site.css')}\n.review-marker { outline-offset: 2px; }\n`);
  commits.assetsOnly = repo.commit('Change the stylesheet, so only asset names change in the HTML');

  repo.edit('pages/_navigation.yaml', '    label: Investors\n\n', '    label: Investor relations\n\n');
  repo.edit(
    'pages/services/cloud.mdx',
    'Our cloud teams bring together platform engineers',
    'Our cloud teams unite platform engineers',
  );
  commits.navigationLabel = repo.commit('Rename a label of the header and reword one page');

  repo.edit('pages/index.mdx', 'We contribute research and practitioners', 'We lend research and practitioners');
  repo.edit(
    'pages/services/cloud.mdx',
    'Our cloud teams unite platform engineers',
    'Our cloud teams join platform engineers',
  );
  commits.homeText = repo.commit("Reword the home page's text and one other page");

  await built(commits.start);
  // Two cores shared with other work: the first build may take minutes.
}, 900_000);

afterAll(() => {
  repo?.dispose();
  rmSync(outRoot, { recursive: true, force: true });
});

describe('npm run review: what each kind of change reports', () => {
  it('(a) a reworded paragraph: the page, its own file, and the words by section', async () => {
    const { report, markdown } = await review('reword', 'start');
    expect(sectionsOf(markdown)).toEqual(['Routes', 'Text changes']);
    expect(report.changed).toEqual([
      {
        route: '/services/cloud',
        title: 'Cloud Services',
        aspects: ['text'],
        cause: {
          kind: 'own file',
          recorded: true,
          // Its breadcrumb trail ends at its own title, which did not change: only its own text is named.
          sources: [{ file: 'pages/services/cloud.mdx', uses: ['its own file'] }],
        },
        changedWords: 3,
      },
    ]);
    expect(markdown).toContain(
      '- `/services/cloud` — Cloud Services: text. Changed by `pages/services/cloud.mdx` (its own file)',
    );
    expect(markdown).toContain(
      '**From first workload to cloud-native operations**\n\n> … rather than rises. · Our cloud teams ~~combine~~ **bring together** platform engineers, security specialists and FinOps …',
    );
  });

  it('(b) a new page: the route and its title, the lists that now show it changed by its file, its title and description', async () => {
    const { report, markdown } = await review('addPage', 'reword');
    expect(sectionsOf(markdown)).toEqual([
      'Routes',
      'Text changes',
      'New pages',
      'Changed by other files',
      // The not-found page suggests from every page's address and title: it names the new one, unseen.
      'Markup only',
      'Links',
      'SEO and sharing',
      'Feeds and files for crawlers',
    ]);
    expect(report.markupOnly.flatMap((group) => group.routes)).toEqual(['/404']);
    // Crawlers are told of the new address.
    expect(report.siteFiles).toEqual([
      { file: '/sitemap.xml', changes: ['1 address added: `/services/review-automation`'] },
    ]);
    expect(markdown).toContain('- `/sitemap.xml`: 1 address added: `/services/review-automation`');
    expect(report.added.map((page) => [page.route, page.title])).toEqual([
      ['/services/review-automation', 'Review Automation'],
    ]);
    expect(Object.fromEntries(report.changed.map((page) => [page.route, page.cause.sources]))).toEqual({
      '/services': [{ file: 'pages/services/review-automation.mdx', uses: ['section index'] }],
      '/sitemap': [{ file: 'pages/services/review-automation.mdx', uses: ['site map'] }],
    });
    expect(markdown).toContain(
      // The card's text, its link and its arrow apart: the link's screen-reader text reads on with the link.
      '**All services › Review Automation** (new section)\n\n> **Automated reviews of every change.** · **Learn more: Review Automation** · **→**',
    );
    expect(markdown).toContain('- `/services`: added `/services/review-automation`');
    expect(markdown).toContain(
      '| `/services/review-automation` | title | (new page) | Review Automation \\| Northstar Technologies |',
    );
  });

  it('(c) a removed alias: the redirect only, since no page shows aliases', async () => {
    const { report, markdown } = await review('removeAlias', 'addPage');
    expect(sectionsOf(markdown)).toEqual(['Redirects']);
    expect(report.redirects).toEqual([
      { kind: 'removed', from: '/services/iot', to: '/services/internet-of-things', nowA: 'missing page' },
    ]);
    expect(markdown).toContain(
      '- removed: `/services/iot` → `/services/internet-of-things` (`/services/iot` now answers 404)',
    );
  });

  it('(d) a case study renamed: its title, and each page that lists it, changed by that file', async () => {
    const { report, markdown } = await review('renameCaseStudy', 'removeAlias');
    expect(sectionsOf(markdown)).toEqual([
      'Routes',
      'Text changes',
      'Changed by other files',
      'Markup only',
      'SEO and sharing',
    ]);
    expect(report.markupOnly.flatMap((group) => group.routes)).toEqual(['/404']);
    const study = 'pages/case-studies/banking-ai.mdx';
    expect(Object.fromEntries(report.changed.map((page) => [page.route, [page.aspects, page.cause.sources]]))).toEqual({
      // Its breadcrumb trail names it, so its own text changes too.
      '/case-studies/banking-ai': [['text', 'head tags'], [{ file: study, uses: ['breadcrumbs', 'its own file'] }]],
      '/case-studies': [['text'], [{ file: study, uses: ['case study index'] }]],
      '/industries/banking': [['text'], [{ file: study, uses: ['case study list'] }]],
      '/services/ai-analytics': [['text'], [{ file: study, uses: ['case study list'] }]],
      '/sitemap': [['text'], [{ file: study, uses: ['site map'] }]],
    });
    expect(markdown).toMatch(/- `pages\/case-studies\/banking-ai\.mdx`: .*`\/case-studies` \(case study index\)/);
    expect(markdown).toContain(
      // The next card's label ("Application") is not read into this card's link.
      '**Case studies › AI that catches fraud before it lands** (heading was "AI that stops fraud before it lands")\n\n> … customers. · Read case study: AI that ~~stops~~ **catches** fraud before it lands · → · Application …',
    );
    expect(report.seo.titlesAndDescriptions).toEqual([
      {
        route: '/case-studies/banking-ai',
        tag: 'title',
        before: 'AI that stops fraud before it lands | Northstar Technologies',
        after: 'AI that catches fraud before it lands | Northstar Technologies',
      },
    ]);
    // og:title and twitter:title follow the title: not told again.
    expect(report.seo.otherTags).toEqual([]);
  });

  it('(e) a component whose markup every page shows: markup only, every page, no text diffs', async () => {
    const { report, markdown } = await review('componentCode', 'renameCaseStudy');
    expect(sectionsOf(markdown)).toEqual(['Changed by other files', 'Markup only']);
    expect(report.changed).toEqual([]);
    expect(report.content).toEqual([]);
    expect(report.markupOnly).toHaveLength(1);
    const [group] = report.markupOnly;
    const pageCount = (await built(commits.componentCode)).pages.size;
    expect(group.routes).toHaveLength(pageCount);
    expect(group.cause.sources).toEqual([{ file: 'src/layout/Layout.tsx', uses: ['layout'] }]);
    expect(group.hunks).toEqual([
      {
        before: '<main id="main" tabindex="-1" class="outline-none">',
        after: '<main id="main" tabindex="-1" class="outline-none review-marker">',
      },
    ]);
    expect(markdown).toContain(`- ${pageCount} pages (\`/404\`, \`/about-us\``);
    expect(markdown).toContain(`and ${pageCount - 5} more). Changed by \`src/layout/Layout.tsx\` (layout):`);
  });

  it('a change of asset names alone reports nothing', async () => {
    const [before, after] = [await built(commits.componentCode), await built(commits.assetsOnly)];
    const html = (site: SiteSnapshot) => readFileSync(join(site.outDir, 'services/cloud/index.html'), 'utf8');
    expect(html(after)).not.toBe(html(before));
    const { markdown } = await review('assetsOnly', 'componentCode');
    expect(sectionsOf(markdown)).toEqual([]);
    expect(markdown).toContain('0 pages changed on their own, 0 added, 0 removed, 0 moved; 0 redirects; 0 warnings.');
  });

  it('(g) a navigation label renamed and one page reworded: the header once with its pages, apart from the one page changed on its own', async () => {
    const { report, markdown } = await review('navigationLabel', 'assetsOnly');
    const pageCount = (await built(commits.navigationLabel)).pages.size;
    // The 404 and search pages show the menus in their own text too: they changed on their own.
    expect(report.changed.map((page) => page.route).sort()).toEqual(['/404', '/search', '/services/cloud']);
    expect(report.markupOnly).toEqual([]);
    const header = report.shared.filter((change) => change.region === 'header');
    const headerRoutes = new Set(header.flatMap((change) => change.routes));
    expect(headerRoutes.has('/')).toBe(true);
    expect(headerRoutes.has('/services/cloud')).toBe(true);
    const summary = markdown.split('\n')[4];
    expect(summary).toBe(
      `Header: ${header.length} ${header.length === 1 ? 'change' : 'changes'}, on ${headerRoutes.size === pageCount ? `every page (${pageCount})` : `${headerRoutes.size} of ${pageCount} pages`}. ` +
        '3 pages changed on their own, 0 added, 0 removed, 0 moved; 0 redirects; 0 warnings.',
    );
  });

  it('(h) the home page reworded with another page: no cause on that page is the home page, though its breadcrumb and the menus read it', async () => {
    const { report } = await review('homeText', 'navigationLabel');
    expect(Object.fromEntries(report.changed.map((page) => [page.route, page.cause.sources]))).toEqual({
      '/': [{ file: 'pages/index.mdx', uses: ['its own file'] }],
      '/services/cloud': [{ file: 'pages/services/cloud.mdx', uses: ['its own file'] }],
    });
    // What the reads of the home page showed on the reworded page, recorded by its render on both sides.
    const [before, after] = [await built(commits.navigationLabel), await built(commits.homeText)];
    for (const site of [before, after])
      expect(site.sources?.pages['/services/cloud']?.shown?.['pages/index.mdx']).toEqual(
        expect.objectContaining({ breadcrumbs: expect.any(String) }),
      );
  });
});
