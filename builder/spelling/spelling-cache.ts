import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { keepInCache } from '../file-cache';
import type { PlacedFinding } from './file-spelling';

/** Every file whose text decides what the check finds: its own code and the schemas that mark visible text. */
function checkSources(root: string): string[] {
  const propsFiles = readdirSync(resolve(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.props.ts') || file.endsWith('link-action.ts'))
    .sort()
    .map((file) => join('src', file));
  const spellingFiles = readdirSync(resolve(root, 'builder/spelling'))
    .sort()
    .map((file) => join('builder/spelling', file));
  return [
    ...spellingFiles,
    ...propsFiles,
    'src/shared/visible-text.ts',
    'src/shared/schema.ts',
    'src/shared/collections.ts',
    'src/shared/props/prop-types.ts',
  ];
}

/**
 * Each file's spelling findings on disk, keyed by its text and everything else that decides them:
 * the site's English, the words of `pages/_words.txt`, cspell's version and the check's own code.
 * A warm build reads them back and loads no dictionary.
 */
export class SpellingCache {
  private readonly fingerprint: string;

  constructor(
    private readonly dir: string,
    root: string,
    english: string,
    words: readonly string[],
  ) {
    const version = (name: string) =>
      (JSON.parse(readFileSync(resolve(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
        .version;
    this.fingerprint = JSON.stringify([
      version('cspell-lib'),
      version('@cspell/cspell-bundled-dicts'),
      english,
      words,
      checkSources(root).map((file) => readFileSync(resolve(root, file), 'utf8')),
    ]);
  }

  keyOf(relativeFile: string, source: string): string {
    return createHash('sha256')
      .update(this.fingerprint)
      .update('\0')
      .update(relativeFile)
      .update('\0')
      .update(source)
      .digest('hex');
  }

  get(key: string): PlacedFinding[] | undefined {
    try {
      return JSON.parse(readFileSync(join(this.dir, `${key}.json`), 'utf8')) as PlacedFinding[];
    } catch {
      return undefined;
    }
  }

  async set(key: string, findings: PlacedFinding[]): Promise<void> {
    await keepInCache(join(this.dir, `${key}.json`), JSON.stringify(findings));
  }
}
