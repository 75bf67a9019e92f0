import { closeBraceAfter, openBraceBefore, placeOf, shortened } from './source-place';
import type { PlainMessage, MdxSyntaxError } from './plain-message';

/** The prop name when the `{` at `open` starts a prop's value (`title={…}`), else null. */
function propBefore(source: string, open: number): string | null {
  return /([A-Za-z_$][\w$.:-]*)\s*=\s*$/.exec(source.slice(Math.max(0, open - 80), open))?.[1] ?? null;
}

const curlyQuotes = /[\u2018\u2019\u201C\u201D]/;

function straightened(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');
}

/**
 * `value={“42”}`, `{{ “x”: 1 }}`: code pasted through a word processor, whose quotes the parser
 * cannot read. Checked before `notCode`, which would take the braces for text.
 */
export function curlyQuotesInCode({ reason }: MdxSyntaxError, source: string, at: number): PlainMessage | null {
  if (!reason.startsWith('Could not parse expression with acorn')) return null;
  let open = openBraceBefore(source, at);
  if (open === -1) return null;
  // `{{ … }}`, `{[{ … }]}` (objects in a prop): quote the whole expression, from its outer brace.
  for (let outer = openBraceBefore(source, open); outer !== -1 && source[outer - 1] !== '\\';) {
    open = outer;
    outer = openBraceBefore(source, open);
  }
  const close = closeBraceAfter(source, open);
  const code = source.slice(open, close === -1 ? undefined : close + 1);
  if (!curlyQuotes.test(code)) return null;
  const prop = propBefore(source, open);
  const written = `${prop ? `${prop}=` : ''}${shortened(code, 60)}`;
  return {
    reason: `\`${written}\`: replace the curly quotes with straight ones: \`${straightened(written)}\``,
    place: placeOf(source, open),
  };
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
