import matter from 'gray-matter';
import yaml from 'js-yaml';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node, Parent } from 'unist';
import type { z } from 'zod';
import { collections } from '../../src/content/collections';
import { literalOf } from '../../src/content/components/literal-value';
import { pageMdxTree } from '../../src/content/components/page-mdx-tree';
import { schemaFor } from '../../src/content/schema';
import { visibleTextsIn } from '../../src/content/visible-text';
import { lineOfPath } from '../../src/content/yaml-lines';
import { componentSchemas } from '../../src/mdx-component-props';
import type { TextSpan } from './spell-checker';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Where each line of a text starts, to turn a line and column into an offset. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * The visible texts of YAML (a page's frontmatter or a data file), each from the start of its
 * line: the YAML's line i is the file's line i (counted from 0).
 */
function yamlTexts(schema: z.ZodType, data: unknown, yaml: string, source: string): TextSpan[] {
  const starts = lineStarts(source);
  return visibleTextsIn(schema, data).map(({ text, path }) => {
    const index = lineOfPath(yaml, path);
    return { text, offset: index === null ? 0 : (starts[index] ?? 0) };
  });
}

// Parts of the tree that are code, not words: `inline`, fenced blocks, {expressions}, imports.
const notText = new Set([
  'inlineCode',
  'code',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
  'yaml',
  'html',
  'definition',
]);

function isComponent(node: Node): node is JsxElement & { name: keyof typeof componentSchemas } {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    Object.hasOwn(componentSchemas, (node as JsxElement).name ?? '')
  );
}

/** The visible texts of a component's props, from its schema; a prop only known at render time is left out. */
function propTexts(
  element: JsxElement & { name: keyof typeof componentSchemas },
  offsetOf: (line: number, column: number) => number,
): TextSpan[] {
  const shape = (componentSchemas[element.name] as z.ZodObject).shape;
  return element.attributes.flatMap((attribute) => {
    if (attribute.type !== 'mdxJsxAttribute' || !Object.hasOwn(shape, attribute.name)) return [];
    const start = attribute.position?.start ?? element.position?.start;
    const at = start ? offsetOf(start.line, start.column) : 0;
    const { value } = attribute;
    const literal =
      typeof value === 'string' ? { value, parts: {} } : value ? literalOf(value.data?.estree) : undefined;
    if (!literal) return [];
    return visibleTextsIn(shape[attribute.name] as z.ZodType, literal.value).map(({ text, path }) => {
      const part = literal.parts[path.join('.')] as { line: number; column: number } | undefined;
      return { text, offset: part ? offsetOf(part.line, part.column) : at };
    });
  });
}

/**
 * Every text a visitor reads on a page, where it starts in the file: the Markdown text and image
 * descriptions, the props and frontmatter fields their schemas mark as visible text
 * (`visibleText`). Never code, addresses or slugs. A page that does not parse gives its
 * frontmatter only (the compile reports the page).
 */
export function pageTexts(relativeFile: string, source: string): TextSpan[] {
  const starts = lineStarts(source);
  const offsetOf = (line: number, column: number) => (starts[line - 1] ?? 0) + column - 1;
  const texts: TextSpan[] = [];
  if (/^\uFEFF?---/.test(source)) {
    const { data, matter: yaml } = matter(source.replace(/^\uFEFF/, ''), {});
    // gray-matter's YAML starts with the newline after the opening ---, so its lines are the file's.
    texts.push(...yamlTexts(schemaFor(relativeFile, collections), data, yaml, source));
  }
  let tree: Root;
  try {
    tree = pageMdxTree(source);
  } catch {
    return texts;
  }
  const visit = (node: Node) => {
    if (notText.has(node.type)) return;
    const start = node.position?.start;
    const at = start ? offsetOf(start.line, start.column) : 0;
    if (node.type === 'text') texts.push({ text: (node as unknown as { value: string }).value, offset: at });
    else if (node.type === 'image') texts.push({ text: (node as unknown as { alt?: string }).alt ?? '', offset: at });
    else if (isComponent(node)) texts.push(...propTexts(node, offsetOf));
    for (const child of (node as Partial<Parent>).children ?? []) visit(child);
  };
  visit(tree);
  return texts;
}

/** The visible texts of a data file beside the pages (a news or event item without a page). */
export function dataFileTexts(schema: z.ZodType, source: string): TextSpan[] {
  return yamlTexts(schema, yaml.load(source), source, source);
}
