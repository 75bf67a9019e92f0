import { z } from 'zod';
import { maskUrl } from './store/mask-url';

/**
 * What the production server's settings (`settings.ts`) and the team studio's
 * (`studio/team/team-settings.ts`) share: each variable documented beside its parse, and every bad
 * one named with what it expects, at start.
 */

/** What the README says of a variable, and how an error quotes a bad value of it. */
export interface SettingDoc {
  /** One sentence or two of Markdown: the README's table cell. */
  description: string;
  /** What leaving it unset means, for a variable without a default value. */
  unset?: string;
  /** The value as an error may show it: a password or secret is never shown. */
  shown?: (value: string) => string;
}

export function wholeNumber(min: number, max: number, expects: string) {
  return z.coerce
    .number({ error: expects })
    .int({ error: expects })
    .min(min, { error: expects })
    .max(max, { error: expects });
}

/** A URL whose scheme is one of `protocols` (`'postgres:'`, with the colon). */
export function urlWith(protocols: readonly string[], expects: string) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, expects);
}

/** `DATABASE_URL`: a PostgreSQL connection URL (the production server's submissions, the team studio's audit log). */
export const databaseUrl = () =>
  urlWith(['postgres:', 'postgresql:'], 'a PostgreSQL URL, postgres://user:pass@host:5432/db');

// Without a host (`user:pw@mail` parses with `user:` as its scheme) the password is not where maskUrl looks.
/** How an error shows a URL that may hold a password: masked. */
export const withoutPassword = (value: string) =>
  URL.canParse(value) && new URL(value).host ? `"${maskUrl(value)}"` : 'a value that is not a URL, not shown';

/** How an error shows a secret's value. */
export const hidden = (value: string) => `${value.length} characters, not shown`;

/** One bad variable: its name and what it expects, in words. */
export interface SettingProblem<Name extends string = string> {
  name: Name;
  expects: string;
}

export interface VariablesInput<Schema extends z.ZodObject, Name extends string> {
  schema: Schema;
  /** The variables to read, in the order of the README's table: the order problems are told in. */
  names: readonly Name[];
  docs: z.core.$ZodRegistry<SettingDoc>;
  /** The variables of `names` that are set (to something other than ''), as the caller read them. */
  present: Partial<Record<Name, string>>;
  /** Problems of variables that go together (one set without the other). */
  pairs?: (present: Partial<Record<Name, string>>) => SettingProblem<Name>[];
  /** What an unset required variable expects (default: its schema's message). */
  unsetExpects?: (name: Name) => string;
}

/**
 * The variables parsed, or one line per bad variable (the first problem of each, in `names`'
 * order): "NAME: what it expects (got "value")", a secret's value told by its length alone.
 */
export function parseVariables<Schema extends z.ZodObject, Name extends string>({
  schema,
  names,
  docs,
  present,
  pairs = () => [],
  unsetExpects,
}: VariablesInput<Schema, Name>): { data: z.output<Schema> } | { problems: string[] } {
  const parsed = schema.safeParse(present);
  const problems: SettingProblem<Name>[] = [
    ...(parsed.error?.issues ?? []).map((issue) => {
      const name = issue.path[0] as Name;
      return { name, expects: present[name] === undefined && unsetExpects ? unsetExpects(name) : issue.message };
    }),
    ...pairs(present),
  ];
  if (parsed.success && problems.length === 0) return { data: parsed.data };
  const line = ({ name, expects }: SettingProblem<Name>) => {
    const value = present[name];
    if (value === undefined) return `${name}: ${expects} (not set)`;
    const shown = docs.get(schema.shape[name] as z.ZodType)?.shown;
    return `${name}: ${expects} (got ${shown ? shown(value) : JSON.stringify(value)})`;
  };
  return {
    problems: names.flatMap((name) => {
      const first = problems.find((problem) => problem.name === name);
      return first ? [line(first)] : [];
    }),
  };
}
