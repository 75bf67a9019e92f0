import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ContentCoding } from './accept-encoding';
import { contentTypeOf } from './content-types';

/** One way a file can be sent: as built, or its precompressed copy. */
export interface Representation {
  coding: ContentCoding;
  file: string;
  size: number;
  etag: string;
}

export interface StaticFile {
  type: string;
  lastModified: string;
  /** Always has `identity`; `br` and `gzip` where the build wrote compressed copies. */
  representations: Partial<Record<ContentCoding, Representation>> & { identity: Representation };
  codings: ContentCoding[];
}

/** Files in the build that tell a static host what to do; they are never site content. */
export const hostConfigFiles = new Set(['_headers', '_redirects']);

const compressedSuffixes: Record<string, ContentCoding> = { '.br': 'br', '.gz': 'gzip' };

/** The one dot-folder published (RFC 8615): `security.txt` lives there. Files in it are still never dotfiles. */
const wellKnown = '.well-known';

function isServable(relativePath: string): boolean {
  const segments = relativePath.split('/');
  return !segments.some(
    (segment, index) =>
      (segment.startsWith('.') && !(index === 0 && segment === wellKnown)) || hostConfigFiles.has(segment),
  );
}

function representation(coding: ContentCoding, file: string): Representation {
  const stats = statSync(file);
  const suffix = coding === 'identity' ? '' : `-${coding}`;
  return {
    coding,
    file,
    size: stats.size,
    etag: `"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}${suffix}"`,
  };
}

/**
 * Every file of the built site by its URL path (`/services/cloud.html`), with its precompressed
 * copies, read once at start-up: a request is answered from this table, never by looking a path
 * up on disk, so no spelling of a path can reach a file that is not in it.
 */
export function indexStaticFiles(root: string): Map<string, StaticFile> {
  const names = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  const present = new Set(names);
  const index = new Map<string, StaticFile>();
  for (const name of names) {
    const suffix = name.slice(-3);
    if (compressedSuffixes[suffix] && present.has(name.slice(0, -3))) continue;
    if (!isServable(name)) continue;
    const file = join(root, name);
    const identity = representation('identity', file);
    const representations: StaticFile['representations'] = { identity };
    for (const [ending, coding] of Object.entries(compressedSuffixes)) {
      if (present.has(name + ending)) representations[coding] = representation(coding, file + ending);
    }
    index.set('/' + name, {
      type: contentTypeOf(name),
      lastModified: statSync(file).mtime.toUTCString(),
      representations,
      codings: (['br', 'gzip'] as const).filter((coding) => representations[coding]),
    });
  }
  return index;
}

/** The file a clean path names: itself, `<path>.html` or `<path>/index.html`. */
export function lookupStaticFile(index: ReadonlyMap<string, StaticFile>, pathname: string): StaticFile | undefined {
  const path = pathname === '/' ? '' : pathname;
  return index.get(path || '/index.html') ?? index.get(`${path}.html`) ?? index.get(`${path}/index.html`);
}
