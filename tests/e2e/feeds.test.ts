import { describe, expect, it } from 'vitest';
import { siteFeeds } from '../../src/feeds/site-feeds';
import { baseUrl, openPage } from './browser';

interface ParsedFeed {
  /** The parser's complaint, when the document is not well-formed XML. */
  error: string | null;
  root: string;
  namespace: string | null;
  title: string;
  updated: string;
  entries: { title: string; link: string; id: string; updated: string; summary: string }[];
}

/** Parses an Atom document with the browser's own XML parser. */
function parseAtom(xml: string): ParsedFeed {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.querySelector('parsererror');
  const root = doc.documentElement;
  const text = (parent: Element, name: string) =>
    Array.from(parent.children).find((child) => child.localName === name)?.textContent ?? '';
  return {
    error: error ? (error.textContent ?? 'parser error') : null,
    root: root.localName,
    namespace: root.namespaceURI,
    title: text(root, 'title'),
    updated: text(root, 'updated'),
    entries: Array.from(root.children)
      .filter((child) => child.localName === 'entry')
      .map((entry) => ({
        title: text(entry, 'title'),
        link:
          Array.from(entry.children)
            .find((child) => child.localName === 'link')
            ?.getAttribute('href') ?? '',
        id: text(entry, 'id'),
        updated: text(entry, 'updated'),
        summary: text(entry, 'summary'),
      })),
  };
}

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('Atom feeds', () => {
  for (const feed of siteFeeds) {
    it(`${feed.listPath} links to its feed, which parses as Atom with absolute entry links`, async () => {
      const { page, problems, close } = await openPage({ javaScriptEnabled: true });
      try {
        await page.goto(baseUrl() + feed.listPath);
        const href = await page.locator('head link[rel=alternate][type="application/atom+xml"]').getAttribute('href');
        expect(href).not.toBeNull();
        const feedPath = new URL(href ?? '').pathname;
        expect(feedPath).toBe(feed.path);
        const response = await page.request.get(baseUrl() + feedPath);
        expect(response.status()).toBe(200);
        // The production server's answer: a feed reader told application/xml may not take it for a feed.
        expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
        const parsed = await page.evaluate(parseAtom, await response.text());
        expect(parsed.error).toBeNull();
        expect(parsed.root).toBe('feed');
        expect(parsed.namespace).toBe('http://www.w3.org/2005/Atom');
        expect(parsed.title).not.toBe('');
        expect(parsed.updated).toMatch(rfc3339);
        expect(parsed.entries.length).toBeGreaterThan(0);
        for (const entry of parsed.entries) {
          expect(entry.title).not.toBe('');
          expect(entry.summary).not.toBe('');
          expect(entry.updated).toMatch(rfc3339);
          expect(new URL(entry.link).protocol, entry.link).toBe('https:');
          expect(new URL(entry.id).href).toBe(entry.link);
        }
        expect(new Set(parsed.entries.map((entry) => entry.id)).size).toBe(parsed.entries.length);
        expect(new Set(parsed.entries.map((entry) => entry.link)).size).toBe(parsed.entries.length);
        // One work, one entry: "Technology Outlook 2025" was an article and a research item.
        const works = parsed.entries.map((entry) => entry.title.split(':')[0].trim().toLowerCase());
        expect(works.filter((work, index) => works.indexOf(work) !== index)).toEqual([]);
        // Each entry of this site is answered as itself: not a redirect, not the 404 page.
        for (const entry of parsed.entries) {
          const url = new URL(entry.link);
          if (url.origin !== new URL(href ?? '').origin) continue;
          const answer = await page.request.get(baseUrl() + url.pathname, { maxRedirects: 0 });
          expect(answer.status(), url.pathname).toBe(200);
          if (!/\.[a-z0-9]+$/.test(url.pathname))
            expect(answer.headers()['content-type'], url.pathname).toMatch(/^text\/html/);
        }
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
