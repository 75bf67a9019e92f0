import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

let connected: Promise<Browser> | undefined;

/** The shared Chromium started by the global setup. */
export function browser(): Promise<Browser> {
  connected ??= chromium.connect(inject('browserWsEndpoint'));
  return connected;
}

export const baseUrl = () => inject('baseUrl');

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions and failed requests seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

/** A fresh page in its own context, recording anything that goes wrong in it. */
export async function openPage(options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  return { page, problems, close: () => context.close() };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.0/2.1 A and AA) on the page and returns its violations, readable. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** The paths of every page in the build, read from its sitemap, plus the 404 page. */
export function builtPaths(distDir: string): string[] {
  const sitemap = readFileSync(`${distDir}/sitemap.xml`, 'utf8');
  return Array.from(sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g), ([, path]) => path || '/');
}
