import { describe, expect, it } from 'vitest';
import { linksInMdx } from '../../../../content/links/mdx-links';

const frontmatter = '---\ntitle: A page\ndescription: Links.\n---\n';

describe('linksInMdx', () => {
  it('finds Markdown links, images and definitions, at their place in the file (frontmatter lines counted)', () => {
    const text = `${frontmatter}\nSee [our *cloud* services](/services/cloud) and ![The team](/images/team.png).\n\n[jobs]: /jobs\n`;
    expect(linksInMdx(text)).toEqual([
      { url: '/services/cloud', text: 'our cloud services', kind: 'any', line: 6, column: 5 },
      { url: '/images/team.png', text: 'The team', kind: 'file', markdownImage: true, line: 6, column: 49 },
      { url: '/jobs', text: 'jobs', kind: 'any', line: 8, column: 1 },
    ]);
  });

  it('finds URL props of elements, named by the prop that describes them, else the element text', () => {
    const text = [
      '<Card title="Cloud" href="/services/cloud">Move to the cloud.</Card>',
      '<ButtonLink href={"/contact-us"}>Talk to us</ButtonLink>',
      '<CaseStudyCard image="/images/a.svg" imageAlt="A chart" />',
    ].join('\n\n');
    expect(linksInMdx(text)).toEqual([
      { url: '/services/cloud', text: 'Cloud', kind: 'any', line: 1, column: 21 },
      { url: '/contact-us', text: 'Talk to us', kind: 'any', line: 3, column: 13 },
      { url: '/images/a.svg', text: 'A chart', kind: 'file', line: 5, column: 16 },
    ]);
  });

  it('finds URL keys in object and list props', () => {
    const text = `<Hero title="x" actions={[{ label: 'Contact', href: '/contact-us' }]} slides={[{ "image": \`/images/s.svg\`, imageAlt: 'Slide' }]} />`;
    expect(linksInMdx(text)).toEqual([
      { url: '/contact-us', text: 'Contact', kind: 'any', line: 1, column: 47 },
      { url: '/images/s.svg', text: 'Slide', kind: 'file', line: 1, column: 82 },
    ]);
  });

  it('leaves out code, comments and props that are not URLs', () => {
    const text = [
      '`[x](/inline)`',
      '```md\n[y](/fenced)\n```',
      '{/* [z](/comment) */}',
      '<Section title="/not-a-link" hrefLang="en" />',
    ].join('\n\n');
    expect(linksInMdx(text)).toEqual([]);
  });

  it('decodes entities and escapes, and shortens long text, keeping it whole beside', () => {
    const text = `[${'word '.repeat(20)}](/a\\_b) <a href="/x?a=1&amp;b=2">x</a>`;
    expect(linksInMdx(text)).toEqual([
      {
        url: '/a_b',
        text: `${'word '.repeat(11)}word…`,
        fullText: `${'word '.repeat(19)}word`,
        kind: 'any',
        line: 1,
        column: 1,
      },
      { url: '/x?a=1&b=2', text: 'x', kind: 'any', line: 1, column: 114 },
    ]);
  });

  it('throws on a page that is not valid MDX', () => {
    expect(() => linksInMdx('<Card title="x">')).toThrow();
  });
});

describe('linksInMdx and URL names', () => {
  it('checks href and src always, other URL names only when they hold a path or a photo beside the page', () => {
    const text = `<Timeline items={[{ to: '2024', icon: 'cloud', link: '/jobs' }]} />\n\n<Card href="contact" image="team.png" />`;
    expect(linksInMdx(text).map(({ url, photoProp }) => [url, photoProp ?? false])).toEqual([
      ['/jobs', false],
      ['contact', false],
      ['team.png', true],
    ]);
  });
});

describe('linksInMdx and link text', () => {
  it('joins the paragraphs of an element with a space', () => {
    const text = '<ButtonLink href="/jobs">\n\nSee open\n\njobs now\n\n</ButtonLink>';
    expect(linksInMdx(text).map(({ text: shown }) => shown)).toEqual(['See open jobs now']);
  });
});
