import { contactForm } from '../contact-form';
import { DefinedForm } from './DefinedForm';

export function ContactForm() {
  return (
    <DefinedForm
      definition={contactForm}
      className="card grid gap-6 p-6 md:p-8"
      aria-label="Contact form"
      intro={
        <p className="m-0 text-sm text-muted">
          {/* A string, not JSX text: Prettier would split the last space off as {' '}, and React writes <!-- --> between the two. */}
          {'Fields marked '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
      }
    />
  );
}
