import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { baseUrl, builtPaths, openPage } from './browser';

const paths = builtPaths(join(projectRoot, 'dist'));
const servicePages = [
  'application-services',
  'automation',
  'business-process',
  'cloud',
  'consulting',
  'cybersecurity',
  'ai-analytics',
  'digital-engineering',
  'engineering-research',
  'enterprise-platforms',
  'experience',
  'internet-of-things',
  'quality-engineering',
];
const industryPages = [
  'automotive',
  'banking',
  'blue-economy',
  'capital-markets',
  'communications-media',
  'consumer-goods',
  'education',
  'healthcare',
  'information-services',
  'insurance',
  'life-sciences',
  'manufacturing',
  'oil-gas',
  'retail',
  'technology',
];

async function hrefsOn(path: string, selector: string): Promise<string[]> {
  const { page, close } = await openPage({ javaScriptEnabled: false });
  try {
    await page.goto(baseUrl() + path);
    return await page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  } finally {
    await close();
  }
}

describe.concurrent('service pages', () => {
  it.each(servicePages)('/services/%s has a six-card grid and its Connect button', async (slug) => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    try {
      await page.goto(`${baseUrl()}/services/${slug}`);
      const gridSizes = await page
        .locator('main div.grid:has(> article.card)')
        .evaluateAll((grids) => grids.map((grid) => grid.querySelectorAll(':scope > article.card').length));
      expect(gridSizes).toContain(6);
      const connect = page.getByRole('link', { name: /^Connect with Our .+ Experts$/ });
      expect(await connect.count()).toBe(1);
      expect(await connect.getAttribute('href')).toBe('/contact-us');
    } finally {
      await close();
    }
  });
});

describe.concurrent('industry pages', () => {
  // The specification gives every industry page two case studies.
  it.each(industryPages)('/industries/%s links at least two case studies that exist', async (slug) => {
    const studies = await hrefsOn(`/industries/${slug}`, 'main a:has-text("Read case study")');
    expect(new Set(studies).size).toBeGreaterThanOrEqual(2);
    for (const href of studies) {
      expect(href).toMatch(/^\/case-studies\/[a-z0-9-]+$/);
      expect((await fetch(baseUrl() + href)).status).toBe(200);
    }
  });
});

describe('index pages list every member', () => {
  const members = (prefix: string) =>
    paths.filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'));

  it('/services lists all thirteen services', async () => {
    const listed = await hrefsOn('/services', 'main article.card a');
    for (const slug of servicePages) expect(listed).toContain(`/services/${slug}`);
  });

  it('/industries lists all fifteen industries', async () => {
    const listed = await hrefsOn('/industries', 'main article.card a');
    for (const slug of industryPages) expect(listed).toContain(`/industries/${slug}`);
  });

  it('/case-studies lists every case study, grouped by industry', async () => {
    const listed = await hrefsOn('/case-studies', 'main a:has-text("Read case study")');
    const studies = members('/case-studies/');
    expect(studies.length).toBeGreaterThanOrEqual(42);
    expect([...listed].sort()).toEqual([...studies].sort());
  });
});
