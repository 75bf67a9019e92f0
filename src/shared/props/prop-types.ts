import type { ReactNode } from 'react';
import { z } from 'zod';
import { isRelativePhoto } from '../photos/photo-set';
import { visibleText } from '../visible-text';

/**
 * Value types that component props share. Describe each prop last (`.optional().describe(…)`):
 * `.describe()` names the schema it is called on, and the props table reads the outermost one.
 */

/**
 * Text shown on the page as it is written, not empty (spaces around it are dropped). It is plain
 * text, not Markdown: the build refuses `**`, `_…_` and `[…](…)` in it, which would show as typed.
 */
export const text = z.string().trim().min(1).meta({ plainText: true });

/** An address a link goes to: a page path such as /contact-us, a file in public/, https://…, mailto:…. */
export const address = z.string().trim().min(1);

/** Text a visitor reads (a title, a label, a caption), not an address or a code: the spelling check reads it. */
export const shownText = visibleText(text);

/** A heading's level: 1 is the page's one main heading (h1). */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Text a component shows as a heading of `level`, or, on a component's schema, a heading it always
 * shows: the build's heading check counts them with the page's own `##` headings.
 */
export function headingText(level: HeadingLevel) {
  return shownText.meta({ heading: level });
}

/** Whether a prop's schema (unwrapped, as `schemaAt` gives it) takes plain text. */
export function isPlainText(schema: z.ZodType | undefined): boolean {
  return schema !== undefined && z.globalRegistry.get(schema)?.plainText === true;
}

/** The heading level a schema declares (`headingText`, or `.meta({ heading })` on a component's schema). */
export function headingLevelOf(schema: z.ZodType | undefined): HeadingLevel | undefined {
  const level = schema === undefined ? undefined : z.globalRegistry.get(schema)?.heading;
  return typeof level === 'number' ? (level as HeadingLevel) : undefined;
}

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

const publicImage = /^\/[\w/.-]+\.(svg|png|jpe?g|webp|avif)$/;

/**
 * The files of a photo beside the page (`PhotoSet`), as a component receives it: the compile turns
 * `image="./team.jpg"` into one. Never written by a page, so the props reference leaves it out.
 */
const photoSet = z
  .strictObject({
    src: z.string(),
    srcset: z.string().optional(),
    sources: z.array(z.strictObject({ type: z.string(), srcset: z.string() })),
    width: z.number(),
    height: z.number(),
  })
  .meta({ renderOnly: true });

/**
 * An image prop: a file in public/ (`/images/cloud.svg`), or a JPEG or PNG beside the page
 * (`./team.jpg`), which the build writes as AVIF and WebP at several widths. The build's check
 * reads the text the page writes; the component receives the photo's files (`PhotoSet`).
 */
export const picture = z.union([
  z
    .string()
    .refine(
      (value) => publicImage.test(value) || isRelativePhoto(value),
      'must be an image path in public/ such as /images/cloud.png, or a JPEG or PNG beside the page such as ./team.jpg',
    ),
  photoSet,
]);
