import { contactForm } from '../forms/contact-form';
import { formAction } from '../forms/form-action';
import { FormFields } from './FormFields';

/** The contact page's form: a native form that posts without JavaScript; fields marked * are required. */
export function ContactForm() {
  return (
    <form method="post" action={formAction(contactForm.id)} className="card grid gap-6 p-6 md:p-8" aria-label="Contact form">
      <p className="m-0 text-sm text-muted">
        Fields marked <span aria-hidden="true" className="text-red-700">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <FormFields fields={contactForm.fields} />
      <p className="m-0">
        <button type="submit" className="btn-primary">
          {contactForm.submitLabel}
        </button>
      </p>
    </form>
  );
}
