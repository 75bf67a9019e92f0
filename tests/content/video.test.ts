import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, type SiteServer } from '../../server/site-server';
import { borrowBrowser, type BorrowedBrowser } from '../shared-browser';
import { sharedGoodBuild } from './shared-build';

const player = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&start=30';

// The shared good build holds a page with a <Video> (`video-page/films.mdx`): served by the
// production server with its _headers, in Chromium, every request the page makes logged.
describe('a page with a <Video>, built and served', () => {
  let site: SiteServer;
  let baseUrl: string;
  let borrowed: BorrowedBrowser;
  let dataDir: string;
  let outDir: string;

  beforeAll(async () => {
    ({ outDir } = await sharedGoodBuild());
    dataDir = mkdtempSync(join(tmpdir(), 'site-video-data-'));
    site = createSiteServer({ distDir: outDir, dataDir, log: () => {} });
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
    borrowed = await borrowBrowser();
  });

  afterAll(async () => {
    await borrowed?.release();
    await site?.shutdown(1000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const frameSrc = async (path: string) =>
    (await fetch(`${baseUrl}${path}`)).headers
      .get('content-security-policy')
      ?.split('; ')
      .find((directive) => directive.startsWith('frame-src'));

  it("allows YouTube's privacy-enhanced player in that page's CSP only", async () => {
    expect(await frameSrc('/films')).toBe('frame-src https://www.youtube-nocookie.com');
    for (const path of ['/', '/team', '/lists']) expect(await frameSrc(path), path).toBeUndefined();
  });

  it('without JavaScript: a link to the video on YouTube, named by its title', () => {
    const html = readFileSync(join(outDir, 'films/index.html'), 'utf8');
    expect(html).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ&amp;t=30s"');
    expect(html).toContain('Our Berlin office in two minutes');
    expect(html).not.toContain('<iframe');
  });

  it('requests nothing from another site until played, then shows the player with no CSP violation', async () => {
    const context = await borrowed.browser.newContext();
    const requests: string[] = [];
    const violations: string[] = [];
    await context.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI}`);
      });
    });
    const page: Page = await context.newPage();
    page.on('request', (request) => requests.push(request.url()));
    try {
      await page.goto(`${baseUrl}/films`, { waitUntil: 'load' });
      const link = page.getByRole('link', { name: 'Our Berlin office in two minutes' });
      // Hydrated once React has attached its props to the link.
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('[data-island="VideoPlayer"] a') ?? {}).some((key) =>
          key.startsWith('__reactProps'),
        ),
      );
      expect(requests.filter((url) => !url.startsWith(baseUrl))).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);

      await link.click();
      const frame = page.locator('iframe[title="Our Berlin office in two minutes"]');
      await expect.poll(() => frame.getAttribute('src')).toBe(player);
      await expect.poll(() => requests.filter((url) => !url.startsWith(baseUrl))).toEqual([player]);
      expect(page.url()).toBe(`${baseUrl}/films`);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
