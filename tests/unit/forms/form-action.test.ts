import { describe, expect, it } from 'vitest';
import { formAction, formActionOrigins } from '../../../src/forms/form-action';

describe('formAction', () => {
  it('posts to the site path unless the build names another action', () => {
    expect(formAction('inquiry', {})).toBe('/forms/inquiry');
    expect(formAction('inquiry', { FORM_ACTION_INQUIRY: 'https://forms.example.com/in' })).toBe('https://forms.example.com/in');
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
