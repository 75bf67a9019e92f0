import { compile, evaluate, type EvaluateOptions } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as devRuntime from 'react/jsx-dev-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../builder/build-site';
import { mdxOptions } from '../../../content/mdx/mdx-options';
import { mdxPageSource } from '../../../content/mdx/mdx-page-source';
import { useMDXComponents } from '../../../src/mdx-components';

const page = `---
title: Source lines
description: A page whose elements say which line they came from.
---

## Why it matters

A first paragraph.

- one item
- another item

<ButtonLink href="/contact-us">Talk to us</ButtonLink>

> A quote.

| a | b |
| - | - |
| 1 | 2 |
`;

// The map holds components of `never` props (MDX passes them what the page writes).
const provider = useMDXComponents as unknown as EvaluateOptions['useMDXComponents'];

/** The page as the dev server renders it: the dev compile options, the real component map. */
async function devHtml(text: string): Promise<string> {
  const source = mdxPageSource('pages/services/source-lines.mdx', 'services/source-lines.mdx', text);
  const { remarkPlugins, rehypePlugins, development } = mdxOptions({ root: projectRoot, development: true });
  const { default: Content } = await evaluate(new VFile({ path: 'source-lines.mdx', value: source }), {
    remarkPlugins,
    rehypePlugins,
    development,
    ...devRuntime,
    useMDXComponents: provider,
  });
  return renderToStaticMarkup(createElement(Content));
}

describe('rehypeSourceLines: the dev compile marks elements with their line in the file', () => {
  it('puts the file line on headings, paragraphs, list items, quotes and tables', async () => {
    const html = await devHtml(page);
    expect(html).toMatch(/<h2 [^>]*data-source-line="6"[^>]*>Why it matters/);
    expect(html).toMatch(/<p [^>]*data-source-line="8"[^>]*>A first paragraph/);
    expect(html).toMatch(/<li data-source-line="10">one item/);
    expect(html).toMatch(/<li data-source-line="11">another item/);
    expect(html).toContain('<blockquote data-source-line="15">');
    expect(html).toMatch(/<table [^>]*data-source-line="17"/);
  });

  it('marks a component with a hidden marker before it, not a prop it would refuse', async () => {
    const html = await devHtml(page);
    // The component's own HTML follows the marker, and carries no line of its own.
    expect(html).toMatch(/<template hidden="" data-source-line="13"><\/template><p class="m-0"><a href="\/contact-us"/);
  });

  it('leaves the build compile as it was: no line anywhere', async () => {
    const source = mdxPageSource('pages/services/source-lines.mdx', 'services/source-lines.mdx', page);
    const build = String(
      await compile(
        new VFile({ path: 'source-lines.mdx', value: source }),
        mdxOptions({ root: projectRoot, development: false }),
      ),
    );
    expect(build).not.toContain('source-line');
    expect(build).not.toContain('template');
  });
});
