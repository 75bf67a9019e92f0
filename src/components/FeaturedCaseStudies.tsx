import { caseStudyPages } from '../shared/collection-pages';
import type { FeaturedCaseStudiesProps } from './FeaturedCaseStudies.props';
import { ResponsiveImage } from './ResponsiveImage';
import { pagesShownIn } from '../shared/pages';

export function FeaturedCaseStudies({ names }: FeaturedCaseStudiesProps) {
  const studies = pagesShownIn(
    'featured case studies',
    names.map((name) => {
      const study = caseStudyPages().find((page) => page.path === `/case-studies/${name}`);
      // Names written in the page are checked before rendering; this catches names worked out while rendering.
      if (!study) throw new Error(`<FeaturedCaseStudies> has no case study "${name}" (pages/case-studies/${name}.mdx)`);
      return study;
    }),
  );
  return (
    <ul className="m-0 p-0 list-none grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {studies.map(({ path, frontmatter }) => (
        <li key={path}>
          <a
            href={path}
            className="group grid h-full content-start gap-3 overflow-hidden rounded-lg border border-line bg-white no-underline shadow-sm transition-shadow hover:shadow-md site-focus-ring"
          >
            <ResponsiveImage
              image={frontmatter.image}
              alt=""
              sizes="(min-width: 64rem) 18rem, (min-width: 40rem) 50vw, 100vw"
              width={640}
              height={360}
              className="block h-auto w-full"
            />
            <span className="grid gap-2 px-5 pb-6">
              <span className="eyebrow">{frontmatter.category}</span>
              <span className="heading-3 group-hover:text-accent">{frontmatter.title}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
