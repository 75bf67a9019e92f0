import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { projectRoot } from '../../builder/build-site';

/** The build to check: `dist/`, or the folder `BUILT_SITE_DIR` names (a build made elsewhere). */
export const distDir = process.env.BUILT_SITE_DIR ?? join(projectRoot, 'dist');

export interface BuiltDocument {
  /** Relative to dist/, with forward slashes: `index.html`, `services/cloud/index.html`, `404.html`. */
  file: string;
  html: string;
}

/** Every HTML file of the last build: pages, the 404 page and redirect pages. */
export function builtDocuments(): BuiltDocument[] {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does)');
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ file: relative(distDir, path).split(sep).join('/'), html: readFileSync(path, 'utf8') }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Redirect pages carry a meta refresh and nothing of the site around them. */
export const isRedirectPage = (html: string) => /<meta http-equiv="refresh"/.test(html);
