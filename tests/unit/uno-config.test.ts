import { createGenerator } from 'unocss';
import { describe, expect, it } from 'vitest';
import config from '../../uno.config';

const css = async (classes: string, withShortcuts = true) => {
  const generator = await createGenerator(withShortcuts ? config : { ...config, shortcuts: [] });
  return (await generator.generate(classes, { preflights: false })).css;
};

describe('uno.config shortcuts', () => {
  it('site-focus-ring written on an element is the 3 px accent outline on :focus-visible, no ring shadow', async () => {
    const ring = await css('site-focus-ring');
    expect(ring).toContain('.site-focus-ring{outline:2px solid transparent;outline-offset:2px;}');
    expect(ring).toMatch(/\.site-focus-ring:focus-visible\{[^}]*outline-width:3px;/);
    expect(ring).toMatch(/\.site-focus-ring:focus-visible\{[^}]*outline-color:rgb\(10 88 168 /);
    expect(ring).toMatch(/\.site-focus-ring:focus-visible\{[^}]*outline-offset:2px;/);
    expect(ring).not.toContain('--un-ring');
    expect(ring).not.toContain(':focus{');
  });

  it('no shortcut name means anything to UnoCSS without its shortcut, so none is read as a variant of a utility', async () => {
    // The hazard this guards against: the ring's old name was the `focus:` variant of `ring`.
    expect(await css('focus-ring', false)).toContain('.focus-ring:focus{--un-ring-width:3px;');
    const names = Object.keys(config.shortcuts ?? {});
    const readAsUtilities = [];
    for (const name of names) if (await css(name, false)) readAsUtilities.push(name);
    expect(readAsUtilities).toEqual([]);
    expect(names).toContain('site-focus-ring');
  });

  it('a white ring on dark ground replaces the accent one, inside a shortcut or beside it', async () => {
    const [barLink] = (await css('bar-link')).match(/\.bar-link:focus-visible\{[^}]*\}/) ?? [''];
    expect(barLink.match(/outline-color:[^;]*/g)?.at(-1)).toBe(
      'outline-color:rgb(255 255 255 / var(--un-outline-color-opacity))',
    );
    const beside = await css('site-focus-ring focus-visible:outline-white');
    expect(beside.indexOf('.focus-visible\\:outline-white:focus-visible{')).toBeGreaterThan(
      beside.indexOf('.site-focus-ring:focus-visible{'),
    );
  });
});
