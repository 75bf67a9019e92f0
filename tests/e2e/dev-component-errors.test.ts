import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDevSite } from './dev-site';

// Pages of this file's own names in the shared dev server's copy of the content, as a copywriter adds them.
const dev = sharedDevSite();
const { label } = dev;

const page = (body: string, frontmatter = 'title: Figures\ndescription: A page of figures.') =>
  `---\n${frontmatter}\n---\n\n${body}\n`;

/** The text of the error page's `<pre>`, as the browser shows it. */
async function errorText(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const pre = /<pre>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '';
  return pre
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe('the dev server, for a page that misuses a component', () => {
  beforeAll(async () => {
    await dev.addPages({
      'figures.mdx': page(
        '<Section tone="mutd" title="Figures">\n  <StatsGrid stats={[{ value: 40, label: \'countries\' }]} />\n</Section>',
      ),
      'no-description.mdx': page('<Section tone="grey" />', 'title: No description'),
    });
  });

  afterAll(async () => {
    await dev.removePages(['figures.mdx', 'no-description.mdx']);
  });

  it('shows every problem of the page viewed, with its line and column, in the browser and the terminal', async () => {
    const expected = [
      `${label}/figures.mdx:6:10: <Section> tone: "mutd" is not one of default, muted`,
      `${label}/figures.mdx:7:31: <StatsGrid> stats 1.value: must be text; put it in quotes: '40'`,
    ].join('\n');
    const mark = dev.mark();
    expect(await errorText(dev.url + '/figures')).toBe(expected);
    await expect.poll(() => dev.outputSince(mark)).toContain(expected);
  });

  it('shows frontmatter and component problems together', async () => {
    expect(await errorText(dev.url + '/no-description')).toBe(
      [
        `${label}/no-description.mdx:3: description: write the description (one or two sentences for search results and link previews)`,
        `${label}/no-description.mdx:5:10: <Section> tone: "grey" is not one of default, muted`,
      ].join('\n'),
    );
  });

  it('shows the page once it is fixed, and other pages all along', async () => {
    expect((await fetch(dev.url + '/about-us')).status).toBe(200);
    writeFileSync(
      join(dev.pagesDir, 'figures.mdx'),
      page(
        '<Section tone="muted" title="Figures">\n  <StatsGrid stats={[{ value: \'40\', label: \'countries\' }]} />\n</Section>',
      ),
    );
    await expect.poll(async () => (await fetch(dev.url + '/figures')).status, { timeout: 60_000 }).toBe(200);
  });
});
