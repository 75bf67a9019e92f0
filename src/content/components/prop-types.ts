import type { ReactNode } from 'react';
import { z } from 'zod';

/**
 * Value types that component props share. Describe each prop last (`.optional().describe(…)`):
 * `.describe()` names the schema it is called on, and the props table reads the outermost one.
 */

/** Text that is not empty (spaces around it are dropped). */
export const text = z.string().trim().min(1);

/** A whole number of at least 1, such as a `limit`. */
export const count = z.number().int().min(1);

/**
 * What a page writes between a component's opening and closing tags: Markdown, other components.
 * A schema without `children` takes no content; `mdxContent` requires some, `.optional()` allows it.
 */
export const mdxContent = z.custom<ReactNode>(
  (value) => value !== undefined && value !== null && value !== false,
  'needs content between its tags',
);
