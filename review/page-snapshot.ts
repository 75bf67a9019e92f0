import { withoutAssetHashes } from './asset-names';
import { findElement, findElements, isElement, textOf, type ElementNode, type TreeNode } from './html-tree';
import { markupTokens } from './markup-tokens';
import { textSections, type TextSection } from './visible-text';

export interface ImageRef {
  /** Hashed asset names reduced to their names. */
  src: string;
  alt: string;
}

/** What one part of a page shows and links to. */
export interface RegionSnapshot {
  sections: TextSection[];
  /** `href` of every link, as written, in order. */
  links: string[];
  images: ImageRef[];
  markup: string[];
}

export type RegionName = 'header' | 'main' | 'footer';

export interface PageSnapshot {
  /** Head tags a visitor, a search engine or a link preview reads: `title`, `description`, `canonical`, `og:*`, `twitter:*`, `robots`, `alternate <lang>`. */
  head: Record<string, string>;
  /** Header: everything in the page before `<main>` (the skip link, the header); footer: everything after it. */
  regions: Record<RegionName, RegionSnapshot>;
}

/** The head tags of a parsed page (or of its head alone). */
export function headTags(document: ElementNode): Record<string, string> {
  const tags: Record<string, string> = {};
  const head = findElement(document, (element) => element.tag === 'head');
  if (!head) return tags;
  for (const element of findElements(head.children, () => true)) {
    const attribute = (name: string) => element.attributes.get(name) ?? '';
    if (element.tag === 'title') tags.title = textOf(element).trim();
    else if (element.tag === 'meta') {
      const name = attribute('name') || attribute('property');
      if (name === 'description' || name === 'robots' || /^(og|twitter):/.test(name))
        tags[name] = withoutAssetHashes(attribute('content'));
    } else if (element.tag === 'link') {
      const rel = attribute('rel');
      if (rel === 'canonical') tags.canonical = attribute('href');
      else if (rel === 'alternate' && element.attributes.has('hreflang'))
        tags[`alternate ${attribute('hreflang')}`] = attribute('href');
    }
  }
  return tags;
}

function regionOf(nodes: readonly TreeNode[]): RegionSnapshot {
  const elements = findElements(nodes, (element) => element.tag === 'a' || element.tag === 'img');
  return {
    sections: textSections(nodes),
    links: elements
      .filter((element) => element.tag === 'a' && element.attributes.has('href'))
      .map((element) => withoutAssetHashes(element.attributes.get('href') ?? '')),
    images: elements
      .filter((element) => element.tag === 'img')
      .map((element) => ({
        src: withoutAssetHashes(element.attributes.get('src') ?? ''),
        alt: element.attributes.get('alt') ?? '',
      })),
    markup: markupTokens(nodes),
  };
}

/** The page split into header, main and footer; a page without `<main>` is all main. */
function splitRegions(body: ElementNode | undefined): Record<RegionName, TreeNode[]> {
  const container = body && (findElement(body, (element) => element.attributes.get('id') === 'root') ?? body);
  const nodes = container?.children ?? [];
  const mainIndex = nodes.findIndex((node) => isElement(node) && node.tag === 'main');
  if (mainIndex < 0) return { header: [], main: [...nodes], footer: [] };
  return { header: nodes.slice(0, mainIndex), main: [nodes[mainIndex]], footer: nodes.slice(mainIndex + 1) };
}

/** Reads what a reviewer compares from one built page. */
export function pageSnapshot(document: ElementNode): PageSnapshot {
  const parts = splitRegions(findElement(document, (element) => element.tag === 'body'));
  return {
    head: headTags(document),
    regions: { header: regionOf(parts.header), main: regionOf(parts.main), footer: regionOf(parts.footer) },
  };
}
