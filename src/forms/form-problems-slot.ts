/** The attribute marking where the receiver writes a rejected submission's problems. */
export const formProblemsSlot = 'data-form-problems';

/** Splits a page at its slot: the HTML before the slot's content, and after it. */
export function splitAtSlot(html: string): [before: string, after: string] {
  const attribute = html.indexOf(` ${formProblemsSlot}=""`);
  if (attribute === -1 || html.indexOf(` ${formProblemsSlot}=""`, attribute + 1) !== -1) {
    throw new Error(`the form problem page must hold exactly one ${formProblemsSlot} element`);
  }
  const contentStart = html.indexOf('>', attribute) + 1;
  const contentEnd = html.indexOf('</div>', contentStart);
  if (contentStart === 0 || contentEnd === -1) throw new Error(`the ${formProblemsSlot} element is not closed`);
  return [html.slice(0, contentStart), html.slice(contentEnd)];
}
