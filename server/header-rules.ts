import type { OutgoingHttpHeaders } from 'node:http';
import { patternRegExp, type HeaderRule } from './headers-file';

/** The `_headers` rules compiled once: a function from a path to the headers a host would add. */
export function compileHeaderRules(rules: readonly HeaderRule[]): (path: string) => OutgoingHttpHeaders {
  const compiled = rules.map((rule) => ({ pattern: patternRegExp(rule.pattern), headers: rule.headers }));
  return (path) => {
    const headers: OutgoingHttpHeaders = {};
    for (const rule of compiled) if (rule.pattern.test(path)) Object.assign(headers, rule.headers);
    return headers;
  };
}
