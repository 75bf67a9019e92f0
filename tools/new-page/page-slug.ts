const longest = 60;

/**
 * The file name for a page titled `title`: lower case words joined by dashes, accents dropped,
 * `&` read as "and", apostrophes dropped ("Our client's" is our-clients), at most 60 characters
 * cut at a dash. Empty when the title has no letter or digit.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= longest) return words;
  const cut = words.slice(0, longest + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : longest);
}
