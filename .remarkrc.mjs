// remark formats the MDX (`npm run format`): Prettier's mdx parser knows MDX 1 only and escapes
// or rewraps what MDX 3 pages write (see .prettierignore), while remark-mdx keeps JSX and
// expressions as written. The stringify settings are what the pages already use, so formatting
// changes them as little as possible; remark never rewraps text. JSX tags are printed on one line
// unless an attribute's value spans lines, and sibling JSX elements get a blank line between them.
// tests/content/mdx-format.test.ts builds the site from formatted pages and compares every file.
/// <reference types="remark-stringify" />
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';

/** @type {import('unified').Preset} */
const config = {
  settings: {
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  },
  plugins: [remarkFrontmatter, remarkGfm, remarkMdx],
};

export default config;
