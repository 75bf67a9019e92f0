import { z } from 'zod';
import { mdxContent, shownText } from '../shared/props/prop-types';
import { reference } from '../shared/reference';

export const themeCardProps = z
  .strictObject({
    theme: reference('themes').describe(
      'The theme: the card links to its page and counts the pages that belong to it.',
    ),
    title: shownText.describe('The card heading.'),
    children: mdxContent.optional().describe('The card text.'),
  })
  .describe(
    'A theme’s card: how many insights it has (counted from the tagged pages), title, text and a link to the theme page.',
  );

export type ThemeCardProps = z.output<typeof themeCardProps>;
