import { describe, expect, it } from 'vitest';
import { firstStepMessages } from './fixture-checks';

// Read by the build's first step (readSite); bad-content.test.ts builds one such fixture whole, to see the build stop.
describe('frontmatter traps stop the build with the file, line and what to do', () => {
  it('a list item indented one space too far, which YAML would join to the item above', () => {
    expect(firstStepMessages('authoring-list-indent')).toBe(
      'tests/.tmp/authoring-list-indent/case-studies/retail-cloud.mdx:11: outcomes 1: the line "- 320 applications migrated" is indented further, so it continues the text above; did you mean a new list item? Line up its - with the - above',
    );
  });

  it('a number where text is wanted', () => {
    expect(firstStepMessages('authoring-number-as-text')).toBe(
      'tests/.tmp/authoring-number-as-text/page.mdx:2: title: Must be text, but 2025 is read as a number; put it in quotes: "2025"',
    );
  });

  it('a date that is not in the calendar', () => {
    expect(firstStepMessages('authoring-impossible-date')).toBe(
      'tests/.tmp/authoring-impossible-date/page.mdx:4: date: 2024-02-30 is not a day in the calendar: February 2024 has 29 days',
    );
  });
});
