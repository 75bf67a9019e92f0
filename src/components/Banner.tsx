import { ResponsiveImage } from './ResponsiveImage';
import type { BannerProps } from './Banner.props';

export function Banner({ title, eyebrow, action, image, imageAlt, children }: BannerProps) {
  return (
    <div className="grid overflow-hidden rounded-lg bg-navy text-white md:grid-cols-2">
      <div className="grid content-center gap-4 p-8 md:p-12">
        {eyebrow && <p className="m-0 text-sm font-semibold uppercase tracking-wider text-sky-200">{eyebrow}</p>}
        <h3 className="m-0 text-2xl font-bold leading-snug md:text-3xl">{title}</h3>
        {children && <div className="grid gap-3 text-slate-200 leading-relaxed">{children}</div>}
        <p className="m-0 pt-2">
          <a href={action.href} className="btn-inverse">
            {action.label}
          </a>
        </p>
      </div>
      <ResponsiveImage
        image={image}
        alt={imageAlt}
        sizes="(min-width: 48rem) min(50vw, 38rem), 100vw"
        width={640}
        height={360}
        className="block h-full w-full object-cover"
      />
    </div>
  );
}
