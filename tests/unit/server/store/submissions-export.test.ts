import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { spreadsheetCell } from '../../../../server/store/spreadsheet-cell';
import { selectSubmissions, submissionsCsv } from '../../../../server/store/submissions-export';
import type { SubmissionRecord } from '../../../../server/store/submission-record';
import { contactForm } from '../../../../src/forms/contact-form';
import { inquiryForm } from '../../../../src/forms/inquiry-form';
import { newsletterForm } from '../../../../src/forms/newsletter-form';

const record = (
  id: string,
  time: string,
  fields: SubmissionRecord['fields'],
  form: SubmissionRecord['form'] = 'newsletter',
): SubmissionRecord => ({ id, time, form, fields });

/** Reads CSV back as a spreadsheet import would: the byte order mark dropped, quoted line breaks kept. */
const readCsv = (csv: string): string[][] => parse(csv, { bom: true });

describe('choosing submissions to export', () => {
  it('keeps those since the date, oldest first', () => {
    const records = [
      record('b', '2026-02-01T00:00:00.000Z', {}),
      record('old', '2025-12-31T23:59:59.999Z', {}),
      record('a', '2026-01-01T00:00:00.000Z', {}),
    ];
    expect(selectSubmissions(records, { since: new Date('2026-01-01T00:00:00Z') }).map((r) => r.id)).toEqual([
      'a',
      'b',
    ]);
    expect(selectSubmissions(records).map((r) => r.id)).toEqual(['old', 'a', 'b']);
  });

  it('leaves out spam unless asked for it', () => {
    const records = [
      record('person', '2026-01-01T00:00:00.000Z', {}),
      { ...record('bot', '2026-01-02T00:00:00.000Z', {}), spam: true as const },
    ];
    expect(selectSubmissions(records).map((r) => r.id)).toEqual(['person']);
    expect(selectSubmissions(records, { includeSpam: true }).map((r) => r.id)).toEqual(['person', 'bot']);
  });
});

describe('submissions as CSV', () => {
  it('starts with a byte order mark and ends each row with CRLF', () => {
    const csv = submissionsCsv([record('1', '2026-01-01T00:00:00.000Z', { email: 'a@b.example' })], [newsletterForm]);
    expect(csv).toBe('\uFEFFtime,form,id,email\r\n2026-01-01T00:00:00.000Z,newsletter,1,a@b.example\r\n');
  });

  it('writes a spam column only when asked, true for spam', () => {
    const records = [
      record('1', '2026-01-01T00:00:00.000Z', { email: 'a@b.example' }),
      { ...record('2', '2026-01-02T00:00:00.000Z', { email: 'bot' }), spam: true as const },
    ];
    expect(readCsv(submissionsCsv(records, [newsletterForm], { spamColumn: true }))).toEqual([
      ['time', 'form', 'id', 'email', 'spam'],
      ['2026-01-01T00:00:00.000Z', 'newsletter', '1', 'a@b.example', 'false'],
      ['2026-01-02T00:00:00.000Z', 'newsletter', '2', 'bot', 'true'],
    ]);
    expect(readCsv(submissionsCsv(records, [newsletterForm]))[0]).toEqual(['time', 'form', 'id', 'email']);
  });

  it('quotes cells and leaves empty the fields a form does not have', () => {
    const csv = submissionsCsv(
      [
        record('1', '2026-01-01T00:00:00.000Z', { email: 'a@b.example' }),
        record(
          '2',
          '2026-01-02T00:00:00.000Z',
          {
            name: 'O"Brien, Pat',
            message: 'line one\nline two',
            phone: '+44 20',
            consent: true,
            email: '=HYPERLINK("x")',
          },
          'inquiry',
        ),
      ],
      [newsletterForm, inquiryForm],
    );
    expect(csv).toBe(
      '\uFEFFtime,form,id,email,name,organization,phone,region,inquiryType,message,consent\r\n' +
        '2026-01-01T00:00:00.000Z,newsletter,1,a@b.example,,,,,,,\r\n' +
        `2026-01-02T00:00:00.000Z,inquiry,2,"'=HYPERLINK(""x"")","O""Brien, Pat",,+44 20,,,"line one\nline two",true\r\n`,
    );
  });

  it('reads back through a real CSV parser cell for cell: non-ASCII letters, commas, quotes, line breaks', () => {
    const fields = {
      firstName: 'Zoë Ñúñez 王芳',
      lastName: 'Ørsted-Ĳssel',
      email: 'zoe@example.com',
      company: 'Smith, "Jones" & Co.',
      message: 'First line,\r\nsecond "quoted" line\nthird\tcolumn 😀',
      phone: '+44 (0)20 7946 0958',
      consent: true,
    };
    const rows = readCsv(submissionsCsv([record('1', '2026-01-01T00:00:00.000Z', fields, 'contact')], [contactForm]));
    const names = contactForm.fields.map((field) => field.name);
    expect(rows[0]).toEqual(['time', 'form', 'id', ...names]);
    expect(rows[1]).toEqual([
      '2026-01-01T00:00:00.000Z',
      'contact',
      '1',
      ...names.map((name) => (name in fields ? String(fields[name as keyof typeof fields]) : '')),
    ]);
  });
});

describe('a CSV cell', () => {
  const readBack = (value: string) => readCsv(`${spreadsheetCell(value)}\r\n`)[0][0];

  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['@SUM(1)', `'@SUM(1)`],
    ['+cmd', `'+cmd`],
    ['-1+1', `'-1+1`],
    [`+1+cmd|' /C calc'!A0`, `'+1+cmd|' /C calc'!A0`],
    ['+1-617-555-0100', `'+1-617-555-0100`],
    ['-', `'-`],
    ['\tleading tab', `'\tleading tab`],
    ['\r=1', `'\r=1`],
    ['=', `'=`],
  ])('shows %j, which a spreadsheet would run, as text: %j', (value, shown) => {
    expect(readBack(value)).toBe(shown);
  });

  it.each([
    '+1 617 555 0100',
    '+44 (0)20 7946 0958',
    '+1.617.555.0100',
    '-12.5',
    '+12',
    '-1,000.25',
    'a=b',
    'x@example.com',
    'plain text',
    '',
  ])('keeps %j, which a spreadsheet would not run, as written', (value) => {
    expect(readBack(value)).toBe(value);
  });

  it('drops NUL and the other control characters but tab, CR and LF, then checks for a formula', () => {
    expect(readBack('a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\u007Fh')).toBe('abcdefgh');
    expect(readBack('in\tside\r\nand\nmore')).toBe('in\tside\r\nand\nmore');
    expect(readBack('\u0000=1+1')).toBe(`'=1+1`);
    expect(spreadsheetCell('\u0000')).toBe('');
  });

  it('writes booleans as true and false, and nothing as an empty cell', () => {
    expect([spreadsheetCell(true), spreadsheetCell(false), spreadsheetCell(undefined)]).toEqual(['true', 'false', '']);
  });
});
