/** The request targets this server answers, reduced to a clean path. */
export type RequestTarget = { ok: true; pathname: string } | { ok: false; status: 400 | 414; reason: string };

/** Longer targets are refused with 414; real page URLs with tracking parameters stay far below. */
export const maxTargetLength = 4096;

const absoluteForm = /^https?:\/\/[^/?#]*/i;
// oxlint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const controlCharacter = /[\u0000-\u001f\u007f]/;

function bad(reason: string): RequestTarget {
  return { ok: false, status: 400, reason };
}

/**
 * Reads `req.url` without trusting it: origin-form (`/a/b?q`) or absolute-form
 * (`http://host/a/b`, whose host is ignored). The path is percent-decoded, empty and `.` segments
 * are dropped and `..` resolved, so `//`, `/a/../b` and `/%61` reach the same file as their clean
 * spelling, and nothing can climb out of the site. Invalid encoding and control characters are
 * refused rather than guessed at.
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget {
  if (!raw) return bad('no request target');
  if (raw.length > maxTargetLength)
    return { ok: false, status: 414, reason: `request target longer than ${maxTargetLength} characters` };
  const target = raw.replace(absoluteForm, '') || '/';
  if (!target.startsWith('/') && !target.startsWith('?')) return bad('the request target is not a path');
  const encodedPath = target.split(/[?#]/, 1)[0];

  let path: string;
  try {
    path = decodeURIComponent(encodedPath);
  } catch {
    return bad('invalid percent-encoding in the path');
  }
  if (controlCharacter.test(path)) return bad('control character in the path');

  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (!segments.length) return bad('the path climbs above the site root');
      segments.pop();
    } else segments.push(segment);
  }
  return { ok: true, pathname: '/' + segments.join('/') };
}
