import { describe, expect, it } from 'vitest';
import { formatBuildError } from '../../../../build/format-build-error';
import { errorDetails, errorFromDetails } from '../../../../build/steps/error-details';

describe('an error crossing from the bundling process', () => {
  it('keeps its name, message, file and place, and its inner errors, so the build prints the same lines', () => {
    const inner = Object.assign(new Error('Unexpected token'), {
      id: '/site/src/islands/Finder.tsx',
      loc: { line: 39, column: 22 },
    });
    const original = Object.assign(new Error('Build failed with 1 error'), { errors: [inner] });
    const carried = errorFromDetails(
      JSON.parse(JSON.stringify(errorDetails(original))) as ReturnType<typeof errorDetails>,
    );
    expect(carried).toBeInstanceOf(Error);
    expect(formatBuildError(carried, '/site')).toBe(formatBuildError(original, '/site'));
    expect(formatBuildError(carried, '/site')).toBe('src/islands/Finder.tsx:39:22: Unexpected token');
  });

  it('keeps a content error’s own lines', () => {
    const content = Object.assign(new Error('pages/a.mdx:3: title: missing'), { name: 'ContentError' });
    const carried = errorFromDetails(errorDetails(content));
    expect(carried.name).toBe('ContentError');
    expect(formatBuildError(carried, '/site')).toBe('pages/a.mdx:3: title: missing');
  });

  it('turns a thrown value that is not an error into one', () => {
    expect(errorFromDetails(errorDetails('no entry')).message).toBe('no entry');
  });
});
