import { runInNewContext } from 'node:vm';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MenuInterestScript, menuInterestScript } from '../../../src/layout/MenuInterestScript';

class FakeButton {
  readonly attributes = new Map<string, string>();
  constructor(popoverTarget: string) {
    this.attributes.set('popovertarget', popoverTarget);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
}

/** Runs the script's text against a browser that does or does not implement interest invokers. */
function runScript(supported: boolean, buttons: FakeButton[]): string[] {
  const selectors: string[] = [];
  const document = {
    querySelectorAll: (selector: string) => {
      selectors.push(selector);
      return buttons;
    },
    // The menu behaviour after it (menu-behaviour-script.ts) listens on the document.
    addEventListener: () => {},
  };
  const HTMLButtonElement = { prototype: supported ? { interestForElement: null } : {} };
  runInNewContext(menuInterestScript, { document, HTMLButtonElement });
  return selectors;
}

describe('MenuInterestScript', () => {
  it('points each menu button at its popover with interestfor where interest invokers exist', () => {
    const buttons = [new FakeButton('menu-services'), new FakeButton('menu-regions')];
    expect(runScript(true, buttons)).toEqual(['button.nav-trigger[popovertarget]']);
    expect(buttons.map((button) => button.getAttribute('interestfor'))).toEqual(['menu-services', 'menu-regions']);
  });

  it('leaves the buttons alone elsewhere', () => {
    const buttons = [new FakeButton('menu-services')];
    expect(runScript(false, buttons)).toEqual([]);
    expect(buttons[0].getAttribute('interestfor')).toBeNull();
  });

  it('renders as one inline script of exactly that text, which cannot close its own tag', () => {
    expect(renderToStaticMarkup(<MenuInterestScript />)).toBe(`<script>${menuInterestScript}</script>`);
    expect(menuInterestScript).not.toContain('<');
  });
});
