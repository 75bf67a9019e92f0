import { describe, expect, it } from 'vitest';
import { isoDate } from '../../../src/shared/schema';

const messages = (text: string) => isoDate.safeParse(text).error?.issues.map((issue) => issue.message) ?? [];

describe('isoDate', () => {
  it('takes a day that exists, leap days included', () => {
    expect(messages('2024-02-29')).toEqual([]);
    expect(messages('2026-12-31')).toEqual([]);
  });

  it('says why a well-formed date is not a day in the calendar', () => {
    expect(messages('2024-02-30')).toEqual(['2024-02-30 is not a day in the calendar: February 2024 has 29 days']);
    expect(messages('2023-02-29')).toEqual(['2023-02-29 is not a day in the calendar: February 2023 has 28 days']);
    expect(messages('2026-04-31')).toEqual(['2026-04-31 is not a day in the calendar: April 2026 has 30 days']);
    expect(messages('2026-13-01')).toEqual(['2026-13-01 is not a day in the calendar: months run from 01 to 12']);
  });

  it('asks for the YYYY-MM-DD form otherwise, once', () => {
    expect(messages('2026-4-1')).toEqual(['must be a date such as 2026-04-15']);
    expect(messages('15 April 2026')).toEqual(['must be a date such as 2026-04-15']);
  });
});
