import type { SectionProps } from './Section.props';

export function Section({ title, eyebrow, id, tone, intro, children }: SectionProps) {
  return (
    <section
      id={id}
      className={`section-space ${tone === 'muted' ? 'bg-surface' : 'bg-white'}`}
      aria-labelledby={title && id ? `${id}-title` : undefined}
    >
      <div className="page-width grid gap-8">
        {(title || eyebrow || intro) && (
          <header className="grid gap-3 max-w-3xl">
            {eyebrow && <p className="m-0 eyebrow">{eyebrow}</p>}
            {title && (
              <h2 id={id ? `${id}-title` : undefined} className="m-0 heading-2">
                {title}
              </h2>
            )}
            {intro && <p className="m-0 lead text-body">{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
