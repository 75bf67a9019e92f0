import type { VFile } from 'vfile';
import { plainSyntaxMessage } from './plain-message';

/** unified's parser, as far as this plugin needs it: the tree it returns passes through untouched. */
type Parser = (document: string, file: VFile) => unknown;

interface ParseError {
  reason: string;
  line?: number;
  column?: number;
  ruleId?: string;
}

function isParseError(error: unknown): error is ParseError {
  return typeof error === 'object' && error !== null && typeof (error as { reason?: unknown }).reason === 'string';
}

/**
 * Rewrites the MDX parser's common syntax errors into plain words with the fix (`<30%`: write
 * `&lt;30%` or `less than 30%`), at the place of the mistake. Syntax errors are thrown while
 * parsing, before any remark plugin sees a tree, so this wraps the parser itself.
 */
export function remarkPlainSyntaxErrors(this: { parser?: Parser }) {
  const parse = this.parser;
  if (!parse) throw new Error('remarkPlainSyntaxErrors must come after the MDX parser');
  this.parser = (document, file) => {
    try {
      return parse(document, file);
    } catch (error) {
      if (!isParseError(error)) throw error;
      const plain = plainSyntaxMessage(error, document);
      if (!plain) throw error;
      return file.fail(plain.reason, {
        place: plain.place,
        ruleId: error.ruleId,
        source: 'remark-plain-syntax-errors',
      });
    }
  };
}
