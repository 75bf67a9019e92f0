import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDevSite } from './dev-site';

// Pages of this file's own names in the shared dev server's copy of the content, as a copywriter adds them.
const dev = sharedDevSite();
const { label } = dev;

// Each page a title of its own: two pages sharing one is a problem of its own.
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: Where we work.\n---\n\n${body}\n`;

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
        'Offices',
        '<Hero title="Offices">Where we work.</Hero>\n\n## Europe\n\n#### Gdańsk\n\n<div class="note">Closed</div>',
      ),
      'lists.mdx': page(
        'Office list',
        '<Hero title="Offices">Where we work.</Hero>\n\n- Boston\n- London\nWe are hiring in both.',
      ),
      'pasted.mdx': page(
        'Office film',
        '<Hero title="Offices">Where we work.</Hero>\n\n<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" />',
      ),
      'slips.mdx': page(
        'Our offices around the world, from Boston to Bangalore, and Sydney',
        '<Hero title="Offices">Where we work.</Hero>\n\n## OUR OFFICES\n\nSee [click here](/contact-us).',
      ),
    });
  });

  afterAll(async () => {
    await dev.removePages(['headings.mdx', 'lists.mdx', 'pasted.mdx', 'slips.mdx']);
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

  it('shows a pasted iframe in place of the page, pointing to <Video>', async () => {
    const html = unescaped(await (await fetch(dev.url + '/pasted')).text());
    expect(/<pre>([\s\S]*?)<\/pre>/.exec(html)?.[1]).toBe(
      `${label}/pasted.mdx:8:1: <iframe>: an embed pasted from another site is not shown on this site: it would load that site and its trackers on every visit; for a YouTube video write <Video youtube="https://www.youtube.com/watch?v=…" title="What the video shows" />, for anything else link to it; see /_components`,
    );
  });

  it("lists a copy editor's slips in the banner: a long title, a heading in capitals, a click-here link", async () => {
    const response = await fetch(dev.url + '/slips');
    expect(response.status).toBe(200);
    const html = unescaped(await response.text());
    expect(html).toContain('3 warnings on this page; the build still passes');
    for (const warning of [
      `${label}/slips.mdx:2</code>: warning: title: "Our offices around the world, from Boston to Bangalore, and Sydney" is 66 characters long; search results cut titles at about 60, so shorten it (the page's heading can stay longer)`,
      `${label}/slips.mdx:8:1</code>: warning: \`## OUR OFFICES\` is written in capitals; write headings in sentence case (\`## Our offices\`): the design sets their case`,
      `${label}/slips.mdx:10:5</code>: warning: link text "click here" does not say where it leads, and screen readers and search engines read links on their own; write what the visitor finds there as the link's text, e.g. [the 2025 annual report](/contact-us)`,
    ])
      expect(html).toContain(warning);
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
