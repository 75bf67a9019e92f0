import { describe, expect, it } from 'vitest';
import { firstStepMessages } from './fixture-checks';

// Read by the build's first step (readSite); bad-content.test.ts builds one such fixture whole, to see the build stop.
describe('a page from npm run new published with placeholders left in it', () => {
  it('is refused, naming each one: a TODO value, a value still marked # TODO, TODO in the text', () => {
    const file = 'tests/.tmp/authoring-placeholder/blog/five-lessons-from-550-cloud-migrations.mdx';
    expect(firstStepMessages('authoring-placeholder')).toBe(
      [
        `${file}:8: category: still marked TODO; choose the right value in the form, or delete "# TODO" and the words after it from the line in the page source`,
        `${file}:11: summary: still a placeholder (TODO); write the real value before publishing`,
        `${file}:22:5: the text still has a placeholder (TODO); write the real text before publishing`,
      ].join('\n'),
    );
  });
});
