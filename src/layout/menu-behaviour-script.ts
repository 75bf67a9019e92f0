/**
 * What HTML alone does not do for the menus, added where JavaScript runs (without it the menus
 * still open, close and toggle: site.css and the native popover and disclosure elements):
 * - A click on a menu button whose panel is already open because the pointer or focus showed
 *   interest keeps it open and pins it (moving away no longer closes it); without this the
 *   button's popover toggle would close what the visitor was reaching for. A second click closes.
 * - Escape closes the small-screen site menu and puts focus back on its Menu button.
 *
 * A click that toggles a panel open pins it likewise. MenuInterestScript carries this text after its
 * own, in the one inline script the pages have (its hash is in the Content-Security-Policy). The
 * listeners sit on the document, so it may run anywhere.
 */
export const menuBehaviourScript =
  '{const pinned=new WeakSet();let clicked=null;' +
  "document.addEventListener('click',(e)=>{const b=e.target instanceof Element&&e.target.closest('button.nav-trigger[popovertarget]');const p=b&&document.getElementById(b.getAttribute('popovertarget'));if(!p)return;" +
  "if(p.matches(':popover-open')&&!pinned.has(p)){e.preventDefault();pinned.add(p);return}clicked=p;setTimeout(()=>{clicked=null})},true);" +
  "document.addEventListener('beforetoggle',(e)=>{if(e.newState==='open'&&e.target===clicked)pinned.add(e.target);if(e.newState==='closed')pinned.delete(e.target)},true);" +
  "document.addEventListener('loseinterest',(e)=>{if(pinned.has(e.target))e.preventDefault()},true);" +
  "document.addEventListener('keydown',(e)=>{if(e.key!=='Escape')return;const m=document.querySelector('details.site-menu[open]');if(!m)return;m.open=false;m.querySelector('summary').focus()})}";
