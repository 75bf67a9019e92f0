import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageSources } from '../../builder/page-sources/page-sources-file';
import { sourceModules } from '../../builder/page-sources/source-modules';
import { projectRoot } from '../../builder/project-root';
import { buildFile } from '../../review/build-files';
import { changeCause } from '../../review/change-sources';
import { shortSubject } from '../../review/report-summary';

const side = (pages: PageSources['pages']): PageSources => ({
  pages,
  modules: {
    frame: ['src/entry-server.tsx', 'src/layout/Layout.tsx'],
    components: { PressStrip: ['src/components/PressStrip.tsx', 'src/shared/items/news-selections.ts'] },
  },
});

describe('changeCause', () => {
  const before = side({
    '/': { files: { 'pages/index.mdx': ['its own file'], 'pages/news/q1.yaml': ['press strip'] }, components: [] },
  });
  const after = side({
    '/': {
      files: { 'pages/index.mdx': ['its own file'], 'pages/news/gdansk.mdx': ['latest news cards', 'press strip'] },
      components: ['PressStrip'],
    },
  });

  it('names the changed files the page read on either side, its own file first, then content, then code', () => {
    const changed = [
      'src/shared/items/news-selections.ts',
      'pages/news/gdansk.mdx',
      'pages/news/q1.yaml',
      'pages/solutions.mdx',
      'pages/index.mdx',
    ];
    expect(
      changeCause(
        [
          { sources: before, route: '/' },
          { sources: after, route: '/' },
        ],
        changed,
      ),
    ).toEqual({
      kind: 'own file',
      recorded: true,
      sources: [
        { file: 'pages/index.mdx', uses: ['its own file'] },
        { file: 'pages/news/gdansk.mdx', uses: ['latest news cards', 'press strip'] },
        // It left the strip: read before the change only.
        { file: 'pages/news/q1.yaml', uses: ['press strip'] },
        { file: 'src/shared/items/news-selections.ts', uses: ['PressStrip component'] },
      ],
    });
  });

  it('names the layout for code every page runs, and nothing a page did not read', () => {
    const cause = changeCause([{ sources: after, route: '/' }], ['src/layout/Layout.tsx', 'src/components/Faq.tsx']);
    expect(cause.sources).toEqual([{ file: 'src/layout/Layout.tsx', uses: ['layout'] }]);
    expect(cause.kind).toBe('elsewhere');
  });

  it('leaves out a read that showed the same on both sides: the home page reworded names no cause on a page whose breadcrumb its title makes', () => {
    const cloud = (homeCrumb: string, ownCrumb: string): PageSources =>
      side({
        '/services/cloud': {
          files: {
            'pages/index.mdx': ['breadcrumbs'],
            'pages/services/cloud.mdx': ['breadcrumbs', 'its own file'],
          },
          shown: {
            'pages/index.mdx': { breadcrumbs: homeCrumb },
            'pages/services/cloud.mdx': { breadcrumbs: ownCrumb },
          },
          components: [],
        },
      });
    const changed = ['pages/index.mdx', 'pages/services/cloud.mdx'];
    const cause = (before: PageSources, after: PageSources) =>
      changeCause(
        [
          { sources: before, route: '/services/cloud' },
          { sources: after, route: '/services/cloud' },
        ],
        changed,
      ).sources;
    // Both texts changed, neither title: the page's own file, for its own text only.
    expect(cause(cloud('home', 'cloud'), cloud('home', 'cloud'))).toEqual([
      { file: 'pages/services/cloud.mdx', uses: ['its own file'] },
    ]);
    // The home page's title changed: its breadcrumb on this page did.
    expect(cause(cloud('home', 'cloud'), cloud('home-renamed', 'cloud'))).toEqual([
      { file: 'pages/services/cloud.mdx', uses: ['its own file'] },
      { file: 'pages/index.mdx', uses: ['breadcrumbs'] },
    ]);
    // A build from before reads were recorded with what they showed: every read of a changed file counts.
    const older = side({
      '/services/cloud': { files: { 'pages/index.mdx': ['breadcrumbs'] }, components: [] },
    });
    expect(cause(older, cloud('home', 'cloud'))).toEqual([
      { file: 'pages/services/cloud.mdx', uses: ['breadcrumbs', 'its own file'] },
      { file: 'pages/index.mdx', uses: ['breadcrumbs'] },
    ]);
  });

  it('names a renamed file once, with its old path, however many reads named either path', () => {
    const list = (file: string, title: string): PageSources =>
      side({
        '/insights': {
          files: { [file]: ['insights list'] },
          shown: { [file]: { 'insights list': title } },
          components: [],
        },
      });
    const renames = new Map([['pages/insights/ai-trading.mdx', 'pages/insights/ai-in-trading.mdx']]);
    expect(
      changeCause(
        [
          { sources: list('pages/insights/ai-trading.mdx', 'a'), route: '/insights' },
          { sources: list('pages/insights/ai-in-trading.mdx', 'b'), route: '/insights' },
        ],
        ['pages/insights/ai-trading.mdx', 'pages/insights/ai-in-trading.mdx'],
        renames,
      ).sources,
    ).toEqual([
      { file: 'pages/insights/ai-in-trading.mdx', from: 'pages/insights/ai-trading.mdx', uses: ['insights list'] },
    ]);
  });

  it('says when neither build recorded its reads, rather than guess', () => {
    expect(changeCause([{ route: '/' }, { route: '/' }], ['pages/index.mdx'])).toEqual({
      kind: 'elsewhere',
      recorded: false,
      sources: [],
    });
  });
});

describe('sourceModules', () => {
  it('reads the code behind the layout and each map component from the project, through its imports', () => {
    const modules = sourceModules(projectRoot);
    expect(modules.frame).toContain('src/layout/Header.tsx');
    expect(modules.frame).not.toContain('src/components/PressStrip.tsx');
    expect(modules.components.PressStrip).toEqual(
      expect.arrayContaining([
        'src/components/PressStrip.tsx',
        'src/components/PressStrip.props.ts',
        'src/shared/items/news-selections.ts',
      ]),
    );
    expect(modules.components.HeroCarousel).toContain('src/islands/lists/HeroCarouselPhotos.tsx');
  });
});

describe('shortSubject', () => {
  it('keeps a short subject, cuts a long one at a word', () => {
    expect(shortSubject('Add the investor page')).toBe('Add the investor page');
    expect(
      shortSubject(
        'One dev document for pages, the preview and the component reference (devPageDocument); one deepEqual',
      ),
    ).toBe('One dev document for pages, the preview and the component reference…');
    expect(shortSubject('First line\n\nBody')).toBe('First line');
  });
});

describe('buildFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-review-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('maps paths as the server does and never answers with a dot-file', async () => {
    mkdirSync(join(dir, 'news'));
    writeFileSync(join(dir, 'news/index.html'), 'news');
    writeFileSync(join(dir, '404.html'), 'missing');
    writeFileSync(join(dir, '.page-sources.json'), '{}');
    expect((await buildFile(dir, '/news')).body.toString()).toBe('news');
    for (const path of ['/.page-sources.json', '/../news', '/nothing']) {
      const answer = await buildFile(dir, path);
      expect(answer.status === 404 || answer.body.toString() === 'news', path).toBe(true);
      expect(answer.body.toString()).not.toBe('{}');
    }
  });
});
