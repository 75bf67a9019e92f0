import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { folderFiles } from '../../content/folder-files';

/**
 * Copies public/ into the staging folder, as Vite's `copyPublicDir` would, but never out of the
 * folder: Vite's copy follows every link, so `public/secret.txt -> /etc/hostname` would be
 * published and `public/loop -> .` would copy for ever. A link out of the folder or to nothing is
 * not copied; the build's first step has refused it with its file (`readSite`).
 */
export async function copyPublicFiles(publicDir: string, staging: string): Promise<number> {
  const { files } = folderFiles(publicDir);
  const folders = new Set(files.map((file) => dirname(join(staging, file))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all(files.map((file) => copyFile(join(publicDir, file), join(staging, file))));
  return files.length;
}
