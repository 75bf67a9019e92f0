import { DefinedForm } from './DefinedForm';
import { inquiryForm } from '../inquiry-form';

/** The footer's inquiry form: a native form that works without JavaScript. */
export function InquiryForm() {
  return <DefinedForm definition={inquiryForm} className="grid gap-6 text-ink" aria-labelledby="inquiry-title" />;
}
