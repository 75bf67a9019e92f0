import { z } from 'zod';
import { issueMessage } from '../issue-message';
import {
  kindOfValue,
  missingProp,
  needsContent,
  shownValue,
  takesNoContent,
  textForValue,
  unknownField,
  unknownProp,
  valueProblem,
} from './component-messages';
import { emptyFieldMessage } from '../empty-field-message';
import { fieldsAt, schemaAt } from './prop-paths';

type Issue = z.core.$ZodIssue;

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
};

/** One problem with a component's props, at a path from the props object (`['stats', 1, 'label']`). */
export interface PropProblem {
  path: PropertyKey[];
  message: string;
}

/** The props a page may write, `children` being the content between the tags instead. */
export function propNames(schema: z.ZodObject): string[] {
  return Object.keys(schema.shape).filter((name) => name !== 'children');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Text a page put in quotes where a number or true/false belongs (`limit="6"`), when that is what it meant. */
function quotedValue(issue: Issue): 'a number' | 'true or false' | null {
  if (issue.path.length !== 1 || typeof issue.input !== 'string') return null;
  const text = issue.input.trim();
  const number = text !== '' && Number.isFinite(Number(text)) ? Number(text) : null;
  if (issue.code === 'invalid_type' && issue.expected === 'number' && number !== null) return 'a number';
  if (issue.code === 'invalid_type' && issue.expected === 'boolean' && (text === 'true' || text === 'false'))
    return 'true or false';
  if (issue.code === 'invalid_value' && number !== null && issue.values.includes(number)) return 'a number';
  return null;
}

function messagesOf(component: string, schema: z.ZodObject, issue: Issue): PropProblem[] {
  const { path } = issue;
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const at = [...path, key];
      if (path.length > 0) return { path: at, message: unknownField(component, at, fieldsAt(schema, path)) };
      return {
        path: at,
        message: key === 'children' ? takesNoContent(component) : unknownProp(component, key, propNames(schema)),
      };
    });
  }
  if (path.length === 1 && path[0] === 'children') return [{ path, message: needsContent(component) }];
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return [{ path, message: missingProp(component, path, schemaAt(schema, path)?.description) }];
  }
  const quoted = quotedValue(issue);
  if (quoted) return [{ path, message: textForValue(component, String(path[0]), String(issue.input).trim(), quoted) }];
  if (
    issue.code === 'invalid_type' &&
    issue.expected === 'string' &&
    (typeof issue.input === 'number' || typeof issue.input === 'boolean')
  ) {
    const fix = path.length === 1 ? `write ${String(path[0])}="${issue.input}"` : `put it in quotes: '${issue.input}'`;
    return [{ path, message: valueProblem(component, path, `must be text; ${fix}`) }];
  }
  if (issue.code === 'invalid_type') {
    return [
      {
        path,
        message: valueProblem(
          component,
          path,
          `must be ${typeNames[issue.expected] ?? issue.expected}, not ${kindOfValue(issue.input)}`,
        ),
      },
    ];
  }
  if (issue.code === 'invalid_value') {
    return [
      {
        path,
        message: valueProblem(
          component,
          path,
          `${shownValue(issue.input)} is not one of ${issue.values.map(String).join(', ')}`,
        ),
      },
    ];
  }
  const empty =
    issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1
      ? emptyFieldMessage(schema, path)
      : undefined;
  return [{ path, message: valueProblem(component, path, empty ?? lowerFirst(issueMessage(issue, []))) }];
}

/**
 * What is wrong with a component's props, from checking them (or one prop's value, its issues'
 * paths starting at the prop's name) against the component's schema.
 */
export function propProblems(component: string, schema: z.ZodObject, issues: readonly Issue[]): PropProblem[] {
  return issues.flatMap((issue) => messagesOf(component, schema, issue));
}
