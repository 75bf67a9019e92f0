import type { Page } from 'playwright-core';
import { axeViolations as siteAxeViolations } from './e2e/browser';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on the studio's page as it is now, for the local studio's tests
 * and the team studio's. The preview frame's page is the site's own, which its own axe tests cover;
 * here the frame element is checked (its title), not the page inside it.
 */
export function axeViolations(page: Page): Promise<string[]> {
  return siteAxeViolations(page, { exclude: ['iframe[title="Preview"]'] });
}
