import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../builder/project-root';
import { linkChecker } from '../../../../content/links/link-check';
import { pageLinkFindings } from '../../../../content/links/page-links';

const check = linkChecker({
  origin: 'https://www.example.com',
  pages: new Map([
    ['/', {}],
    ['/page', {}],
    ['/services/cloud', {}],
  ]),
  redirects: [],
  files: new Set(['/images/logo.svg']),
  drafts: new Set(['/news/draft']),
});
const from = { path: '/page', allowHashLinks: false };

describe('pageLinkFindings', () => {
  it('reports each link that leads nowhere with its place, text and why', () => {
    const text = '---\ntitle: x\n---\n\n[Cloud](/services/cloud) [News](/news/draft) ![Logo](/images/logo.png)\n';
    expect(pageLinkFindings(text, from, check)).toEqual([
      {
        url: '/news/draft',
        text: 'News',
        kind: 'any',
        line: 5,
        column: 26,
        why: '/news/draft is a draft; publish it or remove the link',
      },
      {
        url: '/images/logo.png',
        text: 'Logo',
        kind: 'file',
        markdownImage: true,
        line: 5,
        column: 46,
        why: 'no file at public/images/logo.png',
      },
    ]);
  });

  it('does not parse a page whose links all resolve, so even invalid MDX passes here (its compile reports it)', () => {
    expect(pageLinkFindings('<Card href="/services/cloud">', from, check)).toEqual([]);
  });

  it('ignores a broken URL that the parse shows is in code', () => {
    expect(pageLinkFindings('```\n[x](/nowhere)\n```\n', from, check)).toEqual([]);
  });

  it('still reports a broken link, with its place, on a page that is not valid MDX', () => {
    expect(pageLinkFindings('<Card>\n\n[x](/nowhere)', from, check)).toEqual([
      { url: '/nowhere', text: '', kind: 'any', line: 3, column: 3, why: 'no page, alias or file at this path' },
    ]);
  });

  it('refuses a Markdown image without alt text, even one whose file exists', () => {
    expect(pageLinkFindings('![](/images/logo.svg)\n', from, check)).toEqual([
      {
        url: '/images/logo.svg',
        text: '',
        kind: 'file',
        markdownImage: true,
        line: 1,
        column: 1,
        why: 'no alt text; write what the image shows between the brackets, e.g. ![Team at work](/images/logo.svg)',
      },
    ]);
  });

  it('looks for a photo beside the page, and names the path it looked at', () => {
    const page = {
      absolute: join(projectRoot, 'pages/about/index.mdx'),
      label: 'pages/about/index.mdx',
      folder: join(projectRoot, 'pages'),
    };
    const findings = pageLinkFindings(
      '![Team](./team.jpg) ![Map](../nowhere/map.png) ![Logo](../../public/images/og-default.png)\n',
      from,
      check,
      page,
    );
    expect(findings.map(({ url, why }) => `${url}: ${why}`)).toEqual([
      './team.jpg: no file at pages/about/team.jpg',
      '../nowhere/map.png: no file at pages/nowhere/map.png',
      '../../public/images/og-default.png: ../../public/images/og-default.png leads out of the pages folder, and the site takes no photo from outside it; put the photo beside the page and write ./og-default.png',
    ]);
  });

  it('looks for a photo a component prop names beside the page, and leaves one that is there alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'photo-prop-'));
    writeFileSync(join(dir, 'team.jpg'), '');
    const page = { absolute: join(dir, 'index.mdx'), label: 'pages/about/index.mdx', folder: dir };
    const text = [
      '<Banner image="./team.jpg" imageAlt="The team" />',
      '',
      '<Intro title="Us" image="photos/office.png" imageAlt="The office">Hello</Intro>',
      '',
    ].join('\n');
    expect(pageLinkFindings(text, from, check, page)).toEqual([
      {
        url: 'photos/office.png',
        text: 'The office',
        kind: 'file',
        photoProp: true,
        line: 3,
        column: 19,
        why: 'no file at pages/about/photos/office.png',
      },
    ]);
  });
});
