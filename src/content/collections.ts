import type { Collection } from './schema';

/**
 * Collections by folder. Each entry extends `baseSchema` with the fields its pages share, for
 * example `{ folder: 'case-studies', schema: baseSchema.extend({ industry: z.string() }) }`.
 */
export const collections: readonly Collection[] = [];
