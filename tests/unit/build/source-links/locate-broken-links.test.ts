import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locateBrokenLinks } from '../../../../content/links/locate-broken-links';

const origin = 'https://www.example.com';
const root = mkdtempSync(join(tmpdir(), 'locate-links-'));
writeFileSync(
  join(root, 'a.mdx'),
  '---\ntitle: A\nimage: /images/gone.png\n---\n\nGo [to the top](#top) or [up](#top).\n',
);
writeFileSync(join(root, 'b.mdx'), '<Card title="x" \n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('locateBrokenLinks', () => {
  it('places a link at each Markdown link or prop that writes it, with its text', () => {
    expect(
      locateBrokenLinks([{ file: 'a.mdx', link: '#top', why: 'no element with id "top" on /a' }], root, origin),
    ).toEqual([
      { file: 'a.mdx', line: 6, column: 4, message: 'link "to the top" -> #top: no element with id "top" on /a' },
      { file: 'a.mdx', line: 6, column: 26, message: 'link "up" -> #top: no element with id "top" on /a' },
    ]);
  });

  it('places a link built from a frontmatter field on that field, also when the page made it absolute', () => {
    expect(
      locateBrokenLinks(
        [{ file: 'a.mdx', link: `${origin}/images/gone.png`, why: 'no page, alias or file at this path' }],
        root,
        origin,
      ),
    ).toEqual([
      {
        file: 'a.mdx',
        line: 3,
        column: 8,
        message: `link -> ${origin}/images/gone.png: no page, alias or file at this path`,
      },
    ]);
  });

  it('names the file alone when the source does not write the link, or cannot be parsed', () => {
    expect(
      locateBrokenLinks(
        [{ file: 'b.mdx', link: '/nowhere', why: 'no page, alias or file at this path' }],
        root,
        origin,
      ),
    ).toEqual([{ file: 'b.mdx', message: 'link -> /nowhere: no page, alias or file at this path' }]);
  });
});
