import type { SentAnswer } from './sent-answer';

// @unocss-include: UnoCSS reads only .tsx among scanned files unless a file says this, and these
// classes are written nowhere else.

// The characters React escapes in text and attribute values, with React's entities, so the page
// reads byte for byte as it did when React rendered it.
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]);
}

function problemItem(answer: SentAnswer): string {
  return `<li><strong>${escaped(answer.label)}</strong>: ${escaped(answer.problem ?? '')}</li>`;
}

function sentItem(answer: SentAnswer): string {
  const value = answer.value ? escaped(answer.value) : '<span class="text-muted">(empty)</span>';
  const problem = answer.problem
    ? `<span class="block font-semibold text-red-700">${escaped(answer.problem)}</span>`
    : '';
  return (
    `<div class="contents"><dt class="font-semibold text-ink">${escaped(answer.label)}</dt>` +
    `<dd class="m-0 whitespace-pre-wrap break-words">${value}${problem}</dd></div>`
  );
}

/**
 * What the form problem page shows for a rejected submission: each problem with its field's
 * label, then everything that was sent (escaped), then the way back to the form. Plain HTML, so
 * the server renders it without React.
 */
export function problemReportHtml(answers: readonly SentAnswer[], backHref: string): string {
  return (
    `<ul class="m-0 grid gap-2 pl-5 text-lg text-ink">${answers
      .filter((answer) => answer.problem)
      .map(problemItem)
      .join('')}</ul>` +
    `<p class="m-0"><a href="${escaped(backHref)}" class="btn-primary">Back to the form</a></p>` +
    '<h3 class="m-0 heading-3">What you sent</h3>' +
    '<p class="m-0 text-body leading-relaxed">Going back in your browser usually keeps what you typed; if not, copy it from here.</p>' +
    `<dl class="m-0 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,1fr)_3fr]">${answers.map(sentItem).join('')}</dl>`
  );
}
