import type { Salary } from '../shared/collections';

const periods: Readonly<Record<Salary['per'], string>> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

/** "£60,000–£75,000 a year", "€650 a day": the same on server and client (fixed locale). */
export function salaryText({ currency, from, to, per }: Salary): string {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 2 });
  // Whole figures are written without ".00"; pay by the hour may have pence.
  const figure = (amount: number) => money.format(amount).replace(/\.00$/, '');
  const amount = to === undefined || to === from ? figure(from) : `${figure(from)}–${figure(to)}`;
  return `${amount} ${periods[per]}`;
}
