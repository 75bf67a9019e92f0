import { describe, expect, it } from 'vitest';
import { problemReportHtml } from '../../../src/forms/problem-report-html';

describe('problemReportHtml', () => {
  it('writes the markup React wrote for the report, escaping as React does', () => {
    const html = problemReportHtml(
      [
        { name: 'name', label: 'Name', value: `O'Neil <b>&</b>` },
        { name: 'email', label: 'Email', value: '', problem: 'This field is required.' },
      ],
      '/contact-us?from="x"',
    );
    expect(html).toBe(
      '<ul class="m-0 grid gap-2 pl-5 text-lg text-ink"><li><strong>Email</strong>: This field is required.</li></ul>' +
        '<p class="m-0"><a href="/contact-us?from=&quot;x&quot;" class="btn-primary">Back to the form</a></p>' +
        '<h3 class="m-0 heading-3">What you sent</h3>' +
        '<p class="m-0 text-body leading-relaxed">Going back in your browser usually keeps what you typed; if not, copy it from here.</p>' +
        '<dl class="m-0 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,1fr)_3fr]">' +
        '<div class="contents"><dt class="font-semibold text-ink">Name</dt><dd class="m-0 whitespace-pre-wrap break-words">O&#x27;Neil &lt;b&gt;&amp;&lt;/b&gt;</dd></div>' +
        '<div class="contents"><dt class="font-semibold text-ink">Email</dt><dd class="m-0 whitespace-pre-wrap break-words"><span class="text-muted">(empty)</span><span class="block font-semibold text-red-700">This field is required.</span></dd></div>' +
        '</dl>',
    );
  });
});
