import { describe, expect, it } from 'vitest';
import { formatBuildError } from '../../../../builder/format-build-error';
import { errorDetails, errorFromDetails } from '../../../../builder/bundle/error-details';

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

  it('names the file of a transform error, which Rolldown gives only in its code frame, without terminal colours', () => {
    const frame = [
      "\u001b[31m[builtin:vite-transform] \u001b[0mUnexpected token. Did you mean `{'>'}` or `&gt;`?",
      '   \u001b[38;5;246m╭\u001b[0m\u001b[38;5;246m─\u001b[0m\u001b[38;5;246m[\u001b[0m src/components/Card.tsx:4:17 \u001b[38;5;246m]\u001b[0m',
      ' \u001b[38;5;246m4 │\u001b[0m   return ( <div>>>',
    ].join('\n');
    const inner = Object.assign(new Error(frame), { loc: { line: 4, column: 16 }, code: 'PLUGIN_ERROR' });
    const failed = Object.assign(new Error('Build failed with 1 error'), { errors: [inner] });
    const expected =
      "src/components/Card.tsx:4:17: [builtin:vite-transform] Unexpected token. Did you mean `{'>'}` or `&gt;`?";
    expect(formatBuildError(failed, '/site')).toBe(expected);
    expect(formatBuildError(errorFromDetails(errorDetails(failed)), '/site')).toBe(expected);
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
