/** A small seeded generator (mulberry32), so a failing fuzz case can be replayed by its number. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const prefixes = [
  '/',
  '//',
  '///',
  '/\\',
  '\\',
  'http://',
  'http://[',
  'https://example.com',
  'HTTP://x:99999',
  '*',
  '?',
  '/.',
  '/..',
  '%2F',
  '/%2f',
  '',
];
const segments = [
  'services',
  'cloud',
  'index.html',
  'investors',
  'forms',
  'contact',
  'newsletter',
  'healthz',
  'assets',
  '_headers',
  '_redirects',
  '%5fheaders',
  '%5F%72edirects',
  '_HEADERS',
  '.',
  '..',
  '%2e%2e',
  '%2e',
  '%',
  '%0',
  '%zz',
  '%00',
  '%0d%0a',
  '%ff',
  '%c0%af',
  '%e2%80%ae',
  '%25',
  '%2F',
  '%5c',
  '\\',
  '~',
  ';',
  '@',
  ':',
  'a?b',
  'a#b',
  'x'.repeat(300),
  '\u00e9',
  '%F0%9F%98%80',
];
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'PROPFIND', 'get', 'G ET', ''];
const headerSets: string[][] = [
  [
    'Accept-Encoding: br;q=0, gzip',
    'Accept-Encoding: *;q=0',
    'Accept-Encoding: br;q=abc',
    'Accept-Encoding: ,,,;;;',
    'Accept-Encoding: ' + 'gzip,'.repeat(500),
  ],
  [
    'Range: bytes=0-0',
    'Range: bytes=-1',
    'Range: bytes=5-1',
    'Range: bytes=99999999999999999999-',
    'Range: bytes=0-1,2-3',
    'Range: items=1-2',
    'Range: bytes=--',
  ],
  [
    'If-None-Match: *',
    'If-None-Match: W/"x", "y"',
    'If-Modified-Since: yesterday',
    'If-Modified-Since: Thu, 01 Jan 2099 00:00:00 GMT',
    'If-Range: "nope"',
  ],
  [
    'Content-Length: -1',
    'Content-Length: abc',
    'Content-Length: 99999999999999999999',
    'Content-Length: 1\r\nContent-Length: 2',
    'Transfer-Encoding: chunked',
    'Transfer-Encoding: gzip, chunked',
  ],
  [
    'Origin: null',
    'Origin: http://[',
    'Origin: http://127.0.0.1',
    'Referer: //x',
    'Referer: http://%zz',
    'X-Forwarded-For: , ,, 999.1.1.1',
    'Host: ',
    'Host: a\r\nHost: b',
  ],
  [
    'Content-Type: application/x-www-form-urlencoded',
    'Content-Type: multipart/form-data; boundary=x',
    'Content-Type: ;;;',
    'Content-Type: application/x-www-form-urlencoded; charset=utf-16',
  ],
  [
    'X-Long: ' + 'a'.repeat(20_000),
    'Bad Name: x',
    'X-Nul: a\u0000b',
    ' Folded: x',
    'X-Utf8: \u00e9\u00e8',
    'Connection: keep-alive, Upgrade',
    'Upgrade: websocket',
    'Expect: 100-continue',
  ],
];
const bodies = [
  '',
  'email=a%40example.com',
  'email=%zz&x=%',
  'email=' + 'a'.repeat(70_000),
  '\u0000\u0001\u0002',
  'firstName=%00&email=x@y',
  'website=spam&email=a@b.example',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** One generated request: a malformed, encoded or hostile target with a random set of headers and body. */
export function hostileRequest(random: () => number): Buffer {
  let target = pick(random, prefixes);
  const depth = Math.floor(random() * 4);
  for (let i = 0; i < depth; i++)
    target += (i || target.endsWith('/') ? '' : '/') + pick(random, segments) + (random() < 0.3 ? '/' : '');
  if (random() < 0.2) target += '?' + pick(random, segments) + '=' + pick(random, segments);
  if (random() < 0.02) target += 'a'.repeat(5000);
  const method = pick(random, methods);
  const headers = ['Host: 127.0.0.1'];
  for (const set of headerSets) if (random() < 0.35) headers.push(pick(random, set));
  let body = method === 'POST' || random() < 0.1 ? pick(random, bodies) : '';
  // A chunked request with nothing after it would only be waiting for its body: end it.
  if (!body && headers.some((header) => header.includes('chunked'))) body = '0\r\n\r\n';
  const declaresLength = !headers.some((header) => /^(Content-Length|Transfer-Encoding):/i.test(header));
  if (body && declaresLength) headers.push(`Content-Length: ${Buffer.byteLength(body)}`);
  const version = random() < 0.05 ? pick(random, ['HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 ', 'HTTP/9']) : 'HTTP/1.1';
  headers.push('Connection: close');
  return Buffer.from(`${method} ${target} ${version}\r\n${headers.join('\r\n')}\r\n\r\n${body}`, 'utf8');
}
