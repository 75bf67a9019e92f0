import { formAction } from '../form-action';
import { newsletterForm } from '../newsletter-form';
import { HoneypotField } from './HoneypotField';
import type { NewsletterFormProps } from './NewsletterForm.props';
import { useElementId } from '../../components/use-element-id';

export function NewsletterForm({ label }: NewsletterFormProps) {
  const id = `${useElementId('newsletter')}-email`;
  const [field] = newsletterForm.fields;
  return (
    <form
      method="post"
      action={formAction(newsletterForm.id)}
      className="flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="grid flex-1 gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <input
          id={id}
          name={field.name}
          type="email"
          required
          autoComplete="email"
          maxLength={field.maxLength}
          className="field-input"
        />
      </div>
      <HoneypotField />
      <button type="submit" className="btn-primary">
        {newsletterForm.submitLabel}
      </button>
    </form>
  );
}
