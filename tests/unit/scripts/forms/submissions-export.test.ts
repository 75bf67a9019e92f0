import { describe, expect, it } from 'vitest';
import { selectSubmissions, submissionsCsv } from '../../../../scripts/lib/forms/submissions-export';
import type { SubmissionRecord } from '../../../../scripts/lib/forms/submission-record';
import { newsletterForm } from '../../../../src/forms/newsletter-form';
import { inquiryForm } from '../../../../src/forms/inquiry-form';

const record = (id: string, time: string, fields: SubmissionRecord['fields'], form: SubmissionRecord['form'] = 'newsletter'): SubmissionRecord => ({ id, time, form, fields });

describe('exporting submissions', () => {
  it('keeps those since the date, oldest first', () => {
    const records = [record('b', '2026-02-01T00:00:00.000Z', {}), record('old', '2025-12-31T23:59:59.999Z', {}), record('a', '2026-01-01T00:00:00.000Z', {})];
    expect(selectSubmissions(records, new Date('2026-01-01T00:00:00Z')).map((r) => r.id)).toEqual(['a', 'b']);
    expect(selectSubmissions(records).map((r) => r.id)).toEqual(['old', 'a', 'b']);
  });

  it('writes CSV with quoted cells and formulas disarmed', () => {
    const csv = submissionsCsv(
      [
        record('1', '2026-01-01T00:00:00.000Z', { email: 'a@b.example' }),
        record('2', '2026-01-02T00:00:00.000Z', { name: 'O"Brien, Pat', message: 'line one\nline two', phone: '+44 20', consent: true, email: '=HYPERLINK("x")' }, 'inquiry'),
      ],
      [newsletterForm, inquiryForm],
    );
    expect(csv).toBe(
      'time,form,id,email,name,organization,phone,region,inquiryType,message,consent\r\n' +
        '2026-01-01T00:00:00.000Z,newsletter,1,a@b.example,,,,,,,\r\n' +
        `2026-01-02T00:00:00.000Z,inquiry,2,"'=HYPERLINK(""x"")","O""Brien, Pat",,'+44 20,,,"line one\nline two",true\r\n`,
    );
  });
});
