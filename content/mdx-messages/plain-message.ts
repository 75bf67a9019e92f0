import {
  closedOutOfOrder,
  htmlComment,
  lessThan,
  quoteInProp,
  strayClosingTag,
  unclosedTag,
  unfinishedTag,
} from './tag-messages';
import { curlyQuotesInCode, notCode, unclosedBrace } from './brace-messages';
import { offsetOf, type Place } from './source-place';

/** An MDX syntax error as the parser throws it: its text and, usually, where it stopped. */
export interface MdxSyntaxError {
  reason: string;
  line?: number;
  column?: number;
}

/** The same error in words a copywriter can act on, with the place of the mistake itself. */
export interface PlainMessage {
  reason: string;
  place: Place;
}

/** A rule reads the error and the source around `at`, the offset where the parser stopped. */
type Rule = (error: MdxSyntaxError, source: string, at: number) => PlainMessage | null;

// Most specific first: a quote in a prop also reads as a bad attribute name.
const placedRules: readonly Rule[] = [
  htmlComment,
  quoteInProp,
  lessThan,
  unfinishedTag,
  unclosedTag,
  closedOutOfOrder,
  strayClosingTag,
  curlyQuotesInCode,
  notCode,
  unclosedBrace,
];
// A tag left open is reported with no place, only the opening tag's in the text.
const unplacedRules: readonly Rule[] = [unclosedTag];

/**
 * The plain version of a common MDX syntax error (`<30%`, `{…}` in text, an HTML comment, an
 * apostrophe closing a prop's quotes, a tag left open), or null to keep the parser's own words.
 */
export function plainSyntaxMessage(error: MdxSyntaxError, source: string): PlainMessage | null {
  const at = error.line === undefined ? -1 : offsetOf(source, { line: error.line, column: error.column ?? 1 });
  for (const rule of at === -1 ? unplacedRules : placedRules) {
    const plain = rule(error, source, at);
    if (plain) return plain;
  }
  return null;
}
