import { z } from 'zod';
import { reference } from '../shared/reference';

export const themeInsightsProps = z
  .strictObject({
    theme: reference('themes').describe('The theme whose insights it lists.'),
  })
  .describe(
    'Every insight article, blog post and research item tagged with the theme, newest first. Shows nothing when none is.',
  );

export type ThemeInsightsProps = z.output<typeof themeInsightsProps>;
