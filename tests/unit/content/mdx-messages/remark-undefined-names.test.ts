import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { remarkUndefinedNames } from '../../../../content/mdx-messages/remark-undefined-names';
import { compileMessage } from './compile-message';

describe('a bare name in curly braces that nothing defines', () => {
  it('in text, where it would fail only when the page renders', async () => {
    expect(await compileMessage('When demand {falls}, we scale down.')).toBe(
      '1:13: `{falls}`: curly braces hold code in MDX, and nothing is named falls; to show the braces, write `\\{falls\\}`, or remove them',
    );
    expect(await compileMessage('Intro', '', '{falls}')).toBe(
      '3:1: `{falls}`: curly braces hold code in MDX, and nothing is named falls; to show the braces, write `\\{falls\\}`, or remove them',
    );
  });

  it('as a prop value', async () => {
    expect(await compileMessage('<Section tone={muted}>', '  Text', '</Section>')).toBe(
      '1:10: `tone={muted}`: nothing is named muted; for text, write `tone="muted"`',
    );
  });

  // On its own: the site's compile refuses such code anyway (remark-content-not-code.ts).
  it('passes names the page defines, props and JavaScript’s own', async () => {
    const source = [
      'export const frontmatter = { title: "T" }',
      '',
      'export const total = 3',
      '',
      '{total} {frontmatter.title} {props.x} {undefined} {Math.PI}',
    ].join('\n');
    await expect(compile(source, { remarkPlugins: [remarkUndefinedNames] })).resolves.toBeDefined();
  });
});
