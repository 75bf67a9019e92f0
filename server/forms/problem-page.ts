import { labelOf, type FieldProblem } from '../../src/forms/check-submission';
import { checkedValue, type FieldDefinition, type FormDefinition } from '../../src/forms/form-definition';
import { splitAtSlot } from '../../src/forms/form-problems-slot';
import { problemReportHtml } from '../../src/forms/problem-report-html';
import type { SentAnswer } from '../../src/forms/sent-answer';
import { revealHidden } from './hidden-characters';

/** A field's sent value as the visitor would recognise it: an option's label, "Ticked". */
function readable(field: FieldDefinition, sent: string): string {
  if (field.type === 'checkbox') return sent === checkedValue ? 'Ticked' : 'Not ticked';
  if (field.type === 'select') return field.options.find((option) => option.value === sent)?.label ?? sent;
  return revealHidden(field, sent.replace(/\r\n?/g, '\n'));
}

/** Every field of the form with what was sent in it and its problem, in the form's order. */
export function sentAnswers(
  definition: FormDefinition,
  body: URLSearchParams,
  problems: readonly FieldProblem[],
): SentAnswer[] {
  return definition.fields.map((field) => {
    const problem = problems.find((candidate) => candidate.name === field.name)?.message;
    const value = readable(field, body.getAll(field.name).join('\n'));
    return { name: field.name, label: labelOf(field), value, ...(problem && { problem }) };
  });
}

/**
 * The 400 page: the built form problem page (the site's header, footer and styles) with the
 * report in its slot. Everything the visitor sent is escaped.
 */
export function problemPageRenderer(templateHtml: string): (answers: SentAnswer[], backHref: string) => string {
  const [before, after] = splitAtSlot(templateHtml);
  return (answers, backHref) => before + problemReportHtml(answers, backHref) + after;
}
