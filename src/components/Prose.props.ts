import { z } from 'zod';
import { mdxContent } from '../shared/props/prop-types';

export const proseProps = z
  .strictObject({
    children: mdxContent.describe('Paragraphs, lists and links in Markdown.'),
  })
  .describe('Running text from Markdown, at a readable width, with the site’s spacing for paragraphs and lists.');

export type ProseProps = z.output<typeof proseProps>;
