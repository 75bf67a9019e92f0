import { z } from 'zod';
import { shownText } from '../shared/props/prop-types';
import { imagePath } from '../shared/schema';

const logo = z.strictObject({
  name: shownText.describe('The organisation’s full name, read out in place of the logo.'),
  image: imagePath.describe('The logo: an SVG or image in public/, drawn at 240 × 64.'),
});

export const logoWallProps = z
  .strictObject({
    logos: z
      .array(logo)
      .min(1)
      .describe('The logos, each a name and an image, e.g. NVIDIA and /images/logos/nvidia.svg.'),
  })
  .describe('A row of partner logos, each named for people who cannot see it.');

export type LogoWallProps = z.output<typeof logoWallProps>;
