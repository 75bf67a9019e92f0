import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeEntities } from './html-entities';

/**
 * What a change does to the files crawlers and feed readers take rather than pages: each feed's
 * entries (added, removed, retitled), `sitemap.xml`'s addresses, and the lines of `robots.txt`,
 * `_headers` and `.well-known/security.txt`, in words ("1 entry added: …"). `_redirects` is the
 * report's Redirects.
 */
export interface SiteFileChange {
  /** The file as the site serves it: `/news/feed.xml`. */
  file: string;
  changes: string[];
}

const lineFiles = ['robots.txt', '_headers', '.well-known/security.txt'];

function read(dir: string, file: string): string | undefined {
  const path = join(dir, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** The feeds of a build: every `feed.xml` (Atom), by path. */
function feedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('feed.xml'));
}

/** A feed's entries: id → title. */
function feedEntries(xml: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [, entry] of xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)) {
    const id = /<id>([\s\S]*?)<\/id>/.exec(entry)?.[1] ?? '';
    const title = /<title[^>]*>([\s\S]*?)<\/title>/.exec(entry)?.[1] ?? '';
    entries.set(decodeEntities(id.trim()), decodeEntities(title.trim()));
  }
  return entries;
}

const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const quotedList = (items: string[]) => items.map((item) => `“${item}”`).join(', ');

function feedChanges(before: string | undefined, after: string | undefined): string[] {
  if (before === after) return [];
  if (before === undefined) return [`new feed, ${counted(feedEntries(after ?? '').size, 'entry', 'entries')}`];
  if (after === undefined) return ['feed removed'];
  const old = feedEntries(before);
  const now = feedEntries(after);
  const added = [...now].filter(([id]) => !old.has(id)).map(([, title]) => title);
  const removed = [...old].filter(([id]) => !now.has(id)).map(([, title]) => title);
  const retitled = [...now]
    .filter(([id, title]) => old.has(id) && old.get(id) !== title)
    .map(([id, title]) => `“${old.get(id)}” → “${title}”`);
  return [
    ...(added.length ? [`${counted(added.length, 'entry', 'entries')} added: ${quotedList(added)}`] : []),
    ...(removed.length ? [`${counted(removed.length, 'entry', 'entries')} removed: ${quotedList(removed)}`] : []),
    ...(retitled.length ? [`${counted(retitled.length, 'entry', 'entries')} retitled: ${retitled.join(', ')}`] : []),
  ];
}

/** The site's addresses a sitemap lists, without the origin. */
function sitemapPaths(xml: string | undefined): Set<string> {
  const paths = new Set<string>();
  for (const [, loc] of (xml ?? '').matchAll(/<loc>([\s\S]*?)<\/loc>/g)) {
    const url = decodeEntities(loc.trim());
    try {
      paths.add(new URL(url).pathname);
    } catch {
      paths.add(url);
    }
  }
  return paths;
}

function sitemapChanges(before: string | undefined, after: string | undefined): string[] {
  const old = sitemapPaths(before);
  const now = sitemapPaths(after);
  const added = [...now].filter((path) => !old.has(path));
  const removed = [...old].filter((path) => !now.has(path));
  const code = (paths: string[]) => paths.map((path) => `\`${path}\``).join(', ');
  return [
    ...(added.length ? [`${counted(added.length, 'address', 'addresses')} added: ${code(added)}`] : []),
    ...(removed.length ? [`${counted(removed.length, 'address', 'addresses')} removed: ${code(removed)}`] : []),
  ];
}

function lineChanges(before: string | undefined, after: string | undefined): string[] {
  if (before === after) return [];
  if (before === undefined) return ['new file'];
  if (after === undefined) return ['file removed'];
  const old = before.split('\n').map((line) => line.trimEnd());
  const now = after.split('\n').map((line) => line.trimEnd());
  return [
    ...now.filter((line) => line && !old.includes(line)).map((line) => `line added: \`${line}\``),
    ...old.filter((line) => line && !now.includes(line)).map((line) => `line removed: \`${line}\``),
  ];
}

/** The changes to the files crawlers and feed readers take, between two builds' folders. */
export function siteFileChanges(beforeDir: string, afterDir: string): SiteFileChange[] {
  const found: SiteFileChange[] = [];
  const add = (file: string, changes: string[]) => {
    if (changes.length) found.push({ file: `/${file}`, changes });
  };
  for (const feed of [...new Set([...feedFiles(beforeDir), ...feedFiles(afterDir)])].sort())
    add(feed, feedChanges(read(beforeDir, feed), read(afterDir, feed)));
  add('sitemap.xml', sitemapChanges(read(beforeDir, 'sitemap.xml'), read(afterDir, 'sitemap.xml')));
  for (const file of lineFiles) add(file, lineChanges(read(beforeDir, file), read(afterDir, file)));
  return found;
}
