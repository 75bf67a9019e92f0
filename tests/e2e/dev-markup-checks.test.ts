import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDevSite } from './dev-site';

// Pages of this file's own names in the shared dev server's copy of the content, as a copywriter adds them.
const dev = sharedDevSite();
const { label } = dev;

const page = (body: string) => `---\ntitle: Offices\ndescription: Where we work.\n---\n\n${body}\n`;

function unescaped(html: string): string {
  return html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe('the dev server, for headings and markup that do not do what they look like', () => {
  beforeAll(async () => {
    await dev.addPages({
      'headings.mdx': page(
        '<Hero title="Offices">Where we work.</Hero>\n\n## Europe\n\n#### Gdańsk\n\n<div class="note">Closed</div>',
      ),
      'lists.mdx': page('<Hero title="Offices">Where we work.</Hero>\n\n- Boston\n- London\nWe are hiring in both.'),
    });
  });

  afterAll(async () => {
    await dev.removePages(['headings.mdx', 'lists.mdx']);
  });

  it('shows the errors of the page viewed in place of the page, with line and column', async () => {
    const html = unescaped(await (await fetch(dev.url + '/headings')).text());
    const pre = /<pre>([\s\S]*?)<\/pre>/.exec(html)?.[1];
    expect(pre).toBe(
      [
        `${label}/headings.mdx:10:1: \`#### Gdańsk\`: skips a heading level (the heading above it is \`## Europe\` on line 8); use \`###\` here`,
        `${label}/headings.mdx:12:6: \`<div class="note">\`: a class does nothing on this site, whose look comes from its components; remove it: for a band of the page use <Section> (tone="muted" tints it), for a box of text <Card>; see /_components`,
      ].join('\n'),
    );
  });

  it('lists the warnings in the banner above the page, which still renders', async () => {
    const response = await fetch(dev.url + '/lists');
    expect(response.status).toBe(200);
    const html = unescaped(await response.text());
    expect(html).toContain('1 warning on this page; the build still passes');
    expect(html).toContain(
      `${label}/lists.mdx:10:1</code>: warning: this line joins the list item on line 9, so it shows inside that bullet; if it starts a new paragraph, put a blank line before it; if it belongs to the item, indent it to line up with the item's text`,
    );
  });
});
