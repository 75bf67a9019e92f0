import { menuBehaviourScript } from './menu-behaviour-script';

/**
 * Interest invokers (`interestfor`: hovering or focusing a button shows its popover, Escape hides
 * it) are not in HTML yet, so the served markup leaves the attribute out to stay valid and this
 * script gives it to each menu button where the browser implements it. Elsewhere, JavaScript off
 * included, site.css opens the menus on hover and `popovertarget` still opens them on click.
 *
 * The same script then adds what HTML alone does not do for the menus (menu-behaviour-script.ts).
 *
 * The text is fixed, so its sha256 hash is fixed too; the build reads the hash from the pages it
 * writes and allows exactly that inline script in the Content-Security-Policy.
 */
export const menuInterestScript =
  "if ('interestForElement' in HTMLButtonElement.prototype) for (const button of document.querySelectorAll('button.nav-trigger[popovertarget]')) button.setAttribute('interestfor', button.getAttribute('popovertarget'));" +
  menuBehaviourScript;

/** Placed after the menu buttons: it runs as the parser reaches it, before the first hover. */
export function MenuInterestScript() {
  return <script dangerouslySetInnerHTML={{ __html: menuInterestScript }} />;
}
