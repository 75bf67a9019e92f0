import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngSize } from '../../builder/share-images/png-size';
import { buildAndRead } from '../../review/build-sides';
import { compareSites } from '../../review/compare-sites';
import { changedFiles } from '../../review/git';
import { htmlReport } from '../../review/html/html-report';
import { copyReplacedImages } from '../../review/image-replacements';
import { createHtmlParser } from '../../review/html-tree';
import { markdownReport } from '../../review/markdown-report';
import type { ReviewReport } from '../../review/report-model';
import { revisionLine, summaryCounts } from '../../review/report-summary';
import { serveReview } from '../../review/serve-review';
import type { SiteSnapshot } from '../../review/site-snapshot';
import { pagesToShoot, takeScreenshots } from '../../review/screenshots/take-screenshots';
import { createReviewRepo, type ReviewRepo } from './review-repo';

/**
 * One commit of a scratch repository makes the changes a content pull request makes: a news item
 * that reaches three pages, a page moved as it was, a page moved and reworded, a new page, and
 * nothing else. Both commits are built by the real build, once.
 */
let repo: ReviewRepo;
const educationNow = '/images/illustrations/cloud-3.svg';
const finance = 'public/images/illustrations/finance.svg';
const outRoot = mkdtempSync(join(tmpdir(), 'site-review-causes-'));
let before: SiteSnapshot;
let after: SiteSnapshot;
let report: ReviewReport;
let markdown: string;

const news = 'pages/news/gdansk.mdx';
const newsItem = `---
title: Northstar opens a delivery centre in Gdańsk
description: Northstar Technologies opens a delivery centre in Gdańsk, Poland, with room for 400 engineers.
date: 2026-11-20
kind: Press release
label: Expansion
stripTitle: Northstar opens a delivery centre in Gdańsk
featured: true
investors: true
---

<Hero eyebrow="Press release" title="Northstar opens a delivery centre in Gdańsk">
  Room for 400 engineers on the Baltic coast.
</Hero>
`;

beforeAll(async () => {
  const parse = await createHtmlParser();
  repo = createReviewRepo('causes');
  const base = repo.git('rev-parse', 'HEAD');

  repo.write(news, newsItem);
  // Articles no page links by hand: lists find them at their new paths.
  const carbon = repo.read('pages/insights/blue-carbon.mdx');
  repo.remove('pages/insights/blue-carbon.mdx');
  repo.write(
    'pages/insights/blue-carbon-markets.mdx',
    carbon.replace(/^---\n/, '---\naliases: [/insights/blue-carbon]\n'),
  );
  const trading = repo.read('pages/insights/ai-trading.mdx');
  repo.remove('pages/insights/ai-trading.mdx');
  repo.write(
    'pages/insights/ai-in-trading.mdx',
    trading
      .replace(/^---\n/, '---\naliases: [/insights/ai-trading]\n')
      .replace('Trading firms are not new to algorithms.', 'Trading desks have long used algorithms.'),
  );
  repo.write(
    'pages/services/review-automation.mdx',
    '---\ntitle: Review Automation\ndescription: Automated reviews of every change.\n---\n\n<Hero eyebrow="Services" title="Reviews that read the page">\n  Every change, read as a visitor reads it.\n</Hero>\n',
  );
  // An illustration replaced in its place by another file, and another replaced at its own path.
  repo.write(
    'pages/industries/education.mdx',
    repo.read('pages/industries/education.mdx').replace('/images/illustrations/education.svg', educationNow),
  );
  repo.write(finance, repo.read('public/images/illustrations/finance-2.svg'));
  const head = repo.commit('Open Gdańsk, move two articles, add a page, and mark <main>');

  // The base in a worktree, the head as the repository's working tree: at once, as `npm run review` builds.
  [before, after] = await Promise.all([
    buildAndRead(repo.root, { label: 'base', source: { commit: base }, outDir: join(outRoot, 'base') }, parse),
    buildAndRead(repo.root, { label: 'head', source: 'working tree', outDir: join(outRoot, 'head') }, parse),
  ]);
  const comparison = await compareSites({
    before,
    after,
    changedFiles: await changedFiles(repo.root, base, head),
    descriptionLimit: 160,
  });
  report = {
    base: { name: 'main', commit: base, subject: 'The site as committed in the project' },
    current: 'working tree',
    notes: [],
    ...comparison,
  };
  markdown = markdownReport(report);
}, 600_000);

afterAll(() => {
  repo?.dispose();
  rmSync(outRoot, { recursive: true, force: true });
});

const causeOf = (route: string) => report.changed.find((page) => page.route === route)?.cause.sources;

describe('causes from what each page read in the build', () => {
  it('names the news item and the list that shows it on /, /news and /investors, and nothing else', () => {
    expect(causeOf('/')).toEqual([{ file: news, uses: ['latest news cards', 'press strip'] }]);
    expect(causeOf('/news')).toEqual([{ file: news, uses: ['news list'] }]);
    expect(causeOf('/investors')).toEqual([{ file: news, uses: ['investor news'] }]);
    expect(markdown).toContain('Changed by `pages/news/gdansk.mdx` (latest news cards, press strip)');
    expect(markdown).toContain('Changed by `pages/news/gdansk.mdx` (news list)');
    expect(markdown).not.toMatch(/likely|possible/i);
  });
});

describe('moves', () => {
  it('tells a page moved behind an alias as a move, with a text diff only where the text changed', () => {
    expect(
      report.moved
        .map(({ from, route, sections }) => ({ from, route, textChanged: sections.length > 0 }))
        .sort((a, b) => a.route.localeCompare(b.route)),
    ).toEqual([
      { from: '/insights/ai-trading', route: '/insights/ai-in-trading', textChanged: true },
      { from: '/insights/blue-carbon', route: '/insights/blue-carbon-markets', textChanged: false },
    ]);
    const addedOrRemoved = [...report.added, ...report.removed].map((page) => page.route);
    for (const route of [
      '/insights/ai-trading',
      '/insights/ai-in-trading',
      '/insights/blue-carbon',
      '/insights/blue-carbon-markets',
    ])
      expect(addedOrRemoved).not.toContain(route);
    // Each move's alias is a redirect, listed and counted as one (the summary says "2 moved; 2 redirects").
    expect(report.redirects).toEqual([
      { kind: 'added', from: '/insights/ai-trading', to: '/insights/ai-in-trading', move: true },
      { kind: 'added', from: '/insights/blue-carbon', to: '/insights/blue-carbon-markets', move: true },
    ]);
    expect(markdown).toContain(
      '- moved `/insights/blue-carbon` → `/insights/blue-carbon-markets` (old address redirects) — Blue carbon needs better measurement before bigger markets.',
    );
    expect(markdown).toContain('- added: `/insights/blue-carbon` → `/insights/blue-carbon-markets` (the page moved)');
    expect(markdown).toContain('(moved from `/insights/ai-trading`)');
    // A moved page's file is one cause, old → new, on the page itself and on the lists that show it.
    const moved = report.moved.find((page) => page.route === '/insights/ai-in-trading');
    expect(
      moved?.cause.sources
        .filter((source) => /ai-(in-)?trading/.test(source.file))
        .map(({ file, from }) => [from, file]),
    ).toEqual([['pages/insights/ai-trading.mdx', 'pages/insights/ai-in-trading.mdx']]);
    expect(markdown).toContain('`pages/insights/ai-trading.mdx` → `pages/insights/ai-in-trading.mdx` (');
    const named = [...report.changed, ...report.moved].flatMap((page) => page.cause.sources.map(({ file }) => file));
    expect(named).not.toContain('pages/insights/ai-trading.mdx');
    expect(named).not.toContain('pages/insights/blue-carbon.mdx');
    expect(markdown).not.toContain('(moved from `/insights/blue-carbon`)');
    expect(markdown).toContain('Trading ~~firms are not new to~~ **desks have long used** algorithms.');
  });
});

describe('images replaced in place', () => {
  it('pairs an image pointed elsewhere in the same place, finds a file replaced at its path, and shows both before → after', async () => {
    const replaced = report.replacedImages ?? [];
    expect(replaced.map(({ before, after }) => [before, after])).toEqual(
      expect.arrayContaining([
        ['/images/illustrations/education.svg', educationNow],
        ['/images/illustrations/finance.svg', '/images/illustrations/finance.svg'],
      ]),
    );
    // The site's cards avoid their page's own illustration, so others on the page may move too: each told, with its page.
    for (const image of replaced) expect(image.routes.length).toBeGreaterThan(0);
    const education = replaced.find((image) => image.after === educationNow);
    expect(education?.routes).toEqual(['/industries/education']);
    expect(education?.alt).toMatch(/^Abstract illustration/);
    // The finance file's pages did not change their HTML: found by the bytes, with every page showing it.
    const financePages = replaced.find((image) => image.after === '/images/illustrations/finance.svg')?.routes;
    expect(financePages).toContain('/industries/banking');
    expect(report.changed.map((page) => page.route)).not.toContain('/industries/banking');
    expect(markdown).toContain(`- \`/images/illustrations/education.svg\` → \`${educationNow}\` — “`);
    expect(markdown).toContain('- `/images/illustrations/finance.svg`: the file was replaced (same path, new image)');
    const folder = mkdtempSync(join(tmpdir(), 'site-review-replaced-'));
    try {
      const copied = structuredClone(replaced);
      await copyReplacedImages(copied, before.outDir, after.outDir, folder);
      const html = htmlReport({ ...report, replacedImages: copied });
      expect(html).toContain('<img src="replaced/before/images/illustrations/education.svg" alt="Before: Abstract');
      expect(html).toContain(`<img src="replaced/after${educationNow}" alt="After: Abstract`);
      expect(readFileSync(join(folder, 'replaced/after/images/illustrations/finance.svg'), 'utf8')).toBe(
        repo.read(finance),
      );
      expect(readFileSync(join(folder, 'replaced/before/images/illustrations/finance.svg'), 'utf8')).not.toBe(
        repo.read(finance),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a new page in full', () => {
  it('has its text, folded in the HTML report, and the share image the build drew for it', async () => {
    const page = report.added.find((candidate) => candidate.route === '/services/review-automation');
    expect(page?.description).toBe('Automated reviews of every change.');
    const text = page?.sections.flatMap((section) => section.runs.map((run) => ('text' in run ? run.text : '')));
    expect(text?.join(' ')).toContain('Every change, read as a visitor reads it.');
    expect(page?.shareImage).toBe('/images/share/services/review-automation.png');
    expect(await pngSize(join(after.outDir, page!.shareImage!))).toEqual({ width: 1200, height: 630 });
    const html = htmlReport(report);
    expect(html).toMatch(/<details><summary>Its text<\/summary>.*Every change, read as a visitor reads it\./s);
    expect(html).toContain('<img src="images/share/services/review-automation.png"');
    expect(markdown).toContain('Share image: `/images/share/services/review-automation.png`');
  });
});

describe('the summary', () => {
  it('quotes the base as its short hash and subject, then the counts', () => {
    const long = {
      name: 'main',
      commit: report.base.commit,
      subject:
        'One dev document for pages, the preview and the component reference (devPageDocument); one deepEqual for the studio',
    };
    expect(revisionLine(long)).toBe(
      `${report.base.commit.slice(0, 7)} One dev document for pages, the preview and the component reference…`,
    );
    // The news item's lists and the header, which no page here changes: the pages changed on their own.
    expect(report.shared).toEqual([]);
    const own = new Set([
      ...report.changed.map((page) => page.route),
      ...report.markupOnly.flatMap((group) => group.routes),
    ]).size;
    expect(summaryCounts(report)).toBe(
      `${own} pages changed on their own, 2 added, 0 removed, 2 moved; ${report.replacedImages?.length} images replaced; 2 redirects; 0 warnings.`,
    );
    expect(markdown).toContain(`Base: ${report.base.commit.slice(0, 7)} The site as committed in the project (main)`);
  });
});

describe('screenshots', () => {
  it('shoots the most changed pages first, leaves out pages that changed only out of sight', () => {
    const pages = pagesToShoot(report);
    const weights = pages.map((page) => page.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const order = pages.map((page) => page.route);
    for (const route of ['/', '/news', '/investors', '/services/review-automation', '/insights/ai-in-trading'])
      expect(order).toContain(route);
    expect(pages.find((page) => page.route === '/insights/ai-in-trading')?.from).toBe('/insights/ai-trading');
    // Moved without a word changed, and a list whose link to a moved page changed: both to look at.
    expect(pages.find((page) => page.route === '/insights/blue-carbon-markets')?.from).toBe('/insights/blue-carbon');
    expect(order).toContain('/industries/blue-economy');
    // A page of each image replaced in place, though a new file at the same path changed no HTML.
    for (const image of report.replacedImages ?? []) expect(order).toContain(image.routes[0]);
  });

  it('keeps shots whose pixels differ, with the difference marked, and drops pages whose pixels did not', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-review-shots-'));
    try {
      const shots = await takeScreenshots({
        report: {
          ...report,
          changed: report.changed.filter((page) => page.route === '/news'),
          // Moved without a word changed: its after shot is kept even with no pixel changed.
          moved: report.moved.filter((page) => page.route === '/insights/blue-carbon-markets'),
          added: [],
          removed: [],
          shared: [],
          replacedImages: [],
          // A page told as changed in markup alone, whose pixels are the same on both sides.
          markupOnly: [{ routes: ['/404'], hunks: [], cause: { kind: 'elsewhere', sources: [], recorded: true } }],
        },
        beforeDir: before.outDir,
        afterDir: after.outDir,
        reportDir: folder,
        log: () => {},
      });
      expect(shots.unchanged).toEqual(['/404']);
      expect(shots.shots.map((shot) => [shot.route, shot.width])).toEqual([
        ['/news', 1280],
        ['/news', 375],
        ['/insights/blue-carbon-markets', 1280],
        ['/insights/blue-carbon-markets', 375],
      ]);
      for (const shot of shots.shots.filter((candidate) => candidate.route === '/insights/blue-carbon-markets')) {
        expect([shot.differingShare, shot.before, shot.difference]).toEqual([0, undefined, undefined]);
        expect(existsSync(join(folder, shot.after!))).toBe(true);
      }
      for (const shot of shots.shots.filter((candidate) => candidate.route === '/news')) {
        expect(shot.differingShare).toBeGreaterThan(0);
        expect(existsSync(join(folder, shot.difference!))).toBe(true);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('--serve', () => {
  it('serves both builds and the report; the report links each page before, after and side by side', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-review-serve-'));
    const server = await serveReview(before.outDir, after.outDir, folder);
    try {
      const html = htmlReport({ ...report, served: server.served });
      writeFileSync(join(folder, 'report.html'), html);
      const home = await fetch(`${server.served.report}/`);
      expect(await home.text()).toBe(html);
      const links = Array.from(html.matchAll(/<a href="([^"]+)">(before|after|side by side)<\/a>/g), ([, href]) =>
        href.replaceAll('&amp;', '&'),
      );
      expect(links).toContain(`${server.served.before}/insights/ai-trading`);
      expect(links).toContain(`${server.served.after}/insights/ai-in-trading`);
      const news = await fetch(`${server.served.after}/news`);
      expect(news.status).toBe(200);
      expect(await news.text()).toContain('Northstar opens a delivery centre in Gdańsk');
      const oldNews = await (await fetch(`${server.served.before}/news`)).text();
      expect(oldNews).not.toContain('Gdańsk');
      const sideBySide = links.find((link) => link.includes('/compare?'))!;
      const compare = await (await fetch(sideBySide)).text();
      expect(compare).toMatch(/<iframe src="http:\/\/127\.0\.0\.1:\d+\//);
      // Every link answers: a new page links its after version alone.
      for (const link of links) expect((await fetch(link)).status, link).toBe(200);
      expect(links).not.toContain(`${server.served.before}/news/gdansk`);
      // The build's own record is never served.
      expect((await fetch(`${server.served.after}/.page-sources.json`)).status).toBe(404);
    } finally {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
