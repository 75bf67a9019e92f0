import { applicationForm } from './application-form';
import { contactForm } from './contact-form';
import { formIds, type FormDefinition, type FormId } from './form-definition';
import { inquiryForm } from './inquiry-form';
import { newsletterForm } from './newsletter-form';

const definitions: Record<FormId, FormDefinition> = {
  inquiry: inquiryForm,
  contact: contactForm,
  newsletter: newsletterForm,
  application: applicationForm,
};

/** Every form the site renders and the server receives, in the order of `formIds`. */
export const forms: readonly FormDefinition[] = formIds.map((id) => definitions[id]);

export function formById(id: string): FormDefinition | undefined {
  return forms.find((form) => form.id === id);
}

/** The page a visitor lands on after sending a form (a 303 from the receiver). */
export function thankYouPath(id: FormId): string {
  return `/thank-you/${id}`;
}

/** The page whose copy the receiver fills with a rejected submission's problems (status 400). */
export const problemPagePath = '/form-not-sent';

/** Where "back to the form" leads when the visitor's browser did not say which page they came from. */
export const formHomePaths: Record<FormId, string> = {
  inquiry: '/#inquiry-title',
  contact: '/contact-us#message',
  newsletter: '/insights',
  application: '/jobs',
};

/** Where the contact form is, for text that points visitors to it (the form problem page). */
export const contactFormHref = '/contact-us#message';
