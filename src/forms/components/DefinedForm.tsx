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
}

/** A native form rendered from its definition: posts to the form's action, works without JavaScript. */
export function DefinedForm({ definition, className, intro, ...aria }: DefinedFormProps) {
  const submit = usePhrases()(definition.submitLabel);
  return (
    <form method="post" action={formAction(definition.id)} className={className} {...aria}>
      {intro}
      <FormFields fields={definition.fields} />
      <HoneypotField />
      <p className="m-0">
        <button type="submit" className="btn-primary" lang={submit.lang}>
          {submit.text}
        </button>
      </p>
    </form>
  );
}
