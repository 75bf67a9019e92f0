import { createHash } from 'node:crypto';

// An opening <script> tag without a src attribute, its text, and the closing tag. JSON data blocks
// (JSON-LD) are left out: browsers never run them and CSP does not apply to them, and hashing one per
// page would grow the site-wide CSP header with every page.
const inlineScriptPattern =
  /<script\b(?![^>]*\ssrc=)(?![^>]*\stype=["']?application\/(?:ld\+)?json["'\s>])[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source for a script's text: `sha256-` and the base64 digest of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The hash of every inline script in an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(inlineScriptPattern), ([, text]) => scriptHash(text)))];
}
