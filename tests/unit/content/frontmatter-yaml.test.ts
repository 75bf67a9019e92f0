import { describe, expect, it } from 'vitest';
import { readFrontmatterYaml } from '../../../content/frontmatter-yaml';

const yaml = (...lines: string[]) => ['', ...lines, ''].join('\n');

describe('readFrontmatterYaml', () => {
  it('keeps dates as text, so an impossible one can be refused', () => {
    expect(readFrontmatterYaml(yaml('date: 2026-02-30')).data).toEqual({ date: '2026-02-30' });
  });

  it('notes a list item indented too far, which YAML joins to the item above', () => {
    const read = readFrontmatterYaml(
      yaml('outcomes:', '  - 35% lower run cost', '   - 320 applications migrated', '  - 97% faster'),
    );
    expect(read.data).toEqual({ outcomes: ['35% lower run cost - 320 applications migrated', '97% faster'] });
    expect(read.joinedItemLines).toEqual([{ startLine: 2, line: 3, text: '- 320 applications migrated' }]);
  });

  it('notes a line starting with - under a field that holds text', () => {
    const read = readFrontmatterYaml(yaml('summary: one', '  - two'));
    expect(read.joinedItemLines).toEqual([{ startLine: 1, line: 2, text: '- two' }]);
  });

  it('leaves alone quoted text, block text and text that merely contains " - "', () => {
    const read = readFrontmatterYaml(
      yaml(
        'a: "one',
        '  - two"',
        'b: |',
        '  one',
        '  - two',
        'c: >',
        '  one',
        '  - two',
        'd: one - two',
        'e: one',
        '  two',
      ),
    );
    expect(read.joinedItemLines).toEqual([]);
  });
});
