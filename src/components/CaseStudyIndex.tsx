import { caseStudyPages } from '../shared/collection-pages';
import { pageAt, pagesShownIn } from '../shared/pages';
import { CardGrid } from './CardGrid';
import { CaseStudyTeaser } from './CaseStudyTeaser';

/** Groups are named by the industry page's title. */
export function CaseStudyIndex() {
  const groups = new Map<string, ReturnType<typeof caseStudyPages>>();
  for (const study of pagesShownIn('case study index', caseStudyPages()))
    groups.set(study.frontmatter.industry, [...(groups.get(study.frontmatter.industry) ?? []), study]);
  const industries = [...groups.keys()].map((slug) => ({
    slug,
    title: pageAt(`/industries/${slug}`)?.frontmatter.title ?? slug,
  }));
  industries.sort((a, b) => a.title.localeCompare(b.title));
  return (
    <div className="grid gap-12">
      {industries.map(({ slug, title }) => (
        <section key={slug} aria-labelledby={`industry-${slug}`} className="grid gap-6">
          <h3 id={`industry-${slug}`} className="m-0 text-2xl font-bold text-ink">
            <a
              href={`/industries/${slug}`}
              className="text-ink no-underline hover:text-accent hover:underline site-focus-ring rounded-sm"
            >
              {title}
            </a>
          </h3>
          <CardGrid columns={3}>
            {groups.get(slug)!.map((study) => (
              <CaseStudyTeaser key={study.path} study={study} />
            ))}
          </CardGrid>
        </section>
      ))}
    </div>
  );
}
