import { z } from 'zod';
import { address, headingText, picture, shownText } from '../shared/props/prop-types';

export const caseStudyCardProps = z
  .strictObject({
    title: headingText(3).describe('The study’s title.'),
    href: address.describe('The case study page, e.g. /case-studies/banking.'),
    image: picture.describe(
      'The card picture: a file in public/, or a JPEG or PNG beside the page, e.g. ./team.jpg, which the build writes as AVIF and WebP at several widths.',
    ),
    imageAlt: shownText.describe('What the image shows, for people who cannot see it.'),
    category: shownText.optional().describe('A short label above the title, e.g. "Fraud prevention".'),
    summary: shownText.describe('One or two sentences with the outcome figure, e.g. "cut processing time by 40%".'),
  })
  .describe(
    'One case study teaser written out by hand: image, category, title, outcome and a "Read case study" link. <CaseStudies> makes these from the studies themselves.',
  );

export type CaseStudyCardProps = z.output<typeof caseStudyCardProps>;
