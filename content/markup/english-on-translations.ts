import type { Node, Parent } from 'unist';
import type { ContentProblem } from '../../src/shared/content-error';
import { pageMdxTree } from '../component-checks/page-mdx-tree';

/** Three Latin-script words in a row: a phrase of English, not a name ("NVIDIA", "Northstar Technologies"). */
const englishRun = /[A-Za-z][A-Za-z'’-]*(?:[ ,]+[A-Za-z][A-Za-z'’-]*){2,}/;

function langOf(node: Node): string | undefined {
  const attributes = (node as { attributes?: { type: string; name?: string; value?: unknown }[] }).attributes ?? [];
  const lang = attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'lang');
  return typeof lang?.value === 'string' ? lang.value : undefined;
}

/**
 * English left in the text of a page in another language (`lang: hi`): a translation not finished,
 * a paragraph pasted from the English page. Each run of three or more English words is a warning
 * at its line, unless it sits inside an element marked `lang="en"` (the "Read in English" link).
 * `label` is the file as messages name it; `text` the page's whole text.
 */
export function englishOnTranslatedPage(label: string, text: string, lang: string): ContentProblem[] {
  let tree: Node;
  try {
    tree = pageMdxTree(text);
  } catch {
    // A page that does not parse is reported by its own checks.
    return [];
  }
  const found: ContentProblem[] = [];
  const visit = (node: Node, inEnglish: boolean) => {
    const marked = langOf(node);
    const english = marked === undefined ? inEnglish : marked === 'en';
    const value = (node as { value?: unknown }).value;
    if (node.type === 'text' && typeof value === 'string' && !english) {
      const run = englishRun.exec(value);
      if (run)
        found.push({
          file: label,
          line: node.position?.start.line,
          message: `English on a page in ${new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang} ("${run[0].slice(0, 50)}"): translate it, or, where it must stay English, mark it so screen readers read it as English: <span lang="en">…</span>`,
          severity: 'warning',
        });
    }
    for (const child of (node as Partial<Parent>).children ?? []) visit(child, english);
  };
  visit(tree, false);
  return found;
}
