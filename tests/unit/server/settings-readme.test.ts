import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingsTable, tableEnd, tableStart } from './settings-table';

describe("the README's server settings", () => {
  it('are the table the schema in server/settings.ts makes: names, defaults and descriptions', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf(tableStart);
    const end = readme.indexOf(tableEnd);
    expect(start, `README.md has no line ${tableStart}`).toBeGreaterThan(-1);
    expect(end, `README.md has no line ${tableEnd}`).toBeGreaterThan(start);
    expect(readme.slice(start + tableStart.length, end).trim()).toBe(settingsTable());
  });
});
