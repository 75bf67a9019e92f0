import { describe, expect, it } from 'vitest';
import { formAction, formActionOrigins, formActionSource } from '../../../src/forms/form-action';

describe('where a form posts', () => {
  it('takes the site setting unless FORM_ACTION_<FORM> is set, and says which', () => {
    const env = { FORM_ACTION_CONTACT: 'https://forms.example.com/f/123', FORM_ACTION_NEWSLETTER: '' };
    expect(formAction('contact', env)).toBe('https://forms.example.com/f/123');
    expect(formActionSource('contact', env)).toBe('FORM_ACTION_CONTACT');
    expect(formAction('newsletter', env)).toBe('/forms/newsletter');
    expect(formActionSource('newsletter', env)).toBe('site settings');
    expect(formAction('inquiry', {})).toBe('/forms/inquiry');
  });
});

describe('formActionOrigins', () => {
  it('is empty while every form posts to the site itself', () => {
    expect(formActionOrigins({})).toEqual([]);
  });

  it('lists each outside origin once', () => {
    const env = {
      FORM_ACTION_INQUIRY: 'https://forms.example.com/inquiry',
      FORM_ACTION_CONTACT: 'https://forms.example.com/contact',
      FORM_ACTION_NEWSLETTER: 'https://mail.example.org:8443/subscribe',
    };
    expect(formActionOrigins(env)).toEqual(['https://forms.example.com', 'https://mail.example.org:8443']);
  });
});
