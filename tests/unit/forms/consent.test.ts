import { describe, expect, it } from 'vitest';
import { consentRecord, consentVersion } from '../../../server/forms/consent-record';
import { consentWording } from '../../../src/forms/consent-wording';
import { contactForm } from '../../../src/forms/contact-form';
import type { FormDefinition } from '../../../src/forms/form-definition';
import { newsletterForm } from '../../../src/forms/newsletter-form';

describe('consent records', () => {
  it('hold the wording the form shows, word for word, its version, the page and the time', () => {
    const time = new Date('2026-03-04T05:06:07.089Z');
    expect(consentRecord(contactForm, '/contact-us', time)).toEqual({
      wording:
        'I agree to receive marketing communications from Northstar Technologies and understand I can unsubscribe at any time. See our privacy policy.',
      version: 'sha256:12545ebb5f791575',
      page: '/contact-us',
      time: '2026-03-04T05:06:07.089Z',
    });
    expect(consentRecord(contactForm, undefined, time)?.page).toBeNull();
  });

  it('get a new version when the wording changes, and keep it while it does not', () => {
    const changed: FormDefinition = {
      ...contactForm,
      fields: contactForm.fields.map((field) =>
        field.type === 'checkbox' ? { ...field, label: field.label.replace('marketing', 'product') } : field,
      ),
    };
    const before = consentVersion(consentWording(contactForm) ?? '');
    const after = consentVersion(consentWording(changed) ?? '');
    expect(after).not.toBe(before);
    expect(consentVersion(consentWording({ ...contactForm }) ?? '')).toBe(before);
  });

  it('are left out for a form without consent boxes', () => {
    expect(consentRecord(newsletterForm, '/insights', new Date())).toBeUndefined();
  });
});
