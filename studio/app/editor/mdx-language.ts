import { markdown, markdownLanguage } from '@codemirror/lang-markdown';
import { javascriptLanguage, jsxLanguage } from '@codemirror/lang-javascript';
import { LanguageDescription, LanguageSupport } from '@codemirror/language';
import { parseMixed } from '@lezer/common';
import { styleTags, tags } from '@lezer/highlight';
import type { BlockContext, Line, MarkdownConfig } from '@lezer/markdown';

/**
 * The page's YAML frontmatter as one block at the start of the file, with its `---` fences and its
 * keys marked, so it reads apart from the Markdown below it. Without it the closing `---` is read as
 * a setext heading underline and the whole frontmatter as a heading.
 */
const frontmatter: MarkdownConfig = {
  defineNodes: [{ name: 'Frontmatter', block: true }, 'FrontmatterFence', 'FrontmatterKey'],
  props: [
    styleTags({
      Frontmatter: tags.meta,
      FrontmatterFence: tags.processingInstruction,
      FrontmatterKey: tags.propertyName,
    }),
  ],
  parseBlock: [
    {
      name: 'Frontmatter',
      before: 'HorizontalRule',
      parse(cx: BlockContext, line: Line): boolean {
        if (cx.lineStart !== 0 || line.text.trimEnd() !== '---') return false;
        const children = [cx.elt('FrontmatterFence', 0, 3)];
        let end = cx.lineStart + line.text.length;
        while (cx.nextLine()) {
          end = cx.lineStart + line.text.length;
          if (line.text.trimEnd() === '---') {
            children.push(cx.elt('FrontmatterFence', cx.lineStart, cx.lineStart + 3));
            cx.nextLine();
            break;
          }
          const key = /^(\s*(?:-\s+)?)([\w-]+)\s*:/.exec(line.text);
          if (key) {
            const from = cx.lineStart + key[1].length;
            children.push(cx.elt('FrontmatterKey', from, from + key[2].length));
          }
        }
        cx.addElement(cx.elt('Frontmatter', 0, end, children));
        return true;
      },
    },
  ],
};

/**
 * MDX's `{expressions}` in running text, parsed as JavaScript inside the braces. JSX tags need no
 * extension: Markdown reads them as HTML, and `htmlTagLanguage` parses that HTML as JSX.
 */
const expressions: MarkdownConfig = {
  defineNodes: ['MdxExpression', 'MdxExpressionBrace'],
  props: [styleTags({ MdxExpressionBrace: tags.special(tags.brace) })],
  parseInline: [
    {
      name: 'MdxExpression',
      parse(cx, next, start) {
        if (next !== 123 /* { */) return -1;
        let depth = 0;
        for (let pos = start; pos < cx.end; pos++) {
          const char = cx.char(pos);
          if (char === 123) depth++;
          else if (char === 125 /* } */ && --depth === 0) {
            return cx.addElement(
              cx.elt('MdxExpression', start, pos + 1, [
                cx.elt('MdxExpressionBrace', start, start + 1),
                cx.elt('MdxExpressionBrace', pos, pos + 1),
              ]),
            );
          }
        }
        return -1;
      },
    },
  ],
  wrap: parseMixed((node) =>
    node.name === 'MdxExpression' && node.to - node.from > 2
      ? { parser: javascriptLanguage.parser, overlay: [{ from: node.from + 1, to: node.to - 1 }] }
      : null,
  ),
};

/**
 * JSX without `javascript()`'s extras: its tag auto-closing would write `</Section>` as soon as
 * `<Section>` is typed, so what a copywriter types (or pastes from the component reference) would
 * not be what the file holds.
 */
const jsx = new LanguageSupport(jsxLanguage);

/** Code blocks in the languages pages show, highlighted in their own language. */
const codeLanguages = [
  LanguageDescription.of({
    name: 'JavaScript',
    alias: ['js', 'jsx', 'ts', 'tsx', 'typescript', 'javascript'],
    support: jsx,
  }),
];

/** MDX as the studio highlights it: Markdown with its frontmatter, JSX tags and `{expressions}`. */
export function mdxLanguage(): LanguageSupport {
  return markdown({
    base: markdownLanguage,
    htmlTagLanguage: jsx,
    codeLanguages,
    completeHTMLTags: false,
    extensions: [frontmatter, expressions],
  });
}
