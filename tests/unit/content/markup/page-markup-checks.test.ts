import { describe, expect, it } from 'vitest';
import { checkPageComponents } from '../../../../content/component-checks/page-components';
import { markdownInPlainText } from '../../../../content/component-checks/plain-text-props';
import { KnownPages } from '../../../../content/known-pages';

const site = { pages: [], known: new KnownPages([]) };

/** The errors (with line:column) for one page body. */
function errors(mdx: string): string[] {
  return checkPageComponents('pages/x.mdx', mdx, site).problems.map(
    (problem) => `${problem.line}:${problem.column}: ${problem.message}`,
  );
}

function warnings(mdx: string): string[] {
  return checkPageComponents('pages/x.mdx', mdx, site).warnings.map(
    (warning) => `${warning.line}:${warning.column}: ${warning.message}`,
  );
}

describe('headings', () => {
  it('accept one main heading and no skipped level, counting the headings components show', () => {
    expect(errors('<Hero title="Welcome" />\n\n## Why us\n\n### Cost\n\n## Next\n')).toEqual([]);
    expect(errors('# Welcome\n\n<Section title="Why us">\n  ### Cost\n</Section>\n')).toEqual([]);
    expect(
      errors('<Hero title="A" />\n\n<CardGrid>\n  <Card title="B">\n    #### Detail\n  </Card>\n</CardGrid>\n'),
    ).toEqual([]);
  });

  it('refuse a second h1, from Markdown or from a component', () => {
    expect(errors('<Hero title="Welcome" />\n\n# Our values\n')).toEqual([
      "3:1: `# Our values`: a second main heading (h1); the page's main heading is <Hero title> on line 1; use `##` here",
    ]);
    expect(errors('# Welcome\n\n<Hero title="Again" />\n')).toEqual([
      '3:1: <Hero title>: a second main heading (h1); the page\'s main heading is `# Welcome` on line 1; keep one; for a heading here use <Section title="…"> or `##`',
    ]);
  });

  it('refuse a skipped level, naming the level to use', () => {
    expect(errors('<Hero title="Welcome" />\n\n## Why us\n\n#### Cost\n')).toEqual([
      '5:1: `#### Cost`: skips a heading level (the heading above it is `## Why us` on line 3); use `###` here',
    ]);
    expect(errors('<Hero title="W" />\n\n<Section title="Why us">\n  #### Cost\n</Section>\n')).toEqual([
      '4:3: `#### Cost`: skips a heading level (the heading above it is <Section title> on line 3); use `###` here',
    ]);
    expect(errors('<Hero title="W" />\n\n<h4>Cost</h4>\n')).toEqual([
      '3:1: `<h4>Cost</h4>`: skips a heading level (the heading above it is <Hero title> on line 1); use `##` here',
    ]);
  });
});

describe('Markdown in a plain-text prop', () => {
  it('is refused with the text to write instead', () => {
    expect(errors('<Hero title="Our **new** office in [Gdańsk](/news)" />\n')).toEqual([
      '1:7: <Hero> title: this prop is plain text, so the brackets and asterisks would show on the page; write title="Our new office in Gdańsk"',
    ]);
    expect(errors('<Card title="A _fresh_ start" />\n')).toEqual([
      '1:7: <Card> title: this prop is plain text, so the underscores would show on the page; write title="A fresh start"',
    ]);
    expect(errors("<Hero title=\"A\" actions={[{ label: '*Now*', href: '/contact-us' }]} />\n")).toEqual([
      '1:36: <Hero> actions 1.label: this prop is plain text, so the asterisks would show on the page; write "Now"',
    ]);
  });

  it('leaves addresses, file names and plain punctuation alone', () => {
    expect(errors('<Card title="5 * 3 = 15" href="/files/my_file_name.pdf" />\n')).toEqual([]);
    expect(markdownInPlainText('snake_case_name and 2*3*4')).toBeNull();
    expect(markdownInPlainText('__init__ is **bold**')?.plain).toBe('init is bold');
  });
});

describe('markup that does not do what it looks like', () => {
  it('refuses a class or style pasted onto HTML, naming what to use instead', () => {
    expect(errors('<div class="note">\n  Text\n</div>\n')).toEqual([
      '1:6: `<div class="note">`: a class does nothing on this site, whose look comes from its components; remove it: for a band of the page use <Section> (tone="muted" tints it), for a box of text <Card>; see /_components',
    ]);
    expect(errors('Some <span style="color: red">red</span> text.\n')).toEqual([
      '1:12: `<span style="color: red">`: inline styles are not used on this site, whose look comes from its components; remove it: for emphasis write **bold** or _italics_; for a band or box use <Section> or <Card>',
    ]);
  });

  it('refuses a link whose address has spaces, with the address to write', () => {
    expect(errors('Read [the annual report](/files/Annual Report 2025.pdf) today.\n')).toEqual([
      '1:6: link "the annual report" -> /files/Annual Report 2025.pdf: an address cannot hold spaces, so this shows as typed instead of as a link; rename the file without spaces, or write %20 for each space: /files/Annual%20Report%202025.pdf',
    ]);
    expect(errors('Read [the report](</files/Annual Report.pdf>) or [this](/a.pdf "Title").\n')).toEqual([]);
  });

  it('warns of a paragraph swallowed by the list above it', () => {
    expect(warnings('- one\n- two\nThis was meant as a paragraph.\n')).toEqual([
      "3:1: this line joins the list item on line 2, so it shows inside that bullet; if it starts a new paragraph, put a blank line before it; if it belongs to the item, indent it to line up with the item's text",
    ]);
    expect(warnings('- one\n- two that wraps\n  onto a second line\n\nA paragraph.\n')).toEqual([]);
  });

  it('warns of a component inside a list item', () => {
    expect(warnings('- one\n- two\n  <Card title="A" />\n')).toEqual([
      '3:3: <Card> is inside the list item on line 2, so it shows inside that bullet; to show it after the list, put a blank line before it and start it at the beginning of the line',
    ]);
    expect(warnings('- <ButtonLink href="/contact-us">Talk to us</ButtonLink>\n')).toEqual([
      '1:3: <ButtonLink> is inside the list item on line 1, so it shows inside that bullet; move it out of the list, after a blank line',
    ]);
  });
});
