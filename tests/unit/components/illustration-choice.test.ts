import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chooseIllustration,
  familyOf,
  illustrationThemes,
  isIllustrationVariant,
} from '../../../src/components/illustration-choice';
import { illustrationVariants } from '../../../tools/illustration-variants';

const root = join(import.meta.dirname, '../../..');

describe('chooseIllustration', () => {
  it('keeps a picture the page does not show yet', () => {
    expect(chooseIllustration('/images/illustrations/cloud.svg', new Set())).toBe('/images/illustrations/cloud.svg');
  });

  it('gives a second use the next member of the family, then of the next family', () => {
    const shown = new Set(['/images/illustrations/cloud.svg']);
    expect(chooseIllustration('/images/illustrations/cloud.svg', shown)).toBe('/images/illustrations/cloud-2.svg');
    shown.add('/images/illustrations/cloud-2.svg');
    expect(chooseIllustration('/images/illustrations/cloud.svg', shown)).toBe('/images/illustrations/cloud-3.svg');
    shown.add('/images/illustrations/cloud-3.svg');
    expect(chooseIllustration('/images/illustrations/cloud.svg', shown)).toBe('/images/illustrations/data.svg');
    expect(chooseIllustration('/images/illustrations/security.svg', new Set(familyOf('security')))).toBe(
      '/images/illustrations/ai.svg',
    );
  });

  it('never swaps a photo or a file outside the illustrations', () => {
    expect(chooseIllustration('/images/team.jpg', new Set(['/images/team.jpg']))).toBe('/images/team.jpg');
    expect(chooseIllustration('/images/logo.svg', new Set(['/images/logo.svg']))).toBe('/images/logo.svg');
  });

  it('shows the picture again when every illustration is already on the page', () => {
    const all = new Set(illustrationThemes.flatMap(familyOf));
    expect(chooseIllustration('/images/illustrations/ai.svg', all)).toBe('/images/illustrations/ai.svg');
  });
});

describe('isIllustrationVariant', () => {
  it('tells a variant from the illustration an author names', () => {
    expect(isIllustrationVariant('/images/illustrations/cloud-2.svg')).toBe(true);
    expect(isIllustrationVariant('/images/illustrations/cloud.svg')).toBe(false);
    expect(isIllustrationVariant('/images/team-2.jpg')).toBe(false);
  });
});

describe('tools/illustration-variants.ts', () => {
  it('made every family member in public/ from its illustration (run it again after changing one)', () => {
    for (const theme of illustrationThemes) {
      const [original, ...variants] = familyOf(theme);
      const made = illustrationVariants(readFileSync(join(root, 'public', original), 'utf8'));
      variants.forEach((variant, index) => {
        expect(existsSync(join(root, 'public', variant)), variant).toBe(true);
        expect(readFileSync(join(root, 'public', variant), 'utf8'), variant).toBe(made[index]);
      });
    }
  });

  it('keeps the size, so cards keep their frame', () => {
    for (const variant of illustrationVariants(
      readFileSync(join(root, 'public/images/illustrations/cloud.svg'), 'utf8'),
    ))
      expect(variant).toMatch(/^<svg [^>]*width="640" height="360" viewBox="0 0 640 360">/);
  });
});
