export interface HeaderRule {
  /** A path pattern as static hosts read it: `/*`, `/assets/*`. */
  pattern: string;
  headers: Record<string, string>;
}

/** The `_headers` file: each pattern on its own line, its headers indented below it. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ pattern, headers }) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')
    .concat('\n');
}

/** Reads a `_headers` file back into rules, so the production server applies what a host would. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: cannot read line "${line.trim()}"`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** A `_headers` pattern as a regular expression: `*` matches any run of characters. */
export function patternRegExp(pattern: string): RegExp {
  return new RegExp(
    '^' +
      pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*') +
      '$',
  );
}

/** Whether a `_headers` pattern covers a path. */
export function patternMatches(pattern: string, path: string): boolean {
  return patternRegExp(pattern).test(path);
}

/** The headers for a path: every matching rule applies, later rules overriding earlier ones. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (patternMatches(rule.pattern, path)) Object.assign(headers, rule.headers);
  return headers;
}
