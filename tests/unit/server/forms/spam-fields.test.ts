import { describe, expect, it } from 'vitest';
import { spamFields } from '../../../../server/forms/spam-fields';
import { contactForm } from '../../../../src/forms/contact-form';
import { honeypot } from '../../../../src/forms/honeypot';
import { newsletterForm } from '../../../../src/forms/newsletter-form';

describe('what is kept of a submission that filled the spam trap', () => {
  it("the checked fields when they pass the form's checks, without the trap", () => {
    const body = new URLSearchParams({ email: '  a@b.example ', [honeypot.name]: 'https://spam.example' });
    expect(spamFields(newsletterForm, body)).toEqual({ email: 'a@b.example' });
  });

  it('else the sent value of each defined field as text, trimmed and clipped to its length', () => {
    const body = new URLSearchParams({
      firstName: ` ${'x'.repeat(300)} `,
      email: 'not an email',
      consent: 'yes',
      country: 'Atlantis',
      message: 'Buy now\r\n',
      extra: 'not a field of the form',
      [honeypot.name]: 'https://spam.example',
    });
    expect(spamFields(contactForm, body)).toEqual({
      firstName: 'x'.repeat(200),
      email: 'not an email',
      consent: 'yes',
      country: 'Atlantis',
      message: 'Buy now',
    });
  });

  it('never cuts a character in half when clipping', () => {
    const body = new URLSearchParams({ firstName: `${'x'.repeat(199)}😀` });
    expect(spamFields(contactForm, body).firstName).toBe('x'.repeat(199));
  });
});
