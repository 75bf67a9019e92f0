import { caseStudyPages, type CaseStudyPage } from '../content/collection-pages';
import { CardGrid } from './CardGrid';
import { CaseStudyTeaser } from './CaseStudyTeaser';

interface CaseStudiesProps {
  /** Studies whose `industry` is this slug. */
  industry?: string;
  /** Studies whose `service` is this slug. */
  service?: string;
  /** At most this many, in file order. */
  limit?: number;
}

function matches(study: CaseStudyPage, { industry, service }: CaseStudiesProps): boolean {
  return (industry === undefined || study.frontmatter.industry === industry) && (service === undefined || study.frontmatter.service === service);
}

/**
 * Case study cards made from the case studies' own frontmatter, so adding a study is adding one
 * file. Fails the build when nothing matches, rather than showing an empty section.
 */
export function CaseStudies(props: CaseStudiesProps) {
  const studies = caseStudyPages()
    .filter((study) => matches(study, props))
    .slice(0, props.limit);
  if (studies.length === 0) throw new Error(`<CaseStudies> found no case study with ${JSON.stringify(props)}`);
  return (
    <CardGrid columns={studies.length === 2 || studies.length === 4 ? 2 : 3}>
      {studies.map((study) => (
            <CaseStudyTeaser key={study.path} study={study} />
          ))}
    </CardGrid>
  );
}
