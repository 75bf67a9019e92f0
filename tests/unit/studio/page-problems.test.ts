import { describe, expect, it } from 'vitest';
import { pageProblems, problemsBadge } from '../../../studio/app/page-problems';
import type { Diagnostic } from '../../../studio/shared/api';

const file = 'pages/about-us.mdx';
const error: Diagnostic = { line: 3, message: 'description: Write a short description.', severity: 'error' };
const warning: Diagnostic = { line: 9, message: '"Teh" may be misspelt.', severity: 'warning' };

describe('the page’s problems, for the badge and the list above the preview alike', () => {
  it('counts the checks’ errors and warnings when both answers are of the text in the editor', () => {
    const problems = pageProblems(
      file,
      'text',
      { file, text: 'text', diagnostics: [error, warning] },
      { file, text: 'text', renderError: null },
    );
    expect(problems).toEqual({ errors: [error], warnings: [warning], current: true });
    expect(problemsBadge(problems)).toBe('1 problem, 1 warning');
  });

  it('lists the render’s own error when the checks found none, so the badge never says "No problems" beside it', () => {
    const problems = pageProblems(
      file,
      'text',
      { file, text: 'text', diagnostics: [] },
      { file, text: 'text', renderError: 'Hero: the image was not found.' },
    );
    expect(problems.errors).toEqual([{ line: 1, message: 'Hero: the image was not found.', severity: 'error' }]);
    expect(problemsBadge(problems)).toBe('1 problem');
  });

  it('says "Checking…" while either answer is of older text, and "No problems" only when both are current', () => {
    const fixed = { file, text: 'fixed', diagnostics: [] };
    expect(problemsBadge(pageProblems(file, 'fixed', fixed, { file, text: 'broken', renderError: 'x' }))).toBe(
      'Checking…',
    );
    expect(problemsBadge(pageProblems(file, 'fixed', fixed, { file, text: 'fixed', renderError: null }))).toBe(
      'No problems',
    );
  });

  it('ignores answers about another file', () => {
    const problems = pageProblems(
      file,
      'text',
      { file: 'pages/other.mdx', text: 'text', diagnostics: [error] },
      { file: 'pages/other.mdx', text: 'text', renderError: 'x' },
    );
    expect(problems).toEqual({ errors: [], warnings: [], current: false });
  });
});
