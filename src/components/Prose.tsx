import type { ReactNode } from 'react';

/** Running text from Markdown: a readable measure, with the site's spacing for paragraphs and lists. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="max-w-3xl grid gap-4 text-body text-lg leading-relaxed">{children}</div>;
}
