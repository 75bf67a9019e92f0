import unoConfig from '../uno.config';

/**
 * Where the words of a page end: the one rule the reviewer's report (`review/visible-text.ts`) and
 * the search index (`builder/search-document.ts`) read a page's text by, so neither glues the words
 * of two elements the page shows apart ("Industry outlook" + "May 6, 2025" is not
 * "outlookMay"), and neither splits a word that runs across inline elements (`<b>un</b>usual`).
 */

// Elements laid out inline by default: their text runs on with their neighbours'.
const inlineTags = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'img',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/** Elements whose content is never shown as text: code, templates, icons, the head. */
const unseenTags = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head']);

// presetWind3's display utilities. Block-level ones start a line; a flex or grid container lays
// each child out as a block of its own (CSS "blockifies" flex and grid items), inline ones too.
const blockDisplays = new Set(['block', 'flex', 'grid', 'table', 'list-item', 'flow-root']);
const containerDisplays = new Set(['flex', 'grid', 'inline-flex', 'inline-grid']);

const shortcuts = (unoConfig.shortcuts ?? {}) as Record<string, string>;

/** The utilities a class stands for, shortcuts expanded, each without its variants (`lg:flex` is `flex`). */
function utilitiesOf(className: string, seen = new Set<string>()): string[] {
  const utility = className.slice(className.lastIndexOf(':') + 1);
  const expansion = shortcuts[utility];
  if (expansion === undefined || seen.has(utility)) return [utility];
  seen.add(utility);
  return expansion.split(/\s+/).flatMap((name) => utilitiesOf(name, seen));
}

const displaysByClass = new Map<string, string[]>();

/** The display utilities an element's classes carry at any width (a class may set it only from a breakpoint on). */
function displaysOf(classAttribute: string | undefined): string[] {
  if (!classAttribute) return [];
  return classAttribute
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((className) => {
      let displays = displaysByClass.get(className);
      if (!displays) {
        displays = utilitiesOf(className).filter(
          (utility) => blockDisplays.has(utility) || containerDisplays.has(utility),
        );
        displaysByClass.set(className, displays);
      }
      return displays;
    });
}

/** How an element lays out its text, as far as word breaks go. */
export interface ElementLayout {
  /** Its content is never shown: `<script>`, `<svg>`, the `hidden` attribute. */
  unseen: boolean;
  /** It starts a line of its own (a block, a list item, a table cell), so words end at its edges. */
  block: boolean;
  /** A flex or grid container: each of its children, texts too, is shown apart from the others. */
  container: boolean;
  /**
   * Screen-reader-only text (`sr-only`): positioned out of the flow, so never a flex or grid item
   * of its container, and read on with the text around it: `Read the news<span class="sr-only">:
   * New AI centre</span>` in a flex link reads "Read the news: New AI centre".
   */
  readInLine: boolean;
}

/** An element's layout from its tag and attributes (names in lower case), by the tag's default display and the site's utility classes. */
export function elementLayout(
  tag: string,
  attributes: { get(name: string): string | undefined; has(name: string): boolean },
): ElementLayout {
  const classes = attributes.get('class');
  const displays = displaysOf(classes);
  const block = !inlineTags.has(tag) || displays.some((display) => blockDisplays.has(display));
  return {
    unseen: unseenTags.has(tag) || attributes.has('hidden'),
    block,
    container: displays.some((display) => containerDisplays.has(display)),
    readInLine: !block && /(?:^|\s)sr-only(?:\s|$)/.test(classes ?? ''),
  };
}

/** Whether words end at the edges of a child (an element's layout, or undefined for a text) of a parent laid out as `parent`. */
export function breaksWordsAround(child: ElementLayout | undefined, parent: ElementLayout | undefined): boolean {
  return Boolean((parent?.container && !child?.readInLine) || child?.block || child?.unseen);
}
