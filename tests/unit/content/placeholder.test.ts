import { describe, expect, it } from 'vitest';
import {
  hasPlaceholderComment,
  isPlaceholder,
  placeholderIn,
  placeholderLines,
  placeholderOfValue,
  placeholderPaths,
  placeholdersInText,
} from '../../../content/placeholder';

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

describe('stand-ins other than TODO', () => {
  const found = (text: string) => placeholderIn(text)?.text ?? null;

  it('finds dummy Latin, XX for a number, TBC, TBD, TK, [insert …] and ???', () => {
    expect(found('Lorem ipsum dolor sit amet.')).toBe('Lorem ipsum');
    expect(found('Revenue grew by XX%.')).toBe('XX%');
    expect(found('A $XXm contract')).toBe('$XXm');
    expect(found('£XX.X bn')).toBe('£XX.X');
    expect(found('XX million users')).toBe('XX million');
    expect(found('XX,000 employees')).toBe('XX,000');
    expect(found('TBC: quote from the CEO.')).toBe('TBC');
    expect(found('Launch date TBD')).toBe('TBD');
    expect(found('Quote TK')).toBe('TK');
    expect(found('Our [insert client name] story')).toBe('[insert client name]');
    expect(found('We serve ??? clients')).toBe('???');
  });

  it('leaves real words, Roman numerals, code and addresses alone', () => {
    expect(found('Sizes S to XXL, and XL')).toBeNull();
    expect(found('Super Bowl XX was in 1986')).toBeNull();
    expect(found('TKO, tbd and Tk are not marks; TBCs neither')).toBeNull();
    expect(found('Our client TK Elevator')).toBeNull();
    expect(found('Is it? Really??')).toBeNull();
    expect(found('Run `grep TBD` to list them')).toBeNull();
    expect(found('[the plan](/files/TBD-plan.pdf) and https://example.com/XX%20report')).toBeNull();
    expect(found('<Card href="/lorem ipsum/TBC" title="Plan" />')).toBeNull();
  });

  it('counts TODO anywhere in the text but only at the start of a value', () => {
    expect(found('A line with TODO in it')).toBe('TODO');
    expect(placeholderOfValue('A TODO list')).toBeNull();
    expect(placeholderOfValue('Revenue grew by XX%')).toBe('XX%');
    expect(placeholderOfValue('/files/TBD.pdf')).toBeNull();
    expect(isPlaceholder('TBC')).toBe(true);
  });

  it('places each one in the text by line and column, outside code blocks', () => {
    const text = ['Intro', 'Revenue grew by XX%.', '```', 'TBC', '```', '  <Hero title="TBC: quote" />'].join('\n');
    expect(placeholdersInText(text)).toEqual([
      { line: 1, column: 17, text: 'XX%' },
      { line: 5, column: 16, text: 'TBC' },
    ]);
  });
});
