import type { z } from 'zod';

/** One stored JSON line read against its schema; undefined for a line that is not JSON or not of that shape. */
export function parsedLine<T>(schema: z.ZodType<T>, line: string): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(line));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
