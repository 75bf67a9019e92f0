import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { yamlProblemWords } from '../../../src/shared/yaml-problem';

/** The reason js-yaml (the build) gives for `text`. */
function buildReason(text: string): string {
  try {
    load(text);
  } catch (error) {
    return (error as { reason: string }).reason;
  }
  throw new Error('expected js-yaml to refuse it');
}

/** The message the `yaml` package (the studio) gives for `text`. */
const studioReason = (text: string): string => parseDocument(text).errors[0].message;

describe('why the fields cannot be read, in words, from either YAML reader', () => {
  const words = (text: string) => [yamlProblemWords(buildReason(text)), yamlProblemWords(studioReason(text))];

  it('an unquoted colon in a value', () => {
    expect(words('title: About: us\n')).toEqual(
      Array(2).fill(
        'this line is not one field, "name: value": if the value contains a colon, put the whole value in quotes',
      ),
    );
  });

  it('a quotation mark never closed, a list never closed', () => {
    expect(words('title: "About us\ndescription: D\n')).toEqual(
      Array(2).fill('a quotation mark opened here is never closed: close it at the end of the value, or remove it'),
    );
    expect(words('aliases: [/a, /b\ntitle: T\n')).toEqual(
      Array(2).fill(
        'a list in [ ] or { } here is not closed, or two of its items have no comma between them: check the brackets and commas',
      ),
    );
  });

  it('no message names the YAML grammar', () => {
    for (const text of ['title: About: us\n', 'a:\n  b: 1\n c: 2\n', 'title: "x\n', 'x: [a\n', '- a\nb: c\n'])
      for (const said of words(text)) expect(said).not.toMatch(/YAML|mapping|scalar|implicit|flow|stream|node/i);
  });
});
