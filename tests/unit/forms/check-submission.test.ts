import { describe, expect, it } from 'vitest';
import { checkSubmission } from '../../../src/forms/check-submission';
import { contactForm } from '../../../src/forms/contact-form';
import { inquiryForm } from '../../../src/forms/inquiry-form';
import { newsletterForm } from '../../../src/forms/newsletter-form';

const validInquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organization: 'Analytical Engines Ltd',
  phone: '+44 20 7946 0000',
  region: 'eu',
  inquiryType: 'services',
  message: 'We need help\r\nwith a migration.',
  consent: 'yes',
};

const validContact = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@navy.example',
  phone: '',
  company: 'US Navy',
  jobTitle: 'Rear Admiral',
  country: 'US',
  inquiryType: 'Product Demo',
  message: 'Please show us the platform.',
  consent: 'yes',
};

const body = (fields: Record<string, string>) => new URLSearchParams(fields);
const without = <T extends Record<string, string>>(fields: T, ...names: (keyof T)[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

describe('the inquiry form check', () => {
  it('accepts a complete submission and keeps what was typed, line breaks as \\n', () => {
    expect(checkSubmission(inquiryForm, body(validInquiry))).toEqual({
      ok: true,
      fields: { ...validInquiry, message: 'We need help\nwith a migration.', consent: true },
    });
  });

  it('accepts an empty optional message', () => {
    const result = checkSubmission(inquiryForm, body({ ...validInquiry, message: '' }));
    expect(result).toMatchObject({ ok: true, fields: { message: '' } });
  });

  it('lists every missing required field with its label', () => {
    expect(checkSubmission(inquiryForm, body({}))).toEqual({
      ok: false,
      problems: [
        { name: 'name', label: 'Name', message: 'This field is required.' },
        { name: 'email', label: 'Email', message: 'This field is required.' },
        { name: 'organization', label: 'Organization', message: 'This field is required.' },
        { name: 'phone', label: 'Contact Number', message: 'This field is required.' },
        { name: 'region', label: 'Region', message: 'Choose one of the options.' },
        { name: 'inquiryType', label: 'Inquiry Type', message: 'Choose one of the options.' },
        { name: 'consent', label: 'Consent', message: 'Tick this box to send the form.' },
      ],
    });
  });

  it('counts blanks as missing and refuses values outside the lists', () => {
    const result = checkSubmission(inquiryForm, body({ ...validInquiry, name: '   ', region: 'mars', consent: 'on' }));
    expect(result).toEqual({
      ok: false,
      problems: [
        { name: 'name', label: 'Name', message: 'This field is required.' },
        { name: 'region', label: 'Region', message: 'Choose one of the listed options.' },
        { name: 'consent', label: 'Consent', message: 'Tick this box to send the form.' },
      ],
    });
  });

  it('refuses names and organisations over 200 characters, messages over 5,000, phones over 40', () => {
    const result = checkSubmission(
      inquiryForm,
      body({
        ...validInquiry,
        name: 'n'.repeat(201),
        organization: 'o'.repeat(200),
        phone: '1'.repeat(41),
        message: 'm'.repeat(5001),
      }),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { name: 'name', label: 'Name', message: 'Use at most 200 characters (this has 201).' },
        { name: 'phone', label: 'Contact Number', message: 'Use at most 40 characters (this has 41).' },
        { name: 'message', label: 'Message', message: 'Use at most 5000 characters (this has 5001).' },
      ],
    });
  });

  it('counts a CRLF line break as one character, as the browser’s maxlength does', () => {
    const message = 'a\r\n'.repeat(2500);
    expect(checkSubmission(inquiryForm, body({ ...validInquiry, message }))).toMatchObject({ ok: true });
  });

  it('refuses a field sent twice and a line break in a one-line field', () => {
    const params = body({ ...validInquiry, organization: 'Acme\nCorp' });
    params.append('email', 'second@example.com');
    expect(checkSubmission(inquiryForm, params)).toEqual({
      ok: false,
      problems: [
        { name: 'email', label: 'Email', message: 'Send this field once.' },
        { name: 'organization', label: 'Organization', message: 'Use a single line.' },
      ],
    });
  });

  it('leaves out fields the form does not have', () => {
    const result = checkSubmission(inquiryForm, body({ ...validInquiry, isAdmin: 'true', __proto__: 'x' }));
    expect(result.ok && Object.keys(result.fields)).toEqual(inquiryForm.fields.map((field) => field.name));
  });
});

describe('the contact form check', () => {
  it('accepts a complete submission with the optional phone left empty and Product Demo chosen', () => {
    expect(checkSubmission(contactForm, body(validContact))).toEqual({
      ok: true,
      fields: { ...validContact, consent: true },
    });
  });

  it('requires the message and consent, unlike the footer form’s message', () => {
    expect(checkSubmission(contactForm, body(without(validContact, 'message', 'consent')))).toEqual({
      ok: false,
      problems: [
        { name: 'message', label: 'Message', message: 'This field is required.' },
        { name: 'consent', label: 'Consent', message: 'Tick this box to send the form.' },
      ],
    });
  });

  it('checks the email shape and the country list', () => {
    for (const email of [
      'grace',
      'grace@',
      '@navy.example',
      'grace@navy',
      'grace hopper@navy.example',
      'a@b@c.example',
      'grace@navy..example',
    ]) {
      expect(checkSubmission(contactForm, body({ ...validContact, email })), email).toEqual({
        ok: false,
        problems: [
          { name: 'email', label: 'Business email', message: 'Enter an email address such as name@example.com.' },
        ],
      });
    }
    expect(checkSubmission(contactForm, body({ ...validContact, country: 'us' }))).toEqual({
      ok: false,
      problems: [{ name: 'country', label: 'Country/Region', message: 'Choose one of the listed options.' }],
    });
  });

  it('accepts an email of 254 characters and refuses one of 255', () => {
    const at = (length: number) => `${'a'.repeat(64)}@${'d'.repeat(length - 64 - 1 - 8)}.example`;
    expect(at(254)).toHaveLength(254);
    expect(checkSubmission(contactForm, body({ ...validContact, email: at(254) }))).toMatchObject({ ok: true });
    expect(checkSubmission(contactForm, body({ ...validContact, email: at(255) }))).toEqual({
      ok: false,
      problems: [{ name: 'email', label: 'Business email', message: 'Use at most 254 characters (this has 255).' }],
    });
  });
});

describe('the newsletter form check', () => {
  it('takes an email address and nothing else', () => {
    expect(checkSubmission(newsletterForm, body({ email: ' reader@example.com ', name: 'ignored' }))).toEqual({
      ok: true,
      fields: { email: 'reader@example.com' },
    });
  });

  it('refuses a missing or malformed address', () => {
    expect(checkSubmission(newsletterForm, body({}))).toEqual({
      ok: false,
      problems: [{ name: 'email', label: 'Email address', message: 'This field is required.' }],
    });
    expect(checkSubmission(newsletterForm, body({ email: '<script>@x' }))).toEqual({
      ok: false,
      problems: [
        { name: 'email', label: 'Email address', message: 'Enter an email address such as name@example.com.' },
      ],
    });
  });
});
