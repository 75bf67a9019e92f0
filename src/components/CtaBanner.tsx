import type { CtaBannerProps } from './CtaBanner.props';

export function CtaBanner({ title, action, children }: CtaBannerProps) {
  return (
    <section className="bg-accent-dark text-white">
      <div className="page-width section-space grid gap-6 md:grid-cols-[2fr_1fr] md:items-center">
        <div className="grid gap-3">
          <h2 className="m-0 heading-2 text-white">{title}</h2>
          {children && <div className="lead text-slate-100 [&>p]:m-0">{children}</div>}
        </div>
        <div className="md:justify-self-end">
          <a href={action.href} className="btn-inverse">
            {action.label}
          </a>
        </div>
      </div>
    </section>
  );
}
