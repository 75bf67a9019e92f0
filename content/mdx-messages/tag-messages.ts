import { placeOf, shortened, type Place } from './source-place';
import type { PlainMessage, MdxSyntaxError } from './plain-message';

/** The characters after a bare `<` that read as "less than" in words too: `<30%`, `< 5`, `<$5`. */
const numberAfter = /^[\d\s$€£¥.]/;

function bareLessThan(source: string, at: number): PlainMessage {
  const token = (/^<[^\s<>{}]*/.exec(source.slice(at))?.[0] ?? '<').replace(/[.,;:!?)]+$/, '');
  const rest = token.slice(1);
  const words = numberAfter.test(rest) ? ` or \`less than ${rest.trim()}\`` : '';
  return {
    reason: `\`${token}\`: a bare < starts a tag in MDX; write \`&lt;${rest}\`${words}`,
    place: placeOf(source, at),
  };
}

/** `<!-- note -->`: MDX has no HTML comments. The parser stops at the `!` after `<`. */
export function htmlComment({ reason }: MdxSyntaxError, source: string, at: number): PlainMessage | null {
  if (!reason.startsWith('Unexpected character `!` (U+0021) before name') || source[at - 1] !== '<') return null;
  const end = source.indexOf('-->', at);
  const comment = end === -1 ? source.slice(at - 1).split('\n')[0] : source.slice(at - 1, end + 3);
  const text = shortened(comment.replace(/^<!--|-->$/g, ''));
  return {
    reason: `\`${shortened(comment)}\`: HTML comments do not work in MDX; write \`{/* ${text} */}\` instead`,
    place: placeOf(source, at - 1),
  };
}

/** `<30%`, `<=5`: a `<` that is not a tag. The parser stops at the character after it. */
export function lessThan({ reason }: MdxSyntaxError, source: string, at: number): PlainMessage | null {
  if (!/^Unexpected character `.+?` \(U\+[0-9A-F]+\) before name/.test(reason) || source[at - 1] !== '<') return null;
  return bareLessThan(source, at - 1);
}

/**
 * A `<` read as the start of a tag that then goes wrong: `<$5 a month.` (no element is named `$5`),
 * `<b and more` running to the end of its paragraph, or a component tag left without its `>`.
 */
export function unfinishedTag({ reason }: MdxSyntaxError, source: string, at: number): PlainMessage | null {
  const endsEarly =
    /^Unexpected end of file (in|before|after) (attribute name|attribute value|name|member name|local name)/.test(
      reason,
    );
  if (!endsEarly && !/^Unexpected character .* (in|before|after) (attribute name|name)/.test(reason)) return null;
  const open = source.lastIndexOf('<', at - 1);
  if (open === -1) return null;
  const name = /^<([A-Za-z$_][\w$.:-]*)/.exec(source.slice(open))?.[1] ?? '';
  if (/^[$_]/.test(name)) return bareLessThan(source, open);
  if (!endsEarly) return null;
  if (!/^[A-Z]/.test(name)) return bareLessThan(source, open);
  const tag = shortened(source.slice(open, at), 60);
  return {
    reason: `\`${tag}\`: the tag has no closing >; end it with > (or /> when nothing goes inside)`,
    place: placeOf(source, open),
  };
}

/** Where a quoted prop value closed too early, for `title='It's here'`. */
function earlyClosedValue(
  source: string,
  tagStart: number,
  at: number,
): { name: string; quote: string; start: number; closed: number } | null {
  let found: { name: string; quote: string; start: number; closed: number } | null = null;
  for (const match of source.slice(tagStart, at).matchAll(/([A-Za-z_$][\w$.:-]*)=(['"])/g)) {
    const start = tagStart + match.index + match[0].length;
    const closed = source.indexOf(match[2], start);
    if (closed !== -1 && closed < at) found = { name: match[1], quote: match[2], start, closed };
  }
  return found;
}

/**
 * `title='It's here'`: the apostrophe closes the value, and the parser stops at the text after it.
 * The value the copywriter meant runs to the last matching quote before the tag ends.
 */
export function quoteInProp({ reason }: MdxSyntaxError, source: string, at: number): PlainMessage | null {
  if (!/^Unexpected character .* (in|before|after) attribute name/.test(reason)) return null;
  const tagStart = source.lastIndexOf('<', at);
  const value = tagStart === -1 ? null : earlyClosedValue(source, tagStart, at);
  if (!value) return null;
  const { name, quote, start } = value;
  const tagEnd = source.indexOf('>', at);
  const lastQuote = source.lastIndexOf(quote, tagEnd === -1 ? at : tagEnd);
  // The text after the early quote must end with the same quote, or this is some other mistake.
  if (lastQuote < at && source[at] !== quote) return null;
  const meant = source.slice(start, Math.max(lastQuote, at));
  const other = quote === "'" ? '"' : "'";
  const fix = meant.includes(other) ? `${name}={${JSON.stringify(meant)}}` : `${name}=${other}${meant}${other}`;
  const what = quote === "'" ? 'the apostrophe' : 'the inner "';
  const place = placeOf(source, start - name.length - 2);
  return {
    reason: `\`${name}=${quote}${meant}${quote}\`: ${what} ends the quoted text early; write \`${fix}\``,
    place,
  };
}

/**
 * `Expected a closing tag for <Section> (3:1-3:20)`, with no place of its own, or one inside a
 * paragraph (`… before the end of paragraph`) placed at the paragraph: the opening tag is the place.
 */
export function unclosedTag({ reason }: MdxSyntaxError): PlainMessage | null {
  const match = /^Expected a closing tag for `<([^>]+)>` \((\d+):(\d+)-[^)]*\)( before the end of `paragraph`)?/.exec(
    reason,
  );
  if (!match) return null;
  const [, name, line, column, inParagraph] = match;
  const place: Place = { line: Number(line), column: Number(column) };
  // HTML's empty elements take no closing tag; MDX only needs the slash that says so.
  const empty = /^(br|hr|img|wbr)\b/i.exec(name)?.[1];
  if (empty) {
    const what = empty.toLowerCase() === 'br' ? ' for a line break' : '';
    const written = name.replace(/\s*\/?$/, '');
    return { reason: `\`<${name}>\`: write \`<${written} />\`${what} (MDX needs the slash before >)`, place };
  }
  const where = inParagraph ? 'before its paragraph ends' : 'where it ends';
  return { reason: `\`<${name}>\` on line ${line} is never closed; add \`</${name}>\` ${where}`, place };
}

/** `</Section>` while `<Prose>` is still open. */
export function closedOutOfOrder({ reason, line, column }: MdxSyntaxError): PlainMessage | null {
  const match =
    /^Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>]+)>` \((\d+):/.exec(reason);
  if (!match || line === undefined || column === undefined) return null;
  const [, closing, open, openLine] = match;
  return {
    reason: `\`</${closing}>\` comes before \`<${open}>\` from line ${openLine} is closed; add \`</${open}>\` above it`,
    place: { line, column },
  };
}

/** `</Section>` with no `<Section>` open. The parser stops at the `/`. */
export function strayClosingTag({ reason }: MdxSyntaxError, source: string, at: number): PlainMessage | null {
  if (!reason.startsWith('Unexpected closing slash `/` in tag, expected an open tag first') || source[at - 1] !== '<')
    return null;
  const tag = /^<\/[^>\s]*>?/.exec(source.slice(at - 1))?.[0] ?? '</';
  const name = tag.replace(/^<\/|>$/g, '');
  return {
    reason: `\`${tag}\` closes a tag that is not open; remove it, or add \`<${name}>\` where it starts`,
    place: placeOf(source, at - 1),
  };
}
