import type { FormDefinition } from './form-definition';

/**
 * What a visitor agrees to by ticking a form's consent boxes, word for word as the form shows it
 * (`FormFields.tsx` renders the label, then its link, then a full stop). Undefined for a form
 * without one (the newsletter box). A change of wording here is a change of what is agreed to.
 */
export function consentWording(definition: FormDefinition): string | undefined {
  const sentences = definition.fields.flatMap((field) =>
    field.type === 'checkbox' ? [`${field.label}${field.link ? ` ${field.link.text}` : ''}.`] : [],
  );
  return sentences.length ? sentences.join('\n') : undefined;
}
