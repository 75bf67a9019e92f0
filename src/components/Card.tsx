import type { ReactNode } from 'react';

interface CardProps {
  title: string;
  eyebrow?: string;
  /** When set, the card ends with a link to it. */
  href?: string;
  linkLabel?: string;
  children?: ReactNode;
}

/** A titled card for a service, capability or point; the text comes from the MDX children. */
export function Card({ title, eyebrow, href, linkLabel = 'Learn more', children }: CardProps) {
  return (
    <article className={`card grid content-start gap-3 ${href ? 'card-link' : ''}`}>
      {eyebrow && <p className="m-0 eyebrow">{eyebrow}</p>}
      <h3 className="m-0 heading-3">{title}</h3>
      {children && <div className="text-body leading-relaxed [&>p]:m-0 grid gap-3">{children}</div>}
      {href && (
        <a href={href} className="arrow-link mt-1">
          {linkLabel}
          <span className="sr-only">: {title}</span>
          <span aria-hidden="true">→</span>
        </a>
      )}
    </article>
  );
}
