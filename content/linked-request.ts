import { isAbsolute, join, normalize, sep } from 'node:path';
import { leavesFolder } from './folder-files';

/**
 * True when a dev server request would be answered from a file in one of `folders` (public/,
 * pages/) that is a link out of its folder or to nothing: served as it is (`/secret.txt`), from
 * the project (`/public/secret.txt`) or by Vite's `/@fs/` path. Vite's own static serving follows
 * links, so such a request is refused before it gets there.
 */
export function isLinkedOutRequest(
  url: string,
  { root, publicDir, folders }: { root: string; publicDir: string; folders: readonly string[] },
): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0]);
  } catch {
    return false;
  }
  const fromFs = path.startsWith('/@fs/') ? path.slice('/@fs'.length) : null;
  const candidates = [join(publicDir, path), join(root, path), ...(fromFs && isAbsolute(fromFs) ? [fromFs] : [])];
  return candidates.some((candidate) => {
    const file = normalize(candidate);
    const folder = folders.find((inside) => file.startsWith(inside + sep));
    return folder !== undefined && leavesFolder(folder, file);
  });
}
