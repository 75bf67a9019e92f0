import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../builder/project-root';
import { readSite, type Site } from '../../../content/read-site';
import { today } from '../../../src/shared/publication/as-of';
import { readFrontmatter, setYamlField } from '../../../studio/shared/frontmatter-edit';
import { pathReferences, renamePage, updateReferences } from '../../../studio/server/rename-page';
import { LocalWorkspace } from '../../../studio/server/workspace';
import { WorkspaceRefusal } from '../../../studio/server/workspace-access';

let scratch: string;
let pagesDir: string;
let publicDir: string;
let workspace: LocalWorkspace;

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'rename-page-'));
  pagesDir = join(scratch, 'pages');
  publicDir = join(scratch, 'public');
  cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
  cpSync(join(projectRoot, 'public'), publicDir, { recursive: true });
  workspace = new LocalWorkspace({ pagesDir, publicDir });
});

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const siteOf = (strict = false): Site =>
  readSite({
    root: projectRoot,
    pagesDir,
    publicDir,
    asOf: today(),
    includeDrafts: !strict,
    tolerant: !strict,
    checkLinks: strict,
  });

const page = (file: string) => readFileSync(join(pagesDir, file), 'utf8');
const write = (file: string, text: string) => writeFileSync(join(pagesDir, file), text);

/** Every text file under the pages folder, by its path there. */
function allTexts(): Map<string, string> {
  const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(mdx|yaml)$/.test(file),
  );
  return new Map(
    files.map((file) => [`pages/${file.split('\\').join('/')}`, readFileSync(join(pagesDir, file), 'utf8')]),
  );
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WorkspaceRefusal) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal, the rename went ahead');
}

describe('renamePage and updateReferences', () => {
  it(
    'rename an industry: alias added, every link, menu entry, reference and prop updated, the strict build reading passes',
    { timeout: 120_000 },
    async () => {
      // Places the real pages do not have yet: an anchor, a link definition, a reference prop, an item's link.
      write(
        'about-us.mdx',
        page('about-us.mdx') +
          '\nRead about our [banking work](/industries/banking#case-studies) and [banks][banks].\n\n[banks]: /industries/banking\n\n<PageCards paths={["/industries/banking", "/industries/retail"]} />\n',
      );
      write(
        'news/wef-partnership.yaml',
        page('news/wef-partnership.yaml').replace('link: /wef-partnership', 'link: /industries/banking'),
      );
      const before = allTexts();
      const expected = pathReferences(before, '/industries/banking');
      const kinds = new Set(expected.map((reference) => reference.kind));
      for (const kind of ['link', 'menu entry', 'industry', 'PageCards paths', 'link'])
        expect(kinds, [...kinds].join(', ')).toContain(kind);
      expect(expected).toContainEqual({
        file: 'pages/about-us.mdx',
        line: expect.any(Number),
        column: expect.any(Number),
        kind: 'link',
        text: '/industries/banking#case-studies',
      });
      expect(expected.some((reference) => reference.file === 'pages/news/wef-partnership.yaml')).toBe(true);

      const result = await renamePage(workspace, siteOf(), {
        file: 'pages/industries/banking.mdx',
        newPath: '/industries/banking-finance',
      });
      expect(result.file).toBe('pages/industries/banking-finance.mdx');
      expect(existsSync(join(pagesDir, 'industries/banking.mdx'))).toBe(false);
      const moved = page('industries/banking-finance.mdx');
      expect(readFrontmatter(moved).data.aliases).toContain('/industries/banking');
      // Only the aliases line was added to the page.
      const original = before.get('pages/industries/banking.mdx')!;
      expect(moved.replace(/\naliases:.*\n(  - .*\n)*/, '\n')).toBe(
        original.replace(/\naliases:.*\n(  - .*\n)*/, '\n'),
      );
      // The same places, the page's own (its CaseStudies prop) now in its new file, below its new aliases.
      const placeless = (references: typeof expected) =>
        references.map(({ file, kind, text }) => ({ file: file.replace('banking-finance', 'banking'), kind, text }));
      expect(placeless(result.references)).toEqual(placeless(expected));

      const updated = await updateReferences(workspace, siteOf(), {
        oldPath: '/industries/banking',
        newPath: '/industries/banking-finance',
      });
      expect(updated.files).toEqual([...new Set(result.references.map((reference) => reference.file))].sort());
      expect(pathReferences(allTexts(), '/industries/banking')).toEqual([]);

      // No file names the old path any more, but for the alias; anchors kept, slugs renamed.
      for (const [file, text] of allTexts()) {
        const naming = text
          .split('\n')
          .filter((line) => /\/industries\/banking(?![\w-])|industry: banking$/.test(line));
        expect(naming, file).toEqual(file === result.file ? ['  - /industries/banking'] : []);
      }
      expect(page('about-us.mdx')).toContain('[banking work](/industries/banking-finance#case-studies)');
      expect(page('about-us.mdx')).toContain('[banks]: /industries/banking-finance\n');
      expect(page('about-us.mdx')).toContain('paths={["/industries/banking-finance", "/industries/retail"]}');
      expect(page('case-studies/banking-cloud.mdx')).toContain('\nindustry: banking-finance\n');
      expect(page('_navigation.yaml')).toContain('      - page: /industries/banking-finance\n        label: Banking\n');

      // The diff of each changed file is the old path's text alone.
      for (const file of updated.files.filter((changed) => changed !== result.file)) {
        const old = before.get(file)!;
        const now = allTexts().get(file)!;
        expect(
          now
            .replaceAll('/industries/banking-finance', '/industries/banking')
            .replaceAll(': banking-finance', ': banking'),
          file,
        ).toBe(old);
      }
      expect(() => siteOf(true)).not.toThrow();
    },
  );

  it(
    'moves a photo only this page shows with it, and copies one another page shows too',
    { timeout: 120_000 },
    async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a58a8' } })
        .png()
        .toBuffer();
      writeFileSync(join(pagesDir, 'culture-team.png'), png);
      writeFileSync(join(pagesDir, 'culture-office.png'), png);
      write(
        'culture.mdx',
        `${page('culture.mdx')}\n![Our team at work](./culture-team.png)\n\n![The office](./culture-office.png)\n`,
      );
      write('careers.mdx', `${page('careers.mdx')}\n![The office](./culture-office.png)\n`);
      const result = await renamePage(workspace, siteOf(), { file: 'pages/culture.mdx', newPath: '/about/culture' });
      expect(result.file).toBe('pages/about/culture.mdx');
      expect(result.moved.sort()).toEqual(['pages/about/culture-office.png', 'pages/about/culture-team.png']);
      expect(existsSync(join(pagesDir, 'culture-team.png'))).toBe(false);
      expect(existsSync(join(pagesDir, 'culture-office.png'))).toBe(true);
      await updateReferences(workspace, siteOf(), { oldPath: '/culture', newPath: '/about/culture' });
      expect(pathReferences(allTexts(), '/culture')).toEqual([]);
      expect(() => siteOf(true)).not.toThrow();
    },
  );

  it("takes the page's translations along, with their own aliases and links", { timeout: 120_000 }, async () => {
    const result = await renamePage(workspace, siteOf(), { file: 'pages/about-us.mdx', newPath: '/about-company' });
    expect(existsSync(join(pagesDir, 'hi/about-us.mdx'))).toBe(false);
    expect(readFrontmatter(page('hi/about-company.mdx')).data.aliases).toContain('/hi/about-us');
    expect(readFrontmatter(page('about-company.mdx')).data.aliases).toContain('/about-us');
    expect(result.references.length).toBeGreaterThan(0);
    await updateReferences(workspace, siteOf(), { oldPath: '/about-us', newPath: '/about-company' });
    expect(pathReferences(allTexts(), '/about-us')).toEqual([]);
    expect(pathReferences(allTexts(), '/hi/about-us')).toEqual([]);
    expect(() => siteOf(true)).not.toThrow();
  });

  it('refuses, in words, what it cannot do', async () => {
    const site = siteOf();
    const rename = (file: string, newPath: string) => refusal(renamePage(workspace, site, { file, newPath }));
    expect(await rename('pages/services/cloud.mdx', '/Services/Cloud Platform')).toEqual({
      status: 422,
      message: expect.stringMatching(/^\/Services\/Cloud Platform cannot be an address: .*lower-case/),
    });
    expect(await rename('pages/services/cloud.mdx', '/services/ai-analytics')).toEqual({
      status: 409,
      message:
        '/services/ai-analytics is taken: it is the address of pages/services/ai-analytics.mdx. Choose another address.',
    });
    expect(await rename('pages/services/cloud.mdx', '/ai')).toEqual({
      status: 409,
      message: expect.stringContaining('/ai is taken: it is an old address of pages/services/ai-analytics.mdx'),
    });
    expect((await rename('pages/services/index.mdx', '/offerings')).message).toMatch(/front page of its folder/);
    expect((await rename('pages/case-studies/banking-cloud.mdx', '/stories/banking-cloud')).message).toMatch(
      /have fields of their own/,
    );
    expect((await rename('pages/industries/banking.mdx', '/sectors/banking')).status).toBe(422);
    expect((await rename('pages/_navigation.yaml', '/navigation')).status).toBe(400);
    // Nothing was moved or written.
    expect(existsSync(join(pagesDir, 'services/cloud.mdx'))).toBe(true);
    expect(page('services/cloud.mdx')).toBe(readFileSync(join(projectRoot, 'pages/services/cloud.mdx'), 'utf8'));
  });

  it('renames a page to one of its own old addresses, which then leaves its aliases', async () => {
    const result = await renamePage(workspace, siteOf(), { file: 'pages/investors.mdx', newPath: '/about/investors' });
    expect(result.file).toBe('pages/about/investors.mdx');
    expect(readFrontmatter(page('about/investors.mdx')).data.aliases).toEqual([
      { path: '/financial-results', anchor: 'financials' },
      '/investors',
    ]);
  });
});

describe('setYamlField', () => {
  it('changes one menu entry of the real navigation file, and nothing else', () => {
    const navigation = readFileSync(join(projectRoot, 'pages/_navigation.yaml'), 'utf8');
    const changed = setYamlField(navigation, ['menus', 0, 'links', 1, 'page'], '/industries/banking-finance');
    expect(changed).toBe(navigation.replace('- page: /industries/banking\n', '- page: /industries/banking-finance\n'));
  });
});
