import { describe, expect, it } from 'vitest';
import {
  hasPlaceholderComment,
  isPlaceholder,
  placeholderLines,
  placeholderPaths,
} from '../../../src/content/placeholder';

describe('placeholders in frontmatter values', () => {
  it('is text starting with TODO', () => {
    expect(isPlaceholder('TODO: text, at most 80 characters')).toBe(true);
    expect(isPlaceholder('  TODO')).toBe(true);
    expect(isPlaceholder('TODOS are fine')).toBe(false);
    expect(isPlaceholder('A todo list')).toBe(false);
    expect(isPlaceholder(3)).toBe(false);
  });

  it('finds every placeholder with its path, in lists and objects too', () => {
    const data = {
      title: 'T',
      summary: 'TODO: text',
      outcomes: ['35% lower cost', 'TODO: text'],
      aliases: [{ path: '/x', anchor: 'TODO' }],
    };
    expect(placeholderPaths(data)).toEqual([['summary'], ['outcomes', 1], ['aliases', 0, 'anchor']]);
  });
});

describe('values marked with a # TODO comment', () => {
  it('counts a comment after a value', () => {
    expect(hasPlaceholderComment('category: "AI & Data" # TODO: one of AI & Data, Cloud & DevOps')).toBe(true);
    expect(hasPlaceholderComment('  - banking # TODO')).toBe(true);
  });

  it('ignores a # inside quotes, a line that is only a comment, and other comments', () => {
    expect(hasPlaceholderComment('title: "Issue # TODO list"')).toBe(false);
    expect(hasPlaceholderComment("title: 'Issue # TODO list'")).toBe(false);
    expect(hasPlaceholderComment('# A new blog post: replace every TODO')).toBe(false);
    expect(hasPlaceholderComment('industry: banking # checked with the client')).toBe(false);
    expect(hasPlaceholderComment('title: C#TODO')).toBe(false);
  });
});

describe('placeholders in the text', () => {
  it('finds the lines that say TODO, leaving code alone', () => {
    const text = [
      'Intro',
      '  TODO: the lead.',
      '```js',
      '// TODO in code',
      '```',
      'Use a `TODO` comment',
      '~~~',
      'TODO',
      '~~~',
      'TODO: last',
    ].join('\n');
    expect(placeholderLines(text)).toEqual([1, 9]);
  });
});
