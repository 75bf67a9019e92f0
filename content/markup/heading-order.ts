import type { z } from 'zod';
import { componentSchemas } from '../../src/mdx-component-props';
import type { MdxComponentName } from '../../src/mdx-component-names';
import type { ComponentUse, Place } from '../component-checks/component-use';
import { headingLevelOf } from '../../src/shared/props/prop-types';
import { schemaAt } from '../../src/shared/props/prop-paths';
import type { WrittenHeading } from './page-outline';

interface ShownHeading {
  level: number;
  at: Place;
  /** How the heading is written: `## Our values`, or the component that shows it. */
  written: string;
  /** A component's heading, whose level the page cannot choose. */
  fromComponent: boolean;
}

/** A message at a place, as the component checks report them. */
export interface HeadingProblem extends Place {
  message: string;
}

// Heading levels by component, and by `Component.prop`, read from the schemas once.
const levels = new Map<string, number | undefined>();

function levelOf(component: string, prop?: string): number | undefined {
  const key = prop === undefined ? component : `${component}.${prop}`;
  if (!levels.has(key)) {
    const schema: z.ZodObject | undefined = componentSchemas[component as MdxComponentName];
    levels.set(key, schema && headingLevelOf(prop === undefined ? schema : schemaAt(schema, [prop])));
  }
  return levels.get(key);
}

/** The heading a component shows, when its schema says it shows one: always, or when a heading prop is given. */
function componentHeading(use: ComponentUse): ShownHeading | undefined {
  const always = levelOf(use.name);
  const byProp = use.props.flatMap((prop) => {
    const level = levelOf(use.name, prop.name);
    return level === undefined ? [] : [{ level, name: prop.name }];
  })[0];
  const level = always ?? byProp?.level;
  if (level === undefined) return undefined;
  const written = always === undefined && byProp ? `<${use.name} ${byProp.name}>` : `<${use.name}>`;
  return { level, at: use.at, written, fromComponent: true };
}

const before = (a: Place, b: Place) => a.line - b.line || a.column - b.column;

function marks(level: number): string {
  return `\`${'#'.repeat(level)}\``;
}

/** How a message names a heading above: `## Our values` on line 12, or <Section title> on line 12. */
function named(heading: ShownHeading): string {
  return `${heading.fromComponent ? heading.written : `\`${heading.written}\``} on line ${heading.at.line}`;
}

/**
 * The page's headings as a reader meets them (its own and those its components show) must make an
 * outline: at most one main heading (h1), from a Hero or the first `# `, and no level skipped
 * below it (`##` then `####`). A component's heading level is fixed, so only the page's own headings are
 * told to change level; a second component showing an h1 is refused too.
 */
export function headingProblems(uses: readonly ComponentUse[], written: readonly WrittenHeading[]): HeadingProblem[] {
  const headings: ShownHeading[] = [
    ...uses.flatMap((use) => componentHeading(use) ?? []),
    ...written.map((heading) => ({
      level: heading.level,
      at: heading.at,
      written: heading.text,
      fromComponent: false,
    })),
  ].sort((a, b) => before(a.at, b.at));
  const problems: HeadingProblem[] = [];
  let main: ShownHeading | undefined;
  // Counted from the main heading, present or not.
  let above: ShownHeading | undefined;
  for (const heading of headings) {
    const place = { line: heading.at.line, column: heading.at.column };
    if (heading.level === 1 && main) {
      const fix = heading.fromComponent
        ? `keep one; for a heading here use <Section title="…"> or ${marks(2)}`
        : `use ${marks(2)} here`;
      problems.push({
        ...place,
        message: `${heading.fromComponent ? heading.written : `\`${heading.written}\``}: a second main heading (h1); the page's main heading is ${named(main)}; ${fix}`,
      });
    } else if (heading.level === 1) main = heading;
    else if (!heading.fromComponent && heading.level > (above?.level ?? 1) + 1) {
      const wanted = (above?.level ?? 1) + 1;
      const after = above ? `the heading above it is ${named(above)}` : 'the main heading (h1) comes first';
      problems.push({
        ...place,
        message: `\`${heading.written}\`: skips a heading level (${after}); use ${marks(wanted)} here`,
      });
    }
    above = heading;
  }
  return problems;
}
