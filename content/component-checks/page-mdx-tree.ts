import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { mdxOptions } from '../mdx/mdx-options';

// The compiler's own remark plugins, so the page parses as it compiles (GFM, and syntax errors in
// the same words); only `parse` runs here, so the plugins that check a whole tree do nothing.
const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(mdxOptions({ root: '.', development: false }).remarkPlugins ?? [])
  .freeze();

/**
 * The page with its frontmatter block (up to the next line starting with `---`, where gray-matter
 * ends it) turned into blank lines, so the MDX parser keeps the file's line and column numbers.
 */
export function withoutFrontmatter(text: string): string {
  const match = /^\uFEFF?---[^\n]*\n(?:[\s\S]*?\n)?---[^\n]*(?:\n|$)/.exec(text);
  return match ? match[0].replace(/[^\n]/g, '') + text.slice(match[0].length) : text;
}

/**
 * A page's MDX syntax tree, parsed as the compiler parses it. For the checks that run without
 * compiling: the dev server's page, and every page of a build that already failed. Throws the
 * parser's message (with `line` and `column`) for a syntax error.
 */
export function pageMdxTree(text: string): Root {
  return parser.parse(withoutFrontmatter(text));
}
