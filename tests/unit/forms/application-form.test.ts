import { describe, expect, it } from 'vitest';
import { applicationForm, cvKinds } from '../../../src/forms/application-form';
import { checkSubmission } from '../../../src/forms/check-submission';
import { uploadProblem } from '../../../src/forms/check-upload';
import type { FileField } from '../../../src/forms/form-definition';
import { safeFileName } from '../../../server/forms/safe-file-name';

const cvField = applicationForm.fields.find((field): field is FileField => field.type === 'file');
if (!cvField) throw new Error('the application form has no file field');

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  profile: 'https://example.com/ada',
  coverNote: 'I would like\r\nto apply.',
  consent: 'yes',
  job: '/jobs/data-scientist',
};

describe('the application form check', () => {
  it('accepts the text fields (the file is checked apart) and keeps the job page', () => {
    expect(checkSubmission(applicationForm, new URLSearchParams(valid))).toEqual({
      ok: true,
      fields: { ...valid, coverNote: 'I would like\nto apply.', consent: true },
    });
  });

  it("says what to fix in the visitor's words", () => {
    const check = checkSubmission(
      applicationForm,
      new URLSearchParams({ ...valid, profile: 'javascript:alert(1)', consent: '', name: '' }),
    );
    expect(check.ok ? [] : check.problems).toEqual([
      { name: 'name', label: 'Full name', message: 'This field is required.' },
      {
        name: 'profile',
        label: 'Profile or portfolio link',
        message: 'Enter a web address such as https://example.com/your-name.',
      },
      { name: 'consent', label: 'Consent', message: 'Tick this box to send the form.' },
    ]);
  });
});

describe('the CV check', () => {
  const pdf = cvKinds[0];
  it('takes a PDF, DOCX or ODT of at most 5 MB', () => {
    expect(uploadProblem(cvField, { bytes: 1000, kind: pdf })).toBeUndefined();
    expect(cvField.maxBytes).toBe(5 * 1024 * 1024);
  });

  it('refuses a missing, repeated, oversized or unrecognised file', () => {
    expect(uploadProblem(cvField, undefined)).toBe('Choose a PDF, DOCX or ODT file.');
    expect(uploadProblem(cvField, { bytes: 10, kind: pdf, repeated: true })).toBe('Send one file only.');
    expect(uploadProblem(cvField, { bytes: cvField.maxBytes + 1, kind: pdf })).toBe(
      'Choose a file of at most 5 MB (this one is larger).',
    );
    expect(uploadProblem(cvField, { bytes: 10, kind: undefined })).toBe(
      'This file is not a PDF, DOCX or ODT document. Save it as one of those and choose it again.',
    );
  });
});

describe('a sent file name', () => {
  it('keeps only its last segment, without control or invisible characters', () => {
    expect(safeFileName('../../etc/passwd\u0000.pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\ada\\CV\u202e.pdf')).toBe('CV.pdf');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('.htaccess')).toBe('htaccess');
  });
});
