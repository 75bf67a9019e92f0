const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  pdf: 'application/pdf',
};

/**
 * Files whose name, not their extension, says what they are: the site's Atom feeds keep the
 * `feed.xml` name that feed readers are subscribed to (`src/feeds/site-feeds.ts`), and a reader
 * told `application/xml` may not recognise them as a feed.
 */
const typesByName: Record<string, string> = {
  'feed.xml': 'application/atom+xml; charset=utf-8',
};

/** The Content-Type of a built file by its name or extension; unknown ones are sent as bytes. */
export function contentTypeOf(file: string): string {
  const name = file.slice(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1).toLowerCase();
  return typesByName[name] ?? types[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
