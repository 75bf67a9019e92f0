import { caseStudyPages } from '../shared/collection-pages';
import { CardGrid } from './CardGrid';
import { selectCaseStudies, type CaseStudiesProps } from './CaseStudies.props';
import { CaseStudyTeaser } from './CaseStudyTeaser';
import { pagesShownIn } from '../shared/pages';

export function CaseStudies(props: CaseStudiesProps) {
  const studies = pagesShownIn('case study list', selectCaseStudies(caseStudyPages(), props));
  // A new service or industry has no study yet: the build warns, with the page's line.
  if (studies.length === 0) return null;
  return (
    <CardGrid columns={studies.length === 2 || studies.length === 4 ? 2 : 3}>
      {studies.map((study) => (
        <CaseStudyTeaser key={study.path} study={study} />
      ))}
    </CardGrid>
  );
}
