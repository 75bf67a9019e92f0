import { folderFiles } from '../../content/folder-files';

/**
 * Every `.mdx` file under the pages folder, relative to it with `/`, sorted: the files the dev
 * server's `import.meta.glob('@pages/**\/*.mdx')` finds (no dot folders, no node_modules), drafts
 * and all, so a page the build leaves out still fails the build when it does not compile.
 */
export function mdxFilesIn(pagesDir: string): string[] {
  const skip = (name: string) => name.startsWith('.') || name === 'node_modules';
  // A link out of the folder or nowhere is not a page: `readSite` has listed it as a problem.
  return folderFiles(pagesDir, skip).files.filter((file) => file.endsWith('.mdx'));
}
