/**
 * A job page's text as the HTML job search sites accept for `description`: the content sections of
 * `<main>` (the hero, the closing banner and any form left out), with only paragraphs, headings,
 * lists and emphasis kept, and no attributes. The input is the site's own rendered markup.
 */
const keptTags = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'br']);

/** `<section class="section-space …">`: what the `Section` component renders; heroes and banners are other sections. */
const contentSection = /<section class="section-space[^"]*"[^>]*>([\s\S]*?)<\/section>/g;

export function jobDescriptionHtml(mainHtml: string): string {
  const sections = [...mainHtml.matchAll(contentSection)]
    .map((match) => match[1])
    .filter((section) => !/<form\b/i.test(section));
  return sections
    .map((section) =>
      section
        .replace(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (_tag, close: string, name: string) => {
          const tag = name.toLowerCase();
          return keptTags.has(tag) ? `<${close}${tag}>` : ' ';
        })
        .replace(/\s+/g, ' ')
        .replace(/\s*(<\/?(?:p|h2|h3|h4|ul|ol|li|br)>)\s*/g, '$1')
        .trim(),
    )
    .join('');
}

/** The inside of the page's `<main>` element, or the whole HTML when it has none. */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(html.indexOf('>', start) + 1, end) : html;
}
