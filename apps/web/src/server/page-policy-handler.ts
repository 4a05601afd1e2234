/**
 * Gives every page Next renders its Content-Security-Policy (decision 0032). The web server sets
 * the not-a-page policy on every answer first (main.ts); an HTML answer of Next's that still has
 * it is held until Next ends it, its inline scripts are read (inline-script-hashes.ts), and it
 * leaves with the page policy naming them. Anything else (assets, media, JSON, redirects, a page
 * that chose its own policy) goes out as Next writes it.
 *
 * The page cache holds Next's answer around this (page-cache.ts), so a kept page is read once,
 * when it is rendered, and every later shopper gets it with the policy it was kept with. A page
 * Next renders for one shopper (an account page, a 404) is read each time: it is then sent whole
 * rather than streamed, as kept pages already are.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { holdResponse } from './held-response';
import { inlineScriptHashes } from './inline-script-hashes';
import type { NextHandler } from './page-cache';
import type { PagePolicy } from './page-policy';

const CSP = 'content-security-policy';

/** Largest page read for its scripts; a larger one keeps the not-a-page policy (and breaks). */
const MAX_PAGE_BYTES = 8 * 1024 * 1024;

export function withPagePolicy(handle: NextHandler, policy: PagePolicy, notAPage: string): NextHandler {
  const holds = (status: number, headers: OutgoingHttpHeaders, res: ServerResponse) => {
    // A 304 updates the headers the browser kept with the page: the not-a-page policy would
    // replace the page's own, so it carries none.
    if (status === 304) {
      res.removeHeader(CSP);
      return false;
    }
    return isHtml(headers) && headers[CSP] === notAPage;
  };
  return async (req: IncomingMessage, res: ServerResponse) => {
    const held = holdResponse(res, MAX_PAGE_BYTES, {
      holds: (status, headers) => holds(status, headers, res),
    });
    const rendering = handle(req, res);
    const closed = new Promise<null>((resolve) => res.once('close', () => resolve(null)));
    let page;
    try {
      page = await Promise.race([held.ended, rendering.then(() => Promise.race([held.ended, closed]))]);
    } catch (err) {
      held.restore();
      throw err;
    }
    if (page === null) {
      // Next gave up on a shopper who left, without ending the response.
      held.restore();
    } else if (!page.passedThrough) {
      res.setHeader(CSP, policy(inlineScriptHashes(decoded(page.body, page.headers)).hashes));
      held.release();
    } else if (isHtml(page.headers) && page.headers[CSP] === notAPage && page.status !== 304) {
      console.warn(`[vitrine] ${req.url} is over ${MAX_PAGE_BYTES} bytes: sent without its page policy`);
    }
    await rendering;
  };
}

function isHtml(headers: OutgoingHttpHeaders): boolean {
  return String(headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('text/html');
}

/** The page as the browser will read it: Next compresses answers it sends straight to a shopper. */
function decoded(body: Buffer, headers: OutgoingHttpHeaders): Buffer {
  const encoding = String(headers['content-encoding'] ?? '').toLowerCase();
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(body);
    if (encoding === 'br') return zlib.brotliDecompressSync(body);
    if (encoding === 'deflate') return zlib.inflateSync(body);
  } catch {
    // Not what it says it is: no script of it is named, so none runs.
    return Buffer.alloc(0);
  }
  return body;
}
