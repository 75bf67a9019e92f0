import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, openPage } from './browser';
import { storedWhere } from './stored-submissions';

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Checks the page a submission landed on: its heading, no axe violations, no console errors. */
async function expectLandedOn(page: Page, problems: string[], path: string, heading: RegExp): Promise<void> {
  await page.waitForURL(baseUrl() + path);
  expect(await page.locator('h1').allTextContents()).toEqual([expect.stringMatching(heading)]);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  expect(await axeViolations(page)).toEqual([]);
  // Sending the form leaves the page it was on: an image of that page still loading (a lazy
  // illustration) is cut short, net::ERR_ABORTED, no fault of either page.
  expect(problems.filter((problem) => !/^request failed: .* net::ERR_ABORTED$/.test(problem))).toEqual([]);
}

describe('the footer inquiry form', () => {
  for (const from of ['/', '/careers']) {
    it(`sends from ${from}, thanks the visitor and stores what was typed`, async () => {
      const { page, problems, close } = await openPage();
      try {
        await page.goto(baseUrl() + from);
        const form = page.locator('footer form');
        const email = `${unique('inquiry')}@example.com`;
        await form.getByLabel('Name').fill('  Ada Lovelace ');
        await form.getByLabel('Email').fill(email);
        await form.getByLabel('Organization').fill('Analytical Engines & Co.');
        await form.getByLabel('Contact Number').fill('+44 20 7946 0000');
        await form.getByLabel('Region').selectOption('Europe');
        await form.getByLabel('Inquiry Type').selectOption('partnership');
        await form.getByLabel('Message').fill('First line\nSecond line: "quoted" <b>bold</b>');
        await form.getByLabel(/I agree to be contacted/).check();
        await form.getByRole('button', { name: 'Send inquiry' }).click();

        await expectLandedOn(page, problems, '/thank-you/inquiry', /Thank you/);
        const stored = storedWhere('inquiry', 'email', email);
        expect(stored).toHaveLength(1);
        expect(stored[0].form).toBe('inquiry');
        expect(Date.now() - Date.parse(stored[0].time)).toBeLessThan(60_000);
        expect(stored[0].fields).toEqual({
          name: 'Ada Lovelace',
          email,
          organization: 'Analytical Engines & Co.',
          phone: '+44 20 7946 0000',
          region: 'eu',
          inquiryType: 'partnership',
          message: 'First line\nSecond line: "quoted" <b>bold</b>',
          consent: true,
        });
      } finally {
        await close();
      }
    });
  }
});

describe('the contact form', () => {
  it('sends, thanks the visitor and stores what was typed, the optional phone left empty', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/contact-us');
      const form = page.locator('main form');
      const email = `${unique('contact')}@example.com`;
      await form.getByLabel('First name').fill('Grace');
      await form.getByLabel('Last name').fill('Hopper');
      await form.getByLabel('Business email').fill(email);
      await form.getByLabel('Company').fill('Navy Labs');
      await form.getByLabel('Job title').fill('Rear Admiral');
      await form.getByLabel('Country/Region').selectOption('US');
      await form.getByLabel('Inquiry type').selectOption('Product Demo');
      await form.getByLabel('Message').fill('Please show us the platform — Tuesday works.');
      await form.getByLabel(/marketing communications/).check();
      await form.getByRole('button', { name: 'Send message' }).click();

      await expectLandedOn(page, problems, '/thank-you/contact', /Thank you/);
      const stored = storedWhere('contact', 'email', email);
      expect(stored.map((record) => record.fields)).toEqual([
        {
          firstName: 'Grace',
          lastName: 'Hopper',
          email,
          phone: '',
          company: 'Navy Labs',
          jobTitle: 'Rear Admiral',
          country: 'US',
          inquiryType: 'Product Demo',
          message: 'Please show us the platform — Tuesday works.',
          consent: true,
        },
      ]);
    } finally {
      await close();
    }
  });

  it('answers a submission the browser did not check with the problem page, its input escaped', async () => {
    const { page, problems, close } = await openPage();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    try {
      await page.goto(baseUrl() + '/contact-us');
      const form = page.locator('main form');
      const name = `<script>alert(1)</script>${unique('x')}`;
      // Skips the browser's own required checks, as a script or an old browser would.
      await form.evaluate((element) => ((element as HTMLFormElement).noValidate = true));
      await form.getByLabel('First name').fill(name);
      await form.getByLabel('Business email').fill('grace@');
      const response = page.waitForResponse((candidate) => candidate.url().endsWith('/forms/contact'));
      await form.getByRole('button', { name: 'Send message' }).click();
      expect((await response).status()).toBe(400);

      expect(await page.locator('h1').allTextContents()).toEqual(['Please check your answers']);
      const listed = await page.locator('#problems li').allTextContents();
      expect(listed).toEqual([
        'Last name: This field is required.',
        'Business email: Enter an email address such as name@example.com.',
        'Company: This field is required.',
        'Job title: This field is required.',
        'Country/Region: Choose one of the options.',
        'Inquiry type: Choose one of the options.',
        'Message: This field is required.',
        'Consent: Tick this box to send the form.',
      ]);
      // Shown as text, never run.
      expect(await page.locator('#problems dd').first().textContent()).toBe(name);
      expect(await page.locator('#problems script').count()).toBe(0);
      expect(dialogs).toBe(0);
      expect(await page.getByRole('link', { name: 'Back to the form' }).getAttribute('href')).toBe('/contact-us');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.filter((problem) => !problem.includes('400'))).toEqual([]);
      expect(storedWhere('contact', 'firstName', name)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the form problem page opened directly', () => {
  it('explains itself, has one h1 and passes axe', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/form-not-sent');
      expect(await page.locator('h1').allTextContents()).toEqual(['Please check your answers']);
      expect(await page.locator('[data-form-problems]').textContent()).toContain('This page lists what to correct');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the newsletter box', () => {
  it('subscribes from the insights page and stores the address only', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/insights');
      const form = page.locator('main form');
      const email = `${unique('reader')}@example.com`;
      await form.getByLabel('Email address').fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();

      await expectLandedOn(page, problems, '/thank-you/newsletter', /subscribing/);
      expect(storedWhere('newsletter', 'email', email).map((record) => record.fields)).toEqual([{ email }]);
    } finally {
      await close();
    }
  });
});

describe('the receiver, over plain HTTP', () => {
  const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(baseUrl() + path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  it('answers a missing required field with 400, lists it with its label and stores nothing', async () => {
    const marker = unique('missing');
    const response = await post(
      '/forms/inquiry',
      formBody({
        name: marker,
        email: 'a@b.example',
        organization: 'Org',
        region: 'na',
        inquiryType: 'media',
        consent: 'yes',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<li><strong>Contact Number</strong>: This field is required.</li>');
    expect(html.match(/<li><strong>/g)).toHaveLength(1);
    expect(html).toContain(`<dd class="m-0 whitespace-pre-wrap break-words">${marker}</dd>`);
    expect(storedWhere('inquiry', 'name', marker)).toEqual([]);
  });

  it('escapes everything it shows back', async () => {
    const response = await post('/forms/newsletter', formBody({ email: '"><script>alert(document.cookie)</script>' }));
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
  });

  it('stores a submission that fills the spam trap, marked as spam, with the usual thank-you answer', async () => {
    const email = `${unique('bot')}@example.com`;
    const response = await post('/forms/newsletter', formBody({ email, website: 'https://spam.example' }));
    expect([response.status, response.headers.get('location')]).toEqual([303, '/thank-you/newsletter']);
    expect(storedWhere('newsletter', 'email', email).map((record) => record.spam)).toEqual([true]);
  });

  it('stores a valid post with no Origin header (older clients) and answers 303', async () => {
    const email = `${unique('plain')}@example.com`;
    const response = await post('/forms/newsletter', formBody({ email }));
    expect([response.status, response.headers.get('location')]).toEqual([303, '/thank-you/newsletter']);
    expect(storedWhere('newsletter', 'email', email)).toHaveLength(1);
  });

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const email = `${unique('csrf')}@example.com`;
    for (const origin of ['https://evil.example', 'null']) {
      const response = await post('/forms/newsletter', formBody({ email }), { origin });
      expect(response.status).toBe(403);
    }
    expect((await post('/forms/newsletter', formBody({ email }), { origin: baseUrl() })).status).toBe(303);
    expect(storedWhere('newsletter', 'email', email)).toHaveLength(1);
  });

  it('answers 413 to a body over 64 KB, 415 to other content types, 404 to unknown forms, 405 to other methods', async () => {
    const big = await post('/forms/contact', formBody({ message: 'x'.repeat(64 * 1024) }));
    expect(big.status).toBe(413);
    const json = await post('/forms/contact', '{"email":"a@b.example"}', { 'content-type': 'application/json' });
    expect([json.status, json.headers.get('accept-post')]).toEqual([415, 'application/x-www-form-urlencoded']);
    const multipart = await fetch(baseUrl() + '/forms/newsletter', { method: 'POST', body: new FormData() });
    expect(multipart.status).toBe(415);
    const unknown = await post('/forms/survey', formBody({ email: 'a@b.example' }));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>Page not found | ');
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(baseUrl() + '/forms/inquiry', { method, redirect: 'manual' });
      expect([method, response.status, response.headers.get('allow')]).toEqual([method, 405, 'POST']);
    }
  });
});
