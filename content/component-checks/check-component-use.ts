import type { z } from 'zod';
import type { JsonValue } from '../../src/hydration/island-props';
import { componentSchemas } from '../../src/mdx-component-props';
import type { MdxComponentName } from '../../src/mdx-component-names';
import type { KnownPages } from '../known-pages';
import type { PageEntry } from '../../src/shared/page-entry';
import { pageKinds } from '../../src/shared/page-kinds';
import { namedPages } from '../../src/shared/reference';
import { propPathLabel } from '../../src/shared/props/prop-paths';
import { renamedPageMessage } from '../renamed-page';
import { unknownTermMessage, unknownTerms } from '../vocabularies/vocabulary-terms';
import {
  emptyListing,
  missingProp,
  needsContent,
  takesNoContent,
  unknownPage,
  unknownProp,
} from '../../src/shared/props/component-messages';
import type { ComponentUse, Place, PropUse } from './component-use';
import { listingCounts } from './listing-counts';
import { staleListings, type ListedItems } from './listing-freshness';
import { plainTextProblems } from './plain-text-props';
import { propNames, propProblems } from '../../src/shared/props/prop-issues';

/** What the checks of a build know of its pages. */
export interface CheckedSite {
  /** The pages of the build with their frontmatter, for what listing components would show. */
  pages: readonly PageEntry[];
  /** Every page a prop may name, including pages that fail their own checks. */
  known: KnownPages;
  /** The news and events and the as-of day, for the lists that promise the latest items (`listing-freshness.ts`). */
  items?: ListedItems;
}

export interface PlacedMessage extends Place {
  message: string;
}

export interface UseCheck {
  problems: PlacedMessage[];
  /** Not errors: a listing that shows nothing, a "latest" list gone stale. */
  warnings: PlacedMessage[];
}

/** Where the part of a prop's value at `path` (`['stats', 1, 'label']`) is written: the nearest part the page spells out. */
export function placeOf(prop: PropUse, path: readonly PropertyKey[]): Place {
  const parts = prop.literal?.parts ?? {};
  for (let depth = path.length; depth > 1; depth--) {
    const place = parts[path.slice(1, depth).map(String).join('.')];
    if (place) return place;
  }
  return prop.at;
}

function placed(place: Place, message: string): PlacedMessage {
  return { line: place.line, column: place.column, message };
}

/** A literal prop's problems: with its schema, else with the pages it names. */
function literalProblems(
  name: MdxComponentName,
  schema: z.ZodObject,
  field: z.ZodType,
  prop: PropUse,
  value: JsonValue,
  known: KnownPages,
): PlacedMessage[] {
  const result = field.safeParse(value);
  if (!result.success) {
    // Parsed again for the messages, which quote the values: rare, and most values are right.
    const issues = (field.safeParse(value, { reportInput: true }).error?.issues ?? []).map((issue) => ({
      ...issue,
      path: [prop.name, ...issue.path],
    }));
    return propProblems(name, schema, issues).map(({ path, message }) => placed(placeOf(prop, path), message));
  }
  const missingPages = namedPages(field, result.data, [prop.name])
    .filter((named) => !known.has(named.kind, named.name))
    .map(({ kind, name: missing, path }) => {
      const renamed = renamedPageMessage(kind, missing, known);
      if (renamed) return placed(placeOf(prop, path), `<${name}> ${propPathLabel(path)}: ${renamed}`);
      const what = `${pageKinds[kind].noun} ${pageKinds[kind].pathOf(missing)}`;
      return placed(placeOf(prop, path), unknownPage(name, path, what, missing, known.names(kind)));
    });
  const { vocabularies } = known;
  if (!vocabularies) return missingPages;
  const unknown = unknownTerms(field, result.data, vocabularies.terms, [prop.name]);
  return [
    ...missingPages,
    ...unknown.map((used) =>
      placed(
        placeOf(prop, used.path),
        `<${name}> ${propPathLabel(used.path)}: ${unknownTermMessage(used, vocabularies)}`,
      ),
    ),
  ];
}

interface PropRules {
  props: string[];
  required: string[];
  content: 'none' | 'optional' | 'required';
}

const rulesByName = new Map<MdxComponentName, PropRules>();

/** What a component's schema asks of every use, worked out once per component. */
function propRules(name: MdxComponentName, shape: Record<string, z.ZodType>, props: string[]): PropRules {
  let rules = rulesByName.get(name);
  if (!rules) {
    const content = shape.children === undefined ? 'none' : shape.children.isOptional() ? 'optional' : 'required';
    rules = { props, required: props.filter((prop) => !shape[prop].isOptional()), content };
    rulesByName.set(name, rules);
  }
  return rules;
}

/** Whether a listing component, given only literal props, would list nothing. */
function listsNothing(
  name: MdxComponentName,
  schema: z.ZodObject,
  props: Record<string, JsonValue>,
  pages: readonly PageEntry[],
): boolean {
  const count = listingCounts[name];
  const checked = count ? schema.safeParse(props) : undefined;
  return count !== undefined && checked?.success === true && count(checked.data as never, pages) === 0;
}

/**
 * A "latest" list of this use whose newest item is older than the list allows (`listing-freshness.ts`),
 * at the use's place; none when a prop is not a written value or not valid (the checks report that).
 */
export function staleListingWarnings(use: ComponentUse, items: ListedItems): PlacedMessage[] {
  const name = use.name as MdxComponentName;
  const schema: z.ZodObject | undefined = componentSchemas[name];
  if (!schema || use.spreads || use.props.some((prop) => prop.name !== 'children' && !prop.literal)) return [];
  const literals = Object.fromEntries(
    use.props.flatMap((prop) => (prop.literal && prop.name !== 'children' ? [[prop.name, prop.literal.value]] : [])),
  );
  const checked = schema.safeParse(literals);
  if (!checked.success) return [];
  return staleListings(name, checked.data as never, items).map((message) => placed(use.at, message));
}

/**
 * One use of a component checked against its schema before rendering: unknown props (with the
 * nearest name), missing required props, values of the wrong type or outside their list, names of
 * pages that do not exist, content given to a component that takes none or missing where needed,
 * Markdown in a prop shown as plain text.
 * Values only known at render time are left to the component map's check while rendering.
 */
export function checkComponentUse(use: ComponentUse, site: CheckedSite): UseCheck {
  const name = use.name as MdxComponentName;
  const schema: z.ZodObject = componentSchemas[name];
  const shape = schema.shape as Record<string, z.ZodType>;
  const rules = propRules(name, shape, propNames(schema));
  const problems: PlacedMessage[] = [];
  const literals: Record<string, JsonValue> = {};
  let allLiteral = !use.spreads;
  for (const prop of use.props) {
    const field = prop.name === 'children' ? undefined : shape[prop.name];
    if (!field) problems.push(placed(prop.at, unknownProp(name, prop.name, rules.props)));
    else if (!prop.literal) allLiteral = false;
    else {
      problems.push(...literalProblems(name, schema, field, prop, prop.literal.value, site.known));
      for (const { path, message } of plainTextProblems(name, schema, prop.name, prop.literal.value))
        problems.push(placed(placeOf(prop, path), message));
      literals[prop.name] = prop.literal.value;
    }
  }
  if (!use.spreads) {
    for (const key of rules.required) {
      if (!use.props.some((prop) => prop.name === key))
        problems.push(placed(use.at, missingProp(name, [key], shape[key].description)));
    }
  }
  if (use.hasContent && rules.content === 'none') problems.push(placed(use.at, takesNoContent(name)));
  if (!use.hasContent && rules.content === 'required') problems.push(placed(use.at, needsContent(name)));
  const warnings =
    problems.length === 0 && allLiteral && listsNothing(name, schema, literals, site.pages)
      ? [placed(use.at, emptyListing(name, literals))]
      : [];
  if (problems.length === 0 && allLiteral && site.items) warnings.push(...staleListingWarnings(use, site.items));
  return { problems, warnings };
}
