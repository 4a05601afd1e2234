/**
 * Scripts the store's own components write inline into a page. A page's Content-Security-Policy
 * lets an inline script run only when it is one of these texts or one of Next's data scripts
 * (server/inline-script-hashes.ts, decision 0032), so each is a constant, never built from data or
 * from a function's source (the bundler rewrites that, and the server would not know the result).
 */

/**
 * §2.3: the viewport's maximum scale is dropped on Android before the first paint
 * (components/shell/AndroidViewport.tsx, which does the same again after hydration).
 */
export const DROP_MAXIMUM_SCALE_ON_ANDROID = String.raw`(function(){if(!/Android/i.test(navigator.userAgent))return;document.querySelectorAll('meta[name="viewport"]').forEach(function(m){m.setAttribute('content',(m.getAttribute('content')||'').replace(/,?\s*maximum-scale=[^,]*/,''))})})()`;

/**
 * §2.3: keyboard use (Tab, arrows, Enter, Space) adds the keyboard-mode marker to the page body;
 * a mouse press or a touch removes it (components/shell/KeyboardMode.tsx). Listening from the
 * document's first moment, a Tab pressed before the app hydrates counts too; the listeners last as
 * long as the document, which client-side navigation keeps.
 */
export const KEYBOARD_MODE_MARKER = String.raw`(function(){function mark(on){return function(e){if(on&&!(e.key==='Tab'||e.key==='Enter'||e.key===' '||/^Arrow/.test(e.key)))return;if(document.body)document.body.classList.toggle('keyboard-mode',on)}}addEventListener('keydown',mark(true),true);addEventListener('mousedown',mark(false),true);addEventListener('touchstart',mark(false),{capture:true,passive:true})})()`;

export const OWN_INLINE_SCRIPTS: readonly string[] = [DROP_MAXIMUM_SCALE_ON_ANDROID, KEYBOARD_MODE_MARKER];
