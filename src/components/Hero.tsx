import type { HeroProps } from './Hero.props';

export function Hero({ title, eyebrow, actions, children }: HeroProps) {
  return (
    <section className="bg-navy text-white">
      <div className="page-width py-16 md:py-24">
        <div className="grid gap-6 max-w-3xl">
          {eyebrow && <p className="m-0 text-sm font-semibold uppercase tracking-wider text-sky-200">{eyebrow}</p>}
          <h1 className="m-0 heading-1">{title}</h1>
          {children && <div className="lead text-slate-200 [&>p]:m-0 grid gap-4">{children}</div>}
          {actions.length > 0 && (
            <div className="flex flex-wrap gap-4 pt-2">
              {actions.map((action, i) => (
                <a
                  key={action.href}
                  href={action.href}
                  className={
                    i === 0
                      ? 'btn-inverse'
                      : 'btn border-2 border-white text-white hover:bg-navy-light focus-visible:outline-white'
                  }
                >
                  {action.label}
                </a>
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
