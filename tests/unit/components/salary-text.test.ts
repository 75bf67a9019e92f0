import { describe, expect, it } from 'vitest';
import { salaryText } from '../../../src/components/salary-text';
import { salarySchema } from '../../../src/shared/collections';

describe('salaryText: the pay as the job page shows it', () => {
  it('a range, one figure, pay by the hour with pence', () => {
    expect(salaryText({ currency: 'GBP', from: 60000, to: 75000, per: 'year' })).toBe('£60,000–£75,000 a year');
    expect(salaryText({ currency: 'EUR', from: 650, per: 'day' })).toBe('€650 a day');
    expect(salaryText({ currency: 'USD', from: 42.5, to: 42.5, per: 'hour' })).toBe('$42.50 an hour');
    expect(salaryText({ currency: 'INR', from: 1800000, per: 'year' })).toBe('₹1,800,000 a year');
  });
});

describe('salarySchema', () => {
  it('pay is per year unless it says; a currency is a real code; a range does not run backwards', () => {
    expect(salarySchema.parse({ currency: 'GBP', from: 60000 })).toEqual({ currency: 'GBP', from: 60000, per: 'year' });
    expect(salarySchema.safeParse({ currency: 'GPB', from: 60000 }).error?.issues[0].message).toBe(
      'must be a three-letter currency code in capitals, e.g. GBP, EUR, USD, INR',
    );
    expect(salarySchema.safeParse({ currency: 'GBP', from: 60000, to: 50000 }).error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'must not be less than the lowest pay (from)',
    });
  });
});
