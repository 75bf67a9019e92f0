import { createContext, use } from 'react';

/**
 * The site's abstract illustrations, `/images/illustrations/<theme>.svg`, each with variants that
 * rearrange its shapes in the same colours (`<theme>-2.svg`, `<theme>-3.svg`, made by
 * `tools/illustration-variants.ts`): a family a card can fall back on when its page already shows
 * the illustration its frontmatter names.
 */
export const illustrationFolder = '/images/illustrations/';
/** How many members a family has: the illustration and its variants. */
export const illustrationFamilySize = 3;

/** The themes of `public/images/illustrations/`, in the order a card falls back on another family. */
export const illustrationThemes = [
  'ai',
  'automation',
  'cloud',
  'data',
  'education',
  'energy',
  'experience',
  'factory',
  'finance',
  'health',
  'iot',
  'media',
  'mobility',
  'network',
  'ocean',
  'people',
  'platform',
  'research',
  'retail',
  'security',
] as const;

const illustrationPath = /^\/images\/illustrations\/([a-z]+)(?:-(\d+))?\.svg$/;

/** A variant (`cloud-2.svg`): the site picks one where a page repeats an illustration; an author names the illustration. */
export function isIllustrationVariant(image: string): boolean {
  return illustrationPath.exec(image)?.[2] !== undefined;
}

/** The members of a theme's family: the illustration first, then its variants. */
export function familyOf(theme: string): string[] {
  return Array.from({ length: illustrationFamilySize }, (_, index) =>
    index === 0 ? `${illustrationFolder}${theme}.svg` : `${illustrationFolder}${theme}-${index + 1}.svg`,
  );
}

/**
 * What to show for `image` on a page that already shows `shown`: the image itself if the page
 * does not show it yet; otherwise the next member of its family, then of the following families,
 * that the page does not show. Only the site's illustrations are swapped: a photo or a logo is
 * what it is, and a page that has used every illustration shows `image` again.
 */
export function chooseIllustration(image: string, shown: ReadonlySet<string>): string {
  if (!shown.has(image)) return image;
  const match = illustrationPath.exec(image);
  const theme = match?.[1];
  if (!theme || !(illustrationThemes as readonly string[]).includes(theme)) return image;
  const start = illustrationThemes.indexOf(theme as (typeof illustrationThemes)[number]);
  const themes = [...illustrationThemes.slice(start), ...illustrationThemes.slice(0, start)];
  const own = familyOf(theme);
  const rest = own.slice(own.indexOf(image) + 1).concat(own.slice(0, own.indexOf(image)));
  const candidates = [...rest, ...themes.slice(1).flatMap(familyOf)];
  return candidates.find((candidate) => !shown.has(candidate)) ?? image;
}

/**
 * The pictures one page render has shown so far, in document order (the server entry provides a
 * fresh set per render; without one, as in an island's browser render, nothing is swapped).
 */
export const PicturesShownContext = createContext<Set<string> | null>(null);

/**
 * The picture a component shows for `image` on the page being rendered, noted as shown: the first
 * use keeps it, a second gets another member of the family. React's server render is synchronous
 * and in document order, so the choice is the same on every build.
 */
export function usePictureChoice<Photo extends object>(image: string | Photo): string | Photo {
  const shown = use(PicturesShownContext);
  // A photo the build made (its own files beside the page) is no illustration to swap.
  if (!shown || typeof image !== 'string') return image;
  const chosen = chooseIllustration(image, shown);
  shown.add(chosen);
  return chosen;
}
