import 'server-only';
import { cache } from 'react';

/**
 * What became of the page a store request rendered, for `[store]/not-found.tsx` (decision 0020).
 *
 * Next renders a layout's not-found boundary into the payload of every page beneath it, whether
 * the page 404s or not. The store's 404 outside `(shell)` draws the whole chrome (header, menus,
 * three store switchers, footer), so every listing, product and search page rendered it twice:
 * once around the page, once for a 404 it would never show.
 * The 404 now waits for the page's outcome and draws the chrome only when the page was missing.
 *
 *   - drawn: the page (or the `(shell)` layout) returned, chrome included;
 *   - missing: it called `notFound()`;
 *   - failed: it threw anything else (its error boundary shows, not the 404);
 *   - unsettled: nothing reported within UNSETTLED_AFTER_MS. A page that does not report through
 *     `reportingOutcome` still works, only slower: the 404 waits, then draws the chrome anyway.
 *     shell-routes.test.ts fails on such a page.
 */
export type PageOutcome = 'drawn' | 'missing' | 'failed' | 'unsettled';

export const UNSETTLED_AFTER_MS = 3000;

/** The digest Next gives `notFound()`'s error (documented with `notFound`). */
const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';

interface Settled {
  promise: Promise<PageOutcome>;
  settle: (outcome: PageOutcome) => void;
}

/** One per render: React's cache is scoped to the request being rendered. */
const outcomeOfRequest = cache((): Settled => {
  let resolve!: (outcome: PageOutcome) => void;
  const promise = new Promise<PageOutcome>((r) => (resolve = r));
  const timer = setTimeout(() => resolve('unsettled'), UNSETTLED_AFTER_MS);
  timer.unref();
  return {
    promise,
    settle: (outcome) => {
      clearTimeout(timer);
      resolve(outcome); // a promise settles once: the first report wins
    },
  };
});

/** The outcome of this request's page, once it is known. */
export function pageOutcome(): Promise<PageOutcome> {
  return outcomeOfRequest().promise;
}

function isNotFound(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { digest?: unknown }).digest === NOT_FOUND_DIGEST;
}

/** Runs a page's (or the `(shell)` layout's) render and reports how it ended. */
export async function reportingOutcome<T>(render: () => Promise<T>): Promise<T> {
  const { settle } = outcomeOfRequest();
  try {
    const page = await render();
    settle('drawn');
    return page;
  } catch (err) {
    settle(isNotFound(err) ? 'missing' : 'failed');
    throw err;
  }
}
