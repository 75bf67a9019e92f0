import type { FaqProps } from './Faq.props';

/** A native disclosure: opens with Enter or Space, no JavaScript. */
export function Faq({ question, children }: FaqProps) {
  return (
    <details className="disclosure group rounded-lg border border-line bg-white">
      <summary className="flex items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-ink hover:text-accent site-focus-ring rounded-lg">
        {question}
        <span
          aria-hidden="true"
          className="text-2xl leading-none text-accent group-open:rotate-45 transition-transform"
        >
          +
        </span>
      </summary>
      <div className="grid gap-3 px-5 pb-5 text-body leading-relaxed">{children}</div>
    </details>
  );
}
