/** A phone number as link text that never wraps: spaces and hyphens become their non-breaking forms. */
export function unbreakablePhoneText(text: string): string {
  return text.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011');
}
