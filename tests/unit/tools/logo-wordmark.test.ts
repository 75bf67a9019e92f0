import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logoSvg } from '../../../tools/logo-wordmark';

const root = join(import.meta.dirname, '../../..');

describe('tools/logo-wordmark.ts', () => {
  it('made public/images/logo.svg: outlines only, no <text> left to a system font', async () => {
    const { svg } = await logoSvg(root);
    expect(readFileSync(join(root, 'public/images/logo.svg'), 'utf8')).toBe(svg);
    expect(svg).not.toMatch(/<text|font-family/);
  });

  it('gives the header the logo’s own width and height', async () => {
    const { width, height } = await logoSvg(root);
    const header = readFileSync(join(root, 'src/layout/Header.tsx'), 'utf8');
    expect(header).toMatch(new RegExp(`src="/images/logo.svg"[^>]*width=\\{${width}\\}\\s+height=\\{${height}\\}`));
  });
});
