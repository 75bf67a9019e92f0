import type { AriaAttributes, ReactNode } from 'react';
import { formAction } from '../form-action';
import type { FormDefinition } from '../form-definition';
import { FormFields } from './FormFields';
import { HoneypotField } from './HoneypotField';
import { usePhrases } from '../../translations/use-phrases';

interface DefinedFormProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> {
  definition: FormDefinition;
  className: string;
  /** Shown above the fields, e.g. a note on required fields. */
  intro?: ReactNode;
  /** Values of the hidden fields. */
  values?: Readonly<Record<string, string>>;
  id?: string;
}

/** A native form rendered from its definition: posts to the form's action, works without JavaScript. */
export function DefinedForm({ definition, className, intro, values, id, ...aria }: DefinedFormProps) {
  const submit = usePhrases()(definition.submitLabel);
  // A file field needs multipart; the others stay url-encoded, which is all their receiver takes.
  const multipart = definition.fields.some((field) => field.type === 'file');
  return (
    <form
      id={id}
      method="post"
      action={formAction(definition.id)}
      encType={multipart ? 'multipart/form-data' : undefined}
      className={className}
      {...aria}
    >
      {intro}
      <FormFields fields={definition.fields} values={values} />
      <HoneypotField />
      <p className="m-0">
        <button type="submit" className="btn-primary" lang={submit.lang}>
          {submit.text}
        </button>
      </p>
    </form>
  );
}
