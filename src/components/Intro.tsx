import { ResponsiveImage } from './ResponsiveImage';
import type { IntroProps } from './Intro.props';

export function Intro({ title, image, imageAlt, eyebrow, action, children }: IntroProps) {
  return (
    <section className="section-space bg-white">
      <div className="page-width grid gap-10 md:grid-cols-2 md:items-center">
        <div className="grid gap-4 content-start">
          {eyebrow && <p className="m-0 eyebrow">{eyebrow}</p>}
          <h2 className="m-0 heading-2">{title}</h2>
          <div className="grid gap-4 text-lg leading-relaxed text-body">{children}</div>
          {action && (
            <p className="m-0">
              <a href={action.href} className="btn-secondary">
                {action.label}
              </a>
            </p>
          )}
        </div>
        <ResponsiveImage
          image={image}
          alt={imageAlt}
          sizes="(min-width: 48rem) min(50vw, 38rem), 100vw"
          width={640}
          height={360}
          className="block w-full h-auto rounded-lg"
        />
      </div>
    </section>
  );
}
