/**
 * JSON for a `<script type="application/ld+json">` element. Script text is raw: HTML entities are
 * not decoded in it and `</script>` or `<!--` inside would end or derail it, so every `<` is written
 * `\u003c` (still the same JSON). U+2028 and U+2029 are escaped too, for tools that read it as JavaScript.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
