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

function plural(count: number, noun: string): string {
  return count === 1 ? noun : `${noun}s`;
}

/** One plain sentence for a schema problem, as a copywriter reads it. */
export function issueMessage(issue: Issue, allowedKeys: readonly string[]): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : `Must be ${describeType(issue.expected)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Must be at most ${issue.maximum} characters (it has ${String(issue.input ?? '').length})`
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
      const first = issue.errors.flat().find((inner) => inner.code !== 'invalid_type');
      return first ? issueMessage(first, allowedKeys) : 'Has the wrong form';
    }
    default:
      return issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
  }
}
