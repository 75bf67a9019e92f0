import { FormFields } from '../components/FormFields';
import { formAction } from '../forms/form-action';
import { inquiryForm } from '../forms/inquiry-form';

/** The footer's inquiry form: a native form that works without JavaScript. */
export function InquiryForm() {
  return (
    <form method="post" action={formAction(inquiryForm.id)} className="grid gap-6 text-ink" aria-labelledby="inquiry-title">
      <FormFields fields={inquiryForm.fields} />
      <p className="m-0">
        <button type="submit" className="btn-primary">
          {inquiryForm.submitLabel}
        </button>
      </p>
    </form>
  );
}
