import type { LinkKind } from './link-check';

/** A URL written in a page's source, where it is written and what it shows. */
export interface SourceLink {
  /** As the page means it: entities and escapes decoded. */
  url: string;
  /** The link text, image description or describing prop, shortened; empty when there is none. */
  text: string;
  /** That text whole, on one line, when shortening cut it: the studio's media panel offers an image's alt text again. */
  fullText?: string;
  kind: LinkKind;
  /** Written as a Markdown image, `![alt](url)`: it needs its alt text, and may name a photo beside the page. */
  markdownImage?: boolean;
  /** A component's image prop naming a photo beside the page, `<Banner image="./team.jpg">`: its file must exist. */
  photoProp?: boolean;
  /** 1-based, in the file (frontmatter lines counted). */
  line: number;
  column: number;
}

const longest = 60;

/** Text squeezed to one line and cut to a length a message can carry. */
export function shortText(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > longest ? `${oneLine.slice(0, longest - 1).trimEnd()}…` : oneLine;
}

/** A source's text as a link carries it: shortened, and whole when that cut it. */
export function describedBy(text: string): Pick<SourceLink, 'text' | 'fullText'> {
  const short = shortText(text);
  const whole = text.replace(/\s+/g, ' ').trim();
  return short === whole ? { text: short } : { text: short, fullText: whole };
}

/** `link "Our services" -> /services/nowhere: why`, or `image "Team" -> …` for a file. */
export function linkMessage({ kind, text, url }: Pick<SourceLink, 'kind' | 'text' | 'url'>, why: string): string {
  const what = kind === 'file' ? 'image' : 'link';
  return `${what}${text ? ` ${JSON.stringify(text)}` : ''} -> ${url}: ${why}`;
}
