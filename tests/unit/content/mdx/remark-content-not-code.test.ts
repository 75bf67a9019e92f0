import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../builder/project-root';
import { mdxOptions } from '../../../../content/mdx/mdx-options';
import { mdxPageSource } from '../../../../content/mdx/mdx-page-source';
import { compileMessage } from '../mdx-messages/compile-message';

const textAdvice = 'write the text itself instead of `{…}` (to show curly braces as text, write `\\{` and `\\}`)';

describe('remarkContentNotCode', () => {
  it('allows values, comments and the components as elements, in the text and in props', async () => {
    expect(
      await compileMessage(
        '{/* a note for the next writer */}',
        '',
        'Forty {"two"}, {3}, {-1.5}, {true}, {null} and {`plain`}.',
        '',
        '<CardGrid>',
        '  <Card title="One" href="/services" />',
        '</CardGrid>',
        '',
        '<FeaturedResearch on="featured" />',
        '',
        '<Section title={"Facts"} items={[1, "a", { a: -1, "b": [true, null] }]} icon={<Card title="x" />}>',
        '  <div className="note">Text</div>',
        '</Section>',
      ),
    ).toBe('compiled');
  });

  it.each([
    ['{undefined}', `1:2: pages hold content, not code: \`{undefined}\` is code; ${textAdvice}`],
    ['{`a${1}`}', `1:2: pages hold content, not code: \`{\`a\${1}\`}\` is code; ${textAdvice}`],
    ['{(() => 1)()}', `1:2: pages hold content, not code: \`{(() => 1)()}\` is code; ${textAdvice}`],
    ['{[...globalThis.x]}', `1:3: pages hold content, not code: \`{[...globalThis.x]}\` is code; ${textAdvice}`],
    ['{{ process }}', `1:4: pages hold content, not code: \`{{ process }}\` is code; ${textAdvice}`],
    ['{/a/}', `1:2: pages hold content, not code: \`{/a/}\` is code; ${textAdvice}`],
    [
      '<globalThis.process.exit />',
      "1:1: pages hold content, not code: `<globalThis.process.exit>` is code; use one of the site's components by its name, as `<Card>`, or plain text",
    ],
    [
      '<Card title="x" icon={<_components.x />} />',
      '1:23: pages hold content, not code: `icon={<_components.x />}` in <Card> is code; write the value itself instead: text in quotes (`icon="…"`), a number, true or false in braces (`icon={3}`)',
    ],
    [
      '<Card title="x" icon={<Card {...globalThis} />} />',
      '1:29: pages hold content, not code: `icon={<Card {...globalThis} />}` in <Card> is code; write the value itself instead: text in quotes (`icon="…"`), a number, true or false in braces (`icon={3}`)',
    ],
    [
      '<script>alert(1)</script>',
      "1:1: pages hold content, not code: `<script>` is code; use one of the site's components by its name, as `<Card>`, or plain text",
    ],
    [
      'Text <iframe src="https://example.com" /> here.',
      '1:6: <iframe>: an embed pasted from another site is not shown on this site: it would load that site and its trackers on every visit; for a YouTube video write <Video youtube="https://www.youtube.com/watch?v=…" title="What the video shows" />, for anything else link to it; see /_components',
    ],
    [
      '<svg><a href="/x">x</a></svg>',
      "1:1: pages hold content, not code: `<svg>` is code; use one of the site's components by its name, as `<Card>`, or plain text",
    ],
    [
      '<div onClick="alert(1)">Text</div>',
      '1:6: pages hold content, not code: `onClick="alert(1)"` in <div> is code (it would run a script or write raw HTML); delete it',
    ],
    [
      '<div dangerouslySetInnerHTML={{ __html: "<img src=x onerror=alert(1)>" }} />',
      '1:6: pages hold content, not code: `dangerouslySetInnerHTML={{ __html: "<im…` in <div> is code (it would run a script or write raw HTML); delete it',
    ],
    [
      '<a href=" JavaScript:alert(1)">Click</a>',
      '1:4: pages hold content, not code: `href=" JavaScript:alert(1)"` in <a> is a script, not an address; link to a page of the site (`/services`) or to a web address (`https://…`)',
    ],
  ])('refuses %s where the code is', async (source, message) => {
    expect(await compileMessage(source)).toBe(message);
  });

  it('refuses an export after the frontmatter the compile writes in, which is the only one allowed', async () => {
    const page = ['---', 'title: Prices', 'description: What things cost.', '---', '', "export const title = 'x'", ''];
    const source = mdxPageSource('pages/prices.mdx', 'prices.mdx', page.join('\n'));
    const error = await compile(
      new VFile({ path: 'prices.mdx', value: source }),
      mdxOptions({ root: projectRoot, development: false }),
    ).then(
      () => null,
      (caught: unknown) => caught as { line: number; column: number; reason: string },
    );
    expect(error && `${error.line}:${error.column}: ${error.reason}`).toBe(
      "6:1: pages hold content, not code: `export const title = 'x'` is code; delete the export line: a page sets its title and other settings in its fields, between the `---` lines at its top",
    );
  });
});
