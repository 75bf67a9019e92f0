import { mkdir } from 'node:fs/promises';

/**
 * Makes folders, each once: thousands of files into a few hundred folders would otherwise ask the
 * disk for the same folder thousands of times. The promise of each folder is shared by its files.
 */
export function folderMaker(): (folder: string) => Promise<unknown> {
  const folders = new Map<string, Promise<unknown>>();
  return (folder) => {
    let made = folders.get(folder);
    if (!made) {
      made = mkdir(folder, { recursive: true });
      folders.set(folder, made);
    }
    return made;
  };
}
