import { closeBraceAfter, openBraceBefore, placeOf, shortened } from './source-place';
import type { PlainMessage, MdxSyntaxError } from './plain-message';

/** The prop name when the `{` at `open` starts a prop's value (`title={…}`), else null. */
function propBefore(source: string, open: number): string | null {
  return /([A-Za-z_$][\w$.:-]*)\s*=\s*$/.exec(source.slice(Math.max(0, open - 80), open))?.[1] ?? null;
}

/** `{rose or fell}`: text in curly braces that is not code. */
export function notCode({ reason }: MdxSyntaxError, source: string, at: number): PlainMessage | null {
  if (!reason.startsWith('Could not parse expression with acorn')) return null;
  const open = openBraceBefore(source, at);
  if (open === -1) return null;
  const close = closeBraceAfter(source, open);
  const inside = shortened(source.slice(open + 1, close === -1 ? undefined : close));
  const prop = propBefore(source, open);
  const fix = prop
    ? `for text, write \`${prop}="${inside}"\``
    : `to show them, write \`\\{${inside}\\}\`, or remove them`;
  const quoted = prop ? `${prop}={${inside}}` : `{${inside}}`;
  return { reason: `\`${quoted}\`: curly braces hold code in MDX; ${fix}`, place: placeOf(source, open) };
}

/** A `{` that is never closed; the parser stops at the end of the paragraph. */
export function unclosedBrace({ reason }: MdxSyntaxError, source: string, at: number): PlainMessage | null {
  if (!reason.startsWith('Unexpected end of file in expression, expected a corresponding closing brace for `{`'))
    return null;
  const open = openBraceBefore(source, at);
  if (open === -1) return null;
  return {
    reason: '`{` has no closing `}`: curly braces hold code in MDX; to show a brace, write `\\{`',
    place: placeOf(source, open),
  };
}
