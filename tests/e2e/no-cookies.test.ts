import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { baseUrl, builtPaths, openPage } from './browser';

/**
 * The site sets no cookie, as its cookie notice says: no page, redirect, missing page or form
 * answer of the real server carries `Set-Cookie`, and a visitor's browser keeps nothing, neither a
 * cookie nor local or session storage, after reading pages with islands and searching.
 */
const paths = builtPaths(join(projectRoot, 'dist'));

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('no cookies, kept true', () => {
  it('no page, redirect or missing page of the server sets a cookie', async () => {
    expect(paths.length).toBeGreaterThan(150);
    const setting: string[] = [];
    for (const path of [...paths, '/about/our-story', '/no/such/page', '/search?q=cloud']) {
      const response = await fetch(baseUrl() + path, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.headers.has('set-cookie')) setting.push(`${path}: ${response.headers.get('set-cookie')}`);
    }
    expect(setting).toEqual([]);
  });

  it('no form answer sets a cookie: refused, sent, or of the wrong kind', async () => {
    const email = `cookies-${Date.now().toString(36)}@example.com`;
    const answers = await Promise.all(
      [
        ['/forms/newsletter', formBody({ email, consent: 'yes' })],
        ['/forms/newsletter', formBody({})],
        ['/forms/inquiry', formBody({})],
        ['/forms/contact', formBody({})],
        ['/forms/application', formBody({})],
        ['/forms/no-such-form', formBody({})],
      ].map(async ([path, body]) => {
        const response = await fetch(baseUrl() + path, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
          body,
        });
        await response.arrayBuffer();
        return { path, status: response.status, cookie: response.headers.get('set-cookie') };
      }),
    );
    // The newsletter with an address is taken (303 to its thank-you page); the rest are refused
    // (the application, which carries a file, only as multipart).
    expect(answers.map(({ status }) => status)).toEqual([303, 400, 400, 400, 415, 404]);
    expect(answers.filter(({ cookie }) => cookie !== null)).toEqual([]);
  });

  it('a visitor’s browser keeps nothing after reading pages with islands and searching', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      await page.goto(`${baseUrl()}/search?q=banking`, { waitUntil: 'networkidle' });
      await page.locator('[data-island="SiteSearch"] ol li').first().waitFor();
      await page.goto(`${baseUrl()}/insights/featured`, { waitUntil: 'networkidle' });
      const kept = await page.evaluate(() => ({
        cookie: document.cookie,
        local: localStorage.length,
        session: sessionStorage.length,
      }));
      expect(kept).toEqual({ cookie: '', local: 0, session: 0 });
      expect(await page.context().cookies()).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
