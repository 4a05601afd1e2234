import { createHash } from 'node:crypto';

// The page Stripe sends the bank's frame back to once the shopper has answered 3-D Secure
// (issue 34, decision 0079): stripeReturnUrl() in payment/runtime.ts, /payment/authenticated.
// It runs in the checkout's challenge frame, on the store's own origin, and tells the checkout
// (components/checkout/ChallengePanel.tsx) which intent was answered; the checkout then confirms
// the intent as it does after the sandbox's screen. Opened on its own (no frame: a bank that
// broke out of it) it offers the way back to the checkout.

/**
 * The page's one script: a message to the parent, delivered only if the parent is this origin.
 * A constant, so its hash is known (the page's policy names it, decision 0032).
 */
export const RETURN_TO_CHECKOUT = String.raw`(function(){if(window.parent===window)return;var q=new URLSearchParams(location.search);window.parent.postMessage({source:'vitrine-stripe-return',type:'challenge',reference:q.get('payment_intent')||'',status:q.get('redirect_status')||''},location.origin)})()`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Its own policy: the one script by its hash, nothing else loads, and it may be framed by the
 * store's own pages only (every other page is framed by no one).
 */
export const RETURN_PAGE_POLICY = `default-src 'none'; script-src 'sha256-${createHash('sha256').update(RETURN_TO_CHECKOUT).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

/** Where Stripe sends the frame back (payment/runtime.ts stripeReturnUrl; app/payment/authenticated). */
export const RETURN_PAGE_PATH = '/payment/authenticated';

/** Whether a request is for the return page, by its raw path (any query is Stripe's). */
export const isReturnPage = (url: string | undefined) => (url ?? '').split('?')[0] === RETURN_PAGE_PATH;

/**
 * The return page's security headers. The web server sets them in place of the not-a-page ones
 * (server/main.ts): Next adds a route's own headers to those already set rather than replacing
 * them, and two policies are both enforced, so `frame-ancestors 'none'` would still block it.
 */
export const RETURN_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': RETURN_PAGE_POLICY,
  'x-frame-options': 'SAMEORIGIN',
};

export function returnPage(text: {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  back: string;
  checkout: string;
}) {
  return `<!doctype html>
<html lang="${escapeHtml(text.lang)}" dir="${text.dir}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(text.title)}</title></head>
<body><p>${escapeHtml(text.title)}</p><p><a href="${escapeHtml(text.checkout)}" target="_top">${escapeHtml(text.back)}</a></p><script>${RETURN_TO_CHECKOUT}</script></body></html>`;
}
