import matter from 'gray-matter';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { collections } from '../../src/shared/collections';
import type { ComponentUse } from '../../content/component-checks/component-use';
import { componentUsesIn } from '../../content/component-checks/component-uses';
import { pageMdxTree } from '../../content/component-checks/page-mdx-tree';
import { schemaFor } from '../../src/shared/schema';
import { visibleTextsIn } from '../../src/shared/visible-text';
import { lineOfPath } from '../../content/yaml-lines';
import { componentSchemas } from '../../src/mdx-component-props';
import { markdownTexts, type PlacedText } from './markdown-texts';

/** What the compile step already read of a page's body: its Markdown text and its component uses. */
export interface CompiledBody {
  texts: PlacedText[];
  uses: ComponentUse[];
}

/**
 * The visible texts of YAML (a page's frontmatter or a data file), each from the start of its
 * line: the YAML's line i is the file's line i + 1.
 */
function yamlTexts(schema: z.ZodType, data: unknown, yamlText: string): PlacedText[] {
  return visibleTextsIn(schema, data).map(({ text, path }) => ({
    text,
    line: (lineOfPath(yamlText, path) ?? 0) + 1,
    column: 1,
  }));
}

/** The visible texts of a page's frontmatter. */
function frontmatterTexts(relativeFile: string, source: string): PlacedText[] {
  if (!/^\uFEFF?---/.test(source)) return [];
  const { data, matter: yamlText } = matter(source.replace(/^\uFEFF/, ''), {});
  // gray-matter's YAML starts with the newline after the opening ---, so its lines are the file's.
  return yamlTexts(schemaFor(relativeFile, collections), data, yamlText);
}

/** The texts of the props the components' schemas mark as visible text; a prop only known at render time is left out. */
export function propTexts(uses: readonly ComponentUse[]): PlacedText[] {
  return uses.flatMap((use) => {
    if (!Object.hasOwn(componentSchemas, use.name)) return [];
    const shape = (componentSchemas[use.name as keyof typeof componentSchemas] as z.ZodObject).shape;
    return use.props.flatMap(({ name, at, literal }) => {
      if (!literal || !Object.hasOwn(shape, name)) return [];
      return visibleTextsIn(shape[name] as z.ZodType, literal.value).map(({ text, path }) => ({
        text,
        ...(literal.parts[path.join('.')] ?? at),
      }));
    });
  });
}

/**
 * Every text a visitor reads on a page, where it starts in the file: the Markdown text and image
 * descriptions, the props and frontmatter fields their schemas mark as visible text
 * (`visibleText`). Never code, addresses or slugs. `body` is what the compile step read; without
 * it the page is parsed here, and a page that does not parse gives its frontmatter only (the
 * compile reports the page).
 */
export function pageTexts(relativeFile: string, source: string, body?: CompiledBody): PlacedText[] {
  const texts = frontmatterTexts(relativeFile, source);
  if (body) return [...texts, ...body.texts, ...propTexts(body.uses)];
  try {
    const tree = pageMdxTree(source);
    return [
      ...texts,
      ...markdownTexts(tree),
      ...propTexts(componentUsesIn(tree, new Set(Object.keys(componentSchemas)))),
    ];
  } catch {
    return texts;
  }
}

/** The visible texts of a data file beside the pages (a news or event item without a page). */
export function dataFileTexts(schema: z.ZodType, source: string): PlacedText[] {
  return yamlTexts(schema, yaml.load(source), source);
}
