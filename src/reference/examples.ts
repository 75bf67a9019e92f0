/**
 * The component reference's examples: `src/component-examples/<Name>.mdx`, and more as
 * `<Name>.2.mdx`, `<Name>.3.mdx`. Each file is one example, written as a page would write it. An
 * example of a component that shows the current page's own frontmatter (`<ArticleMeta />`) names
 * the page it is shown as on its first line: `export const shownOn = '/insights/ai-future'`.
 */
export const examplesFolder = 'src/component-examples';

export interface ExampleFile {
  /** The component the example is for. */
  component: string;
  /** 1 for `<Name>.mdx`, n for `<Name>.<n>.mdx`. */
  number: number;
  file: string;
}

const exampleName = /^([A-Z][A-Za-z0-9]*)(?:\.(\d+))?\.mdx$/;

/** The component and number an example's file name gives; undefined for a name that is not an example. */
export function exampleFile(file: string): ExampleFile | undefined {
  const base = file.slice(file.lastIndexOf('/') + 1);
  const match = exampleName.exec(base);
  if (!match) return undefined;
  return { component: match[1], number: match[2] ? Number(match[2]) : 1, file: base };
}

/** Example files sorted by component, then number. */
export function sortedExamples(files: readonly string[]): ExampleFile[] {
  return files
    .map(exampleFile)
    .filter((example): example is ExampleFile => example !== undefined)
    .sort((a, b) => a.component.localeCompare(b.component) || a.number - b.number);
}

const shownOnLine = /^export const shownOn = (['"])(\/[^'"]*)\1;?\s*\n+/;

/** The page the example is shown as on (for components that read the current page), if it names one. */
export function shownOnOf(source: string): string | undefined {
  return shownOnLine.exec(source)?.[2];
}

/** The example as a copywriter would write it on a page: without the `shownOn` line. */
export function exampleMarkup(source: string): string {
  return source.replace(shownOnLine, '').trimEnd();
}
