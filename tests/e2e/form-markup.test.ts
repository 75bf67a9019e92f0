import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';

interface FieldSummary {
  name: string;
  type: string;
  required: boolean;
  label: string;
  options: string[];
}

async function fieldsOf(page: Page, form: string): Promise<FieldSummary[]> {
  // The honeypot is left out: it is hidden from people and has its own test.
  return page.locator(`${form} :is(input, select, textarea):not([aria-hidden="true"] *)`).evaluateAll((elements) =>
    elements.map((element) => {
      const field = element as HTMLInputElement & HTMLSelectElement;
      return {
        name: field.name,
        type: element.tagName === 'INPUT' ? field.type : element.tagName.toLowerCase(),
        required: field.required,
        label: (field.labels?.[0]?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        options:
          element.tagName === 'SELECT'
            ? Array.from(field.options, (option) => `${option.value}=${option.textContent}`)
            : [],
      };
    }),
  );
}

describe('the footer inquiry form', () => {
  it('asks what the specification asks, with native required checks', async () => {
    const { page, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/investors');
      const form = 'footer form';
      expect(await page.locator(form).getAttribute('method')).toBe('post');
      const fields = await fieldsOf(page, form);
      expect(fields.map(({ name, type, required }) => `${name}:${type}:${required}`)).toEqual([
        'name:text:true',
        'email:email:true',
        'organization:text:true',
        'phone:tel:true',
        'region:select:true',
        'inquiryType:select:true',
        'message:textarea:false',
        'consent:checkbox:true',
      ]);
      expect(fields.find((field) => field.name === 'region')?.options).toEqual([
        '=Select a region',
        'na=North America',
        'eu=Europe',
        'ap=Asia Pacific',
        'la=Latin America',
      ]);
      expect(
        fields
          .find((field) => field.name === 'inquiryType')
          ?.options.slice(1)
          .map((option) => option.split('=')[0]),
      ).toEqual(['services', 'careers', 'partnership', 'media']);
      expect(await page.locator(`${form} textarea`).getAttribute('rows')).toBe('5');
      expect(fields.find((field) => field.name === 'consent')?.label).toMatch(/personal data .*privacy policy/);
      expect(await page.locator(`${form} label a[href="/privacy"]`).count()).toBe(1);
      // Every field has a visible label.
      expect(fields.every((field) => field.label.length > 0)).toBe(true);
    } finally {
      await close();
    }
  });
});

describe('the contact form', () => {
  it('asks what the specification asks, and offers Product Demo as the FAQ promises', async () => {
    const { page, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/contact-us');
      const form = 'main form';
      const fields = await fieldsOf(page, form);
      expect(fields.map(({ name, type, required }) => `${name}:${type}:${required}`)).toEqual([
        'firstName:text:true',
        'lastName:text:true',
        'email:email:true',
        'phone:tel:false',
        'company:text:true',
        'jobTitle:text:true',
        'country:select:true',
        'inquiryType:select:true',
        'message:textarea:true',
        'consent:checkbox:true',
      ]);
      expect(fields.find((field) => field.name === 'country')?.options).toEqual([
        '=Select Country/Region',
        'US=United States',
        'CA=Canada',
        'UK=United Kingdom',
        'IN=India',
        'AU=Australia',
        'SG=Singapore',
        'Other=Other',
      ]);
      expect(fields.find((field) => field.name === 'inquiryType')?.options).toEqual([
        '=Select Inquiry Type',
        'Sales=Sales Inquiry',
        'Partnership=Partnership Opportunity',
        'Support=Technical Support',
        'Careers=Careers Information',
        'Product Demo=Product Demo',
        'Other=Other',
      ]);
      expect(fields.find((field) => field.name === 'message')?.label).toContain('*');
      expect(fields.find((field) => field.name === 'inquiryType')?.label).toContain('*');
      expect(fields.find((field) => field.name === 'consent')?.label).toMatch(/unsubscribe at any time/);
    } finally {
      await close();
    }
  });

  it('opens the FAQ answers with the keyboard', async () => {
    const { page, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/contact-us');
      const question = page.locator('#faq summary', { hasText: 'How quickly can you deploy' });
      await question.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByText('4-6 weeks').isVisible()).toBe(true);
      expect(await page.locator('#faq details').count()).toBe(4);
    } finally {
      await close();
    }
  });
});

describe('the spam trap', () => {
  it('is in every form, hidden from sight, from the tab order and from assistive technology', async () => {
    const { page, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/insights');
      const forms = page.locator('form[method="post"]');
      expect(await forms.count()).toBe(2);
      for (const form of await forms.all()) {
        const trap = form.locator('input[name="website"]');
        expect(await trap.getAttribute('tabindex')).toBe('-1');
        expect(await trap.getAttribute('autocomplete')).toBe('off');
        expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
        expect(await trap.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent)).toBe(
          'Leave this field empty',
        );
        const box = await trap.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(0);
      }
    } finally {
      await close();
    }
  });
});

describe('the forms as Chromium sees them', () => {
  // Chromium's Issues panel checks form markup (labels, autocomplete, names) that axe does not.
  it.each(['/', '/contact-us', '/insights'])('raise no form issue on %s', async (path) => {
    const { page, close } = await openPage();
    try {
      await page.goto(baseUrl() + path);
      const devtools = await page.context().newCDPSession(page);
      const found: { errorType: string; violatingNodeId?: number }[] = [];
      devtools.on('Audits.issueAdded', ({ issue }) => {
        if (issue.details.genericIssueDetails?.errorType.startsWith('Form'))
          found.push(issue.details.genericIssueDetails);
      });
      // Enabling replays every issue raised so far, before its own reply.
      await devtools.send('Audits.enable');
      const described = await Promise.all(
        found.map(async ({ errorType, violatingNodeId }) => {
          const element = violatingNodeId
            ? (await devtools.send('DOM.describeNode', { backendNodeId: violatingNodeId })).node
            : undefined;
          const attributes = element?.attributes ?? [];
          const markup = attributes.flatMap((value, index) =>
            index % 2 === 0 ? [`${value}="${attributes[index + 1]}"`] : [],
          );
          return `${errorType} on <${[element?.localName ?? '?', ...markup].join(' ')}>`;
        }),
      );
      expect(described).toEqual([]);
    } finally {
      await close();
    }
  });
});
