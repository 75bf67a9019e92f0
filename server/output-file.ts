import { notFoundPath } from '../src/shared/page-entry';

/** The file a path is written to: `/about` is `about/index.html`, the 404 page is `404.html`. */
export function outputFileOf(path: string): string {
  if (path === notFoundPath) return '404.html';
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}
