export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

function describe(value: unknown): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `the number ${value}`;
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object' && value !== null && '$$typeof' in value) {
    return 'a React element (MDX children or markup cannot be sent to the browser; pass text or data)';
  }
  if (Array.isArray(value)) return null;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return null;
  if (typeof value === 'object') return `a ${value.constructor?.name ?? 'non-plain'} object`;
  return `a ${typeof value}`;
}

function check(island: string, value: unknown, path: string): void {
  const problem = describe(value);
  if (problem) throw new Error(`Island <${island}>: prop ${path} is ${problem}; island props must be JSON data`);
  if (Array.isArray(value)) value.forEach((item, i) => check(island, item, `${path}[${i}]`));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) if (item !== undefined) check(island, item, `${path}.${key}`);
  }
}

/**
 * Island props travel to the browser as JSON in the marker's attribute, so anything that would
 * not survive `JSON.stringify` (functions, elements, dates, NaN) is refused with its prop path.
 * Undefined props are dropped, as JSON drops them.
 */
export function encodeIslandProps(island: string, props: Record<string, unknown>): string {
  for (const [key, value] of Object.entries(props)) if (value !== undefined) check(island, value, key);
  return JSON.stringify(props);
}

export function decodeIslandProps(json: string | undefined): Record<string, JsonValue> {
  return json ? (JSON.parse(json) as Record<string, JsonValue>) : {};
}
