import { describe, expect, it } from 'vitest';
import { problemPageRenderer, sentAnswers } from '../../../../server/forms/problem-page';
import { checkSubmission } from '../../../../src/forms/check-submission';
import { inquiryForm } from '../../../../src/forms/inquiry-form';

const template =
  '<main><h1>Check</h1><div data-form-problems="" class="grid"><p>Default <a href="/x">text</a>.</p></div></main><footer><div>f</div></footer>';

describe('the form problem page', () => {
  const body = new URLSearchParams({
    name: '<script>alert("x")</script>',
    email: 'not-an-email',
    region: 'eu',
    inquiryType: 'nope',
    consent: 'yes',
  });
  const check = checkSubmission(inquiryForm, body);
  const answers = sentAnswers(inquiryForm, body, check.ok ? [] : check.problems);

  it('pairs every field with what was sent and its problem, readable', () => {
    expect(answers.map(({ label, value, problem }) => [label, value, problem ?? ''])).toEqual([
      ['Name', '<script>alert("x")</script>', ''],
      ['Email', 'not-an-email', 'Enter an email address such as name@example.com.'],
      ['Organization', '', 'This field is required.'],
      ['Contact Number', '', 'This field is required.'],
      ['Region', 'Europe', ''],
      ['Inquiry Type', 'nope', 'Choose one of the listed options.'],
      ['Message', '', ''],
      ['Consent', 'Ticked', ''],
    ]);
  });

  it('replaces the slot’s own text, escapes what was sent and keeps the rest of the page', () => {
    const html = problemPageRenderer(template)(answers, '/insights?a=1&b="2"');
    expect(html.startsWith('<main><h1>Check</h1><div data-form-problems="" class="grid"><ul')).toBe(true);
    expect(html.endsWith('</dl></div></main><footer><div>f</div></footer>')).toBe(true);
    expect(html).not.toContain('Default');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('<li><strong>Email</strong>: Enter an email address such as name@example.com.</li>');
    expect(html).toContain('href="/insights?a=1&amp;b=&quot;2&quot;"');
  });

  it('refuses a template without exactly one slot', () => {
    expect(() => problemPageRenderer('<main></main>')).toThrow(
      'the form problem page must hold exactly one data-form-problems element',
    );
    expect(() => problemPageRenderer(template + template)).toThrow('exactly one');
  });
});
