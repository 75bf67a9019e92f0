import { z } from 'zod';
import type { CaseStudyPage } from '../shared/collection-members';
import { count } from '../shared/props/prop-types';
import { reference } from '../shared/reference';

export const caseStudiesProps = z
  .strictObject({
    industry: reference('industries').optional().describe('Only the studies of this industry.'),
    service: reference('services').optional().describe('Only the studies of this service.'),
    limit: count.optional().describe('At most this many, in file order.'),
  })
  .describe(
    'Case study cards made from the case studies’ own frontmatter, so adding a study is adding one file. Shows nothing when no study matches.',
  );

export type CaseStudiesProps = z.output<typeof caseStudiesProps>;

/** The studies a <CaseStudies> shows: those of its industry and service, at most `limit`, in file order. */
export function selectCaseStudies(
  studies: readonly CaseStudyPage[],
  { industry, service, limit }: CaseStudiesProps,
): CaseStudyPage[] {
  return studies
    .filter(
      (study) =>
        (industry === undefined || study.frontmatter.industry === industry) &&
        (service === undefined || study.frontmatter.service === service),
    )
    .slice(0, limit);
}
