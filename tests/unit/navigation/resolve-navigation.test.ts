import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/shared/content-error';
import { readPagesTolerantly } from '../../../content/read-pages';
import { resolveNavigation } from '../../../content/navigation/resolve-navigation';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const page = (title: string, ...extra: string[]) =>
  ['---', `title: ${title}`, 'description: D', ...extra, '---', ''].join('\n');

const pages = {
  'services/index.mdx': page('Services'),
  'services/cloud.mdx': page('Cloud'),
  'services/internet-of-things.mdx': page('Internet of Things', 'aliases: [/services/iot]'),
  'contact-us.mdx': page('Contact Us'),
  'regions/us.mdx': page('United States'),
};

/** A navigation file whose services menu lists `links` (paths), the other places one fixed page each. */
function navigationYaml(...links: string[]): string {
  return [
    'utility: []',
    'menus:',
    '  - id: services',
    '    label: Services',
    '    overview:',
    '      page: /services',
    '      label: All services',
    '    links:',
    ...links.flatMap((link) => [`      - page: ${link}`, '        label: L']),
    'contact:',
    '  page: /contact-us',
    '  label: Contact Us',
    'regions:',
    '  label: US-EN',
    '  accessibleName: United States',
    '  groups:',
    '    - label: Americas',
    '      links:',
    '        - page: /regions/us',
    '          label: United States',
    'footer: []',
    'legal: []',
    '',
  ].join('\n');
}

/** The navigation of a content folder holding these files, read as the build reads it. */
function resolve(files: Record<string, string>, includeDrafts = false) {
  const root = mkdtempSync(join(tmpdir(), 'site-navigation-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'pages', file)), { recursive: true });
    writeFileSync(join(root, 'pages', file), text);
  }
  const pagesDir = join(root, 'pages');
  const { pages: table, broken } = readPagesTolerantly({ pagesDir, root, includeDrafts, asOf: '2026-11-26' });
  const { navigation, problems } = resolveNavigation({
    pagesDir,
    pagesLabel: 'pages',
    pages: table,
    brokenPaths: broken.map((entry) => entry.path),
  });
  return { navigation, messages: problems.map(formatProblem) };
}

const servicesMenu = (navigation: ReturnType<typeof resolve>['navigation']) =>
  navigation?.menus[0].links.map((link) => `${link.label} ${link.href}`);

describe('resolveNavigation', () => {
  it("turns the file's entries into links and adds the pages that join a menu, labelled with their title by default", () => {
    const { navigation, messages } = resolve({
      ...pages,
      '_navigation.yaml': navigationYaml('/services/cloud'),
      'services/edge.mdx': page('Edge Computing', 'nav: { menu: services, order: 1 }'),
      'services/data.mdx': page('Data Platforms Services', 'nav: { menu: services, label: Data Platforms }'),
    });
    expect(messages).toEqual([]);
    expect(servicesMenu(navigation)).toEqual([
      'Edge Computing /services/edge',
      'L /services/cloud',
      'Data Platforms /services/data',
    ]);
    expect(navigation?.menus[0].overview).toEqual({ label: 'All services', href: '/services' });
    expect(navigation?.regions).toEqual({
      label: 'US-EN',
      accessibleName: 'United States',
      groups: [{ label: 'Americas', links: [{ label: 'United States', href: '/regions/us' }] }],
    });
  });

  it('refuses an entry naming a page nothing is close to, saying how paths are written', () => {
    expect(resolve({ ...pages, '_navigation.yaml': navigationYaml('/services/cloud', '/partners') }).messages).toEqual([
      "pages/_navigation.yaml:11: menus 1.links 2.page: no page /partners; a page's path is its file's: /services/cloud for pages/services/cloud.mdx",
    ]);
  });

  it('refuses an entry naming a draft in a build without drafts, and accepts it with drafts', () => {
    const files = {
      ...pages,
      'services/edge.mdx': page('Edge', 'draft: true'),
      '_navigation.yaml': navigationYaml('/services/edge'),
    };
    expect(resolve(files).messages).toEqual([
      'pages/_navigation.yaml:9: menus 1.links 1.page: /services/edge is a draft, left out of this build; publish it (remove draft: true) or remove this entry',
    ]);
    expect(resolve(files, true).messages).toEqual([]);
  });

  it("shows a draft's nav entry only when drafts are built", () => {
    const files = {
      ...pages,
      'services/edge.mdx': page('Edge', 'draft: true', 'nav:', '  menu: services'),
      '_navigation.yaml': navigationYaml('/services/cloud'),
    };
    expect(servicesMenu(resolve(files).navigation)).toEqual(['L /services/cloud']);
    expect(servicesMenu(resolve(files, true).navigation)).toEqual(['L /services/cloud', 'Edge /services/edge']);
  });

  it('refuses a page listed both in the file and through its nav field, naming both places', () => {
    const files = {
      ...pages,
      'services/cloud.mdx': page('Cloud', 'nav:', '  menu: services', '  order: 2'),
      '_navigation.yaml': navigationYaml('/services/cloud'),
    };
    expect(resolve(files).messages).toEqual([
      'pages/services/cloud.mdx:4: nav: /services/cloud is listed in pages/_navigation.yaml:9 (menus 1.links 1) too; keep one of the two',
    ]);
  });

  it('refuses two menus with one id', () => {
    const yaml = navigationYaml('/services/cloud').replace(
      'menus:\n',
      'menus:\n  - id: services\n    label: More\n    links: []\n',
    );
    expect(resolve({ ...pages, '_navigation.yaml': yaml }).messages).toEqual([
      'pages/_navigation.yaml:6: menus 2.id: Used by an earlier menu too; give each menu its own id',
    ]);
  });

  it('reports a missing navigation file', () => {
    const { navigation, messages } = resolve(pages);
    expect(navigation).toBeNull();
    expect(messages).toEqual(['pages/_navigation.yaml: missing: the header and footer menus are read from this file']);
  });
});
