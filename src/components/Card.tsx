import type { CardProps } from './Card.props';

export function Card({ title, eyebrow, href, linkLabel, children }: CardProps) {
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
