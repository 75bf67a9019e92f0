import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, openPage } from './browser';
import { storedWhere } from './stored-submissions';

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const folder = mkdtempSync(join(tmpdir(), 'cv-e2e-'));
function file(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}
const pdf = file('Ada CV.pdf', '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const script = file('cv.pdf', '#!/bin/sh\necho not a cv\n');

async function fillApplication(page: Page, email: string, cv: string): Promise<void> {
  const form = page.locator('#apply form');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/Profile or portfolio link/).fill('https://example.com/ada');
  await form.getByLabel('Cover note').fill('I would like to design your platforms.');
  await form.getByLabel(/^CV/).setInputFiles(cv);
  await form.getByLabel(/I agree that Northstar Technologies keeps my application/).check();
}

describe('applying for a job', () => {
  for (const javaScriptEnabled of [false, true]) {
    it(`sends an application with its CV ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
      const { page, problems, close } = await openPage({ javaScriptEnabled });
      try {
        await page.goto(`${baseUrl()}/jobs/cloud-solutions-architect`);
        await page.getByRole('main').getByRole('link', { name: 'Apply now' }).first().click();
        await page.waitForURL(/#apply$/, { timeout: 10_000 });
        expect(await page.locator('#apply h2').textContent()).toBe('Apply for Cloud Solutions Architect');
        // axe runs as a script, so only where scripts do (the form's markup is the same in both).
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        const email = unique(javaScriptEnabled ? 'with-js' : 'without-js');
        await fillApplication(page, email, pdf);
        await page.locator('#apply form').getByRole('button', { name: 'Send application' }).click();
        await page.waitForURL(`${baseUrl()}/thank-you/application`);
        expect(await page.locator('h1').textContent()).toMatch(/we have your application/);
        const [stored] = storedWhere('application', 'email', email);
        expect(stored?.fields.job).toBe('/jobs/cloud-solutions-architect');
        expect(stored?.upload).toMatchObject({ mediaType: 'application/pdf', name: 'Ada CV.pdf' });
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }, 120_000);
  }

  it("shows the server's problem beside the CV field with JavaScript, and on the problem page without", async () => {
    const withScript = await openPage();
    try {
      await withScript.page.goto(`${baseUrl()}/jobs/data-scientist`);
      await fillApplication(withScript.page, unique('script'), script);
      await withScript.page.locator('#apply form').getByRole('button', { name: 'Send application' }).click();
      const cv = withScript.page.locator('#apply form').getByLabel(/^CV/);
      await expect.poll(() => cv.getAttribute('aria-invalid')).toBe('true');
      expect(await withScript.page.locator('#apply .application-field-error').textContent()).toContain(
        'This file is not a PDF, DOCX or ODT document.',
      );
      expect(withScript.page.url()).toBe(`${baseUrl()}/jobs/data-scientist`);
      expect(await axeViolations(withScript.page)).toEqual([]);
    } finally {
      await withScript.close();
    }
    const without = await openPage({ javaScriptEnabled: false });
    try {
      await without.page.goto(`${baseUrl()}/jobs/data-scientist`);
      await fillApplication(without.page, unique('no-script'), script);
      await without.page.locator('#apply form').getByRole('button', { name: 'Send application' }).click();
      await without.page.waitForURL(`${baseUrl()}/forms/application`);
      expect(await without.page.locator('main').textContent()).toContain(
        'This file is not a PDF, DOCX or ODT document.',
      );
      expect(await without.page.locator('main').textContent()).toContain('Ada Lovelace');
    } finally {
      await without.close();
    }
  });

  it('keeps the footer inquiry form on every job page, under its own heading, apart from the Apply section', async () => {
    const { page, problems, close } = await openPage();
    try {
      for (const job of [
        'senior-frontend-developer',
        'cloud-solutions-architect',
        'data-scientist',
        'ux-ui-designer',
      ]) {
        await page.goto(`${baseUrl()}/jobs/${job}`);
        const apply = page.locator('#apply');
        const footerForm = page.locator('footer form');
        expect(await apply.locator('form').count(), job).toBe(1);
        expect(await footerForm.count(), job).toBe(1);
        expect(await apply.locator('h2').textContent(), job).toMatch(/^Apply for /);
        expect(await page.locator('footer h2#inquiry-title').textContent(), job).toBe(
          'Tell us what you are working on',
        );
        expect(await apply.locator('form').getAttribute('action'), job).toBe('/forms/application');
        expect(await footerForm.getAttribute('action'), job).toBe('/forms/inquiry');
        const types = await footerForm
          .getByLabel('Inquiry Type')
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        expect(types, job).toContain('careers');
      }
      // Two forms, one page: no id, label or landmark of one is taken for the other's.
      expect(await axeViolations(page)).toEqual([]);
      const email = unique('job-page-inquiry');
      const form = page.locator('footer form');
      await form.getByLabel('Name').fill('Ada Lovelace');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Organization').fill('Analytical Engines');
      await form.getByLabel('Contact Number').fill('+44 20 7946 0000');
      await form.getByLabel('Region').selectOption('Europe');
      await form.getByLabel('Inquiry Type').selectOption('careers');
      await form.getByLabel('Message').fill('Do you hire designers in Lisbon?');
      await form.getByLabel(/I agree to be contacted/).check();
      await form.getByRole('button', { name: 'Send inquiry' }).click();
      await page.waitForURL(`${baseUrl()}/thank-you/inquiry`);
      const [stored] = storedWhere('inquiry', 'email', email);
      expect(stored?.fields.inquiryType).toBe('careers');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
