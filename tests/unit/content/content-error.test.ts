import { describe, expect, it } from 'vitest';
import { ContentError, formatProblem } from '../../../src/shared/content-error';

describe('ContentError', () => {
  it('prints one problem per line as file:line: message', () => {
    const error = new ContentError([
      { file: 'pages/x.mdx', line: 3, message: 'description: Required' },
      { file: 'pages/y.mdx', message: 'same path /y as pages/y/index.mdx' },
    ]);
    expect(error.message).toBe('pages/x.mdx:3: description: Required\npages/y.mdx: same path /y as pages/y/index.mdx');
    expect(error.name).toBe('ContentError');
    expect(error).toBeInstanceOf(Error);
    expect(error.problems).toHaveLength(2);
  });

  it('leaves the line out when there is none', () => {
    expect(formatProblem({ file: 'pages/a.mdx', message: 'm' })).toBe('pages/a.mdx: m');
  });
});
