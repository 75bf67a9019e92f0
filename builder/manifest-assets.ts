import { readFileSync } from 'node:fs';
import { islandFile } from '../src/hydration/island-paths';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  styles: string[];
  scripts: string[];
  preloads: string[];
}

const entryKey = 'src/entry-client.ts';

/** Reads the client build's manifest and answers which files a page with given islands needs. */
export function manifestAssets(manifestPath: string, base = '/') {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`client manifest has no ${entryKey}`);
  const url = (file: string) => base + file;
  const styles = (entry.css ?? []).map(url);

  function importsOf(key: string, seen: Set<string>): void {
    for (const imported of manifest[key]?.imports ?? []) {
      if (imported === entryKey || seen.has(imported)) continue;
      seen.add(imported);
      importsOf(imported, seen);
    }
  }

  return function assetsFor(islands: readonly string[]): PageAssets {
    if (islands.length === 0) return { styles, scripts: [], preloads: [] };
    for (const name of islands) {
      if (!manifest[islandFile(name)]) throw new Error(`client manifest has no island ${islandFile(name)}`);
    }
    // Only the small entry and what it imports statically: the entry loads React and the islands
    // after the page's load event, so nothing of theirs competes with the first paint.
    const keys = new Set<string>();
    importsOf(entryKey, keys);
    return { styles, scripts: [url(entry.file)], preloads: [...keys].map((key) => url(manifest[key].file)) };
  };
}
