/**
 * Why the lines of fields (a page's frontmatter, a data file) cannot be read, in words a
 * copywriter can act on, from the reason js-yaml (the build) or `yaml` (the studio) gives. Their own
 * words ("incomplete explicit mapping pair", "Implicit keys need to be on a single line") name parts
 * of the YAML grammar nobody writing a page knows.
 */
const plainWords: readonly [RegExp, string][] = [
  [/Map keys must be unique|duplicated mapping key/i, 'this field is written twice: keep one of the two'],
  [
    /unexpected end of the stream within a (double|single) quoted scalar|Missing closing "?'?quote/i,
    'a quotation mark opened here is never closed: close it at the end of the value, or remove it',
  ],
  [
    /flow (collection|sequence|map)|between flow map items|Expected a flow|missed comma between flow/i,
    'a list in [ ] or { } here is not closed, or two of its items have no comma between them: check the brackets and commas',
  ],
  [
    /bad indentation|must start at the same column|Bad indentation|BAD_INDENT/,
    'this line is indented differently from the fields around it: line it up with them',
  ],
  [
    /mapping (pair|entry)|block mapping entry|Implicit keys need to be on a single line|Nested mappings are not allowed|Implicit map keys need to be followed by map values|a multiline key may not be an implicit key/i,
    'this line is not one field, "name: value": if the value contains a colon, put the whole value in quotes',
  ],
];

/** The reason as the fix to make; every reason gets one. */
export function yamlProblemWords(reason: string): string {
  return (
    plainWords.find(([pattern]) => pattern.test(reason))?.[1] ??
    'this line cannot be read as a field, "name: value": compare it with the lines around it'
  );
}
