import { describe, expect, it } from 'vitest';
import { firstStepMessages } from './fixture-checks';

// Read by the build's first step (readSite); bad-content.test.ts builds one such fixture whole, to see the build stop.
describe('a page published with the stand-ins of a first draft', () => {
  it('is refused for each one, in the frontmatter, the text and string props, but not for XXL, code or addresses', () => {
    const file = 'tests/.tmp/authoring-stand-ins/page.mdx';
    expect(firstStepMessages('authoring-stand-ins')).toBe(
      [
        `${file}:3: description: still a placeholder (XX%); write the real value before publishing`,
        `${file}:6:45: the text still has a placeholder (TBC); write the real text before publishing`,
        `${file}:7:3: the text still has a placeholder (Lorem ipsum); write the real text before publishing`,
        `${file}:12:21: the text still has a placeholder (XX%); write the real text before publishing`,
        `${file}:14:5: the text still has a placeholder (TBC); write the real text before publishing`,
      ].join('\n'),
    );
  });
});
