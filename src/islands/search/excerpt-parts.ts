/** A run of an excerpt's text: `marked` where it matches the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Pagefind's excerpt as plain text runs, so a result renders as text and never as HTML: nothing in
 * an indexed page can reach the search page as markup. Pagefind (1.5) escapes only `<` and `>` of
 * the page's text before it puts `<mark>` around the matching words; `&` stays as it is.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  excerpt.split(/<mark>([\s\S]*?)<\/mark>/).forEach((piece, at) => {
    const text = piece.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    if (text) parts.push({ text, marked: at % 2 === 1 });
  });
  return parts;
}
