import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { remarkKnownComponents } from '../../../content/remark-known-components';

function compileMdx(source: string) {
  return compile(source, { remarkPlugins: [[remarkKnownComponents, { names: ['Hero', 'Card'] }]] });
}

describe('remarkKnownComponents', () => {
  it('passes known components', async () => {
    const file = await compileMdx('# Title\n\n<Hero title="Hi" />\n\nText with <Card>inline</Card>.\n');
    expect(String(file.value)).toContain('Hero');
  });

  it('passes lowercase HTML elements and fragments', async () => {
    await expect(compileMdx('<div className="x">\n\n<span>hi</span> <>frag</>\n\n</div>\n')).resolves.toBeDefined();
  });

  it('refuses an unknown component, with its place', async () => {
    const error = await compileMdx('# Title\n\nSome text.\n\n  <Heros title="Hi" />\n').then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    const message = error as Error & { line?: number; column?: number; reason?: string };
    expect(message.reason).toBe('Unknown component <Heros>; known components are Card, Hero');
    expect(message.line).toBe(5);
    expect(message.column).toBe(3);
    expect(String(error)).toContain('5:3');
    expect(String(error)).toContain('Unknown component <Heros>');
  });

  it('refuses an unknown component used inline', async () => {
    await expect(compileMdx('Text <Badge>new</Badge> here.\n')).rejects.toThrow('Unknown component <Badge>');
  });

  it('refuses an unknown component nested in a known one', async () => {
    await expect(compileMdx('<Hero>\n  <Card />\n  <Cards />\n</Hero>\n')).rejects.toMatchObject({
      reason: expect.stringContaining('Unknown component <Cards>'),
      line: 3,
      column: 3,
    });
  });
});
