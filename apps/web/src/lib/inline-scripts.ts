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

export const OWN_INLINE_SCRIPTS: readonly string[] = [DROP_MAXIMUM_SCALE_ON_ANDROID];
