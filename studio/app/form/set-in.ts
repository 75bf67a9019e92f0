import type { FieldPath } from '../../shared/frontmatter-edit';

/** `base` with `value` at `path`, copied along the way; undefined removes the key (or the list item). */
export function setIn(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(base) ? [...(base as unknown[])] : [];
    const next = setIn(list[head], rest, value);
    if (next === undefined && rest.length === 0) list.splice(head, 1);
    else list[head] = next;
    return list;
  }
  const object: Record<string, unknown> =
    base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
  const next = setIn(object[head], rest, value);
  if (next === undefined) delete object[head];
  else object[head] = next;
  return object;
}
