import { ResponsiveImage } from './ResponsiveImage';
import type { CaseStudyCardProps } from './CaseStudyCard.props';

export function CaseStudyCard({ title, href, image, imageAlt, category, summary }: CaseStudyCardProps) {
  return (
    <article className="card card-link p-0 overflow-hidden grid content-start">
      <ResponsiveImage
        image={image}
        alt={imageAlt}
        sizes="(min-width: 64rem) 25rem, (min-width: 48rem) 50vw, 100vw"
        width={640}
        height={360}
        className="block w-full h-auto bg-surface"
      />
      <div className="grid gap-3 p-6">
        {category && <p className="m-0 eyebrow">{category}</p>}
        <h3 className="m-0 heading-3">{title}</h3>
        <p className="m-0 text-body leading-relaxed">{summary}</p>
        <a href={href} className="arrow-link">
          Read case study<span className="sr-only">: {title}</span>
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  );
}
