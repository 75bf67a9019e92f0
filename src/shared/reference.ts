import { z } from 'zod';
import { pageKinds, type PageKindName } from './page-kinds';
import { taggedTexts } from './schema-walk';
import { sitePath, slug } from './schema';

// One registry per process, kept on globalThis: the dev server loads this module twice (in Node
// and through Vite), and a schema registered by one copy must be found by the other.
const references = ((globalThis as Record<symbol, unknown>)[Symbol.for('site.page-references')] ??= z.registry<{
  pageKind: PageKindName;
}>()) as z.core.$ZodRegistry<{ pageKind: PageKindName }>;

/**
 * A field or prop that names another page of the site: a slug for kinds named by slug
 * (`reference('industries')` takes `banking` for /industries/banking), a path for the others. Once
 * every page is known, the build refuses a name with no such page, on its line.
 */
export function reference(kind: PageKindName): z.ZodString {
  const value = pageKinds[kind].namedBy === 'slug' ? slug : sitePath;
  // A clone of its own to register; `.describe()` and friends clone it again and keep the kind.
  return value.clone().register(references, { pageKind: kind });
}

/** The kind of page a schema names, when it is a `reference()`. */
export function referencedKind(schema: z.ZodType): PageKindName | undefined {
  return references.get(schema)?.pageKind;
}

/** One page name found in a value, with where it sits in the value (`['themes', 1]`). */
export interface NamedPage {
  kind: PageKindName;
  name: string;
  path: (string | number)[];
}

/** Every page name in `value` (already checked against `schema`) that the schema declares a reference. */
export function namedPages(schema: z.ZodType, value: unknown, path: (string | number)[] = []): NamedPage[] {
  return taggedTexts(schema, value, referencedKind, path).map(({ tag, text, path: at }) => ({
    kind: tag,
    name: text,
    path: at,
  }));
}
