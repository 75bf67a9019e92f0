import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

function describeType(expected: string): string {
  const names: Record<string, string> = {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'a set of fields',
    date: 'a date',
  };
  return names[expected] ?? expected;
}

/** What a value that should be text was read as, for the two kinds YAML and JSX read from bare words. */
function readAs(input: unknown): string | null {
  if (typeof input === 'number') return 'a number';
  if (typeof input === 'boolean') return 'true/false';
  return null;
}

/** `Must be text`, with the fix when the value is a number or true/false: the copywriter meant text. */
function notText(input: unknown, written: string | undefined): string {
  const kind = readAs(input);
  if (kind === null) return 'Must be text';
  const text = written ?? String(input);
  return `Must be text, but ${text} is read as ${kind}; put it in quotes: "${text}"`;
}

function plural(count: number, noun: string): string {
  return count === 1 ? noun : `${noun}s`;
}

/**
 * One plain sentence for a schema problem, as a copywriter reads it. `written` is the value as the
 * file spells it, when known (YAML reads `1.10` as the number 1.1).
 */
export function issueMessage(issue: Issue, allowedKeys: readonly string[], written?: string): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required';
      return issue.expected === 'string' ? notText(issue.input, written) : `Must be ${describeType(issue.expected)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Must be at most ${issue.maximum} characters (it has ${typeof issue.input === 'string' ? issue.input.length : 0})`
        : `Must have at most ${issue.maximum} ${plural(Number(issue.maximum), 'item')}`;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return 'Must not be empty';
      return issue.origin === 'string'
        ? `Must be at least ${issue.minimum} characters`
        : `Must have at least ${issue.minimum} ${plural(Number(issue.minimum), 'item')}`;
    case 'unrecognized_keys':
      return `Unknown field; allowed fields are ${allowedKeys.join(', ')}`;
    case 'invalid_value':
      return `Must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_union': {
      const wantsText = issue.errors
        .flat()
        .some((inner) => inner.code === 'invalid_type' && inner.expected === 'string');
      if (wantsText && readAs(issue.input) !== null) return notText(issue.input, written);
      const first = issue.errors.flat().find((inner) => inner.code !== 'invalid_type');
      return first ? issueMessage(first, allowedKeys, written) : 'Has the wrong form';
    }
    default:
      return issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
  }
}
