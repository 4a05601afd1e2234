/**
 * Store pages asked for once when the web server starts, before shoppers do.
 *
 * Next loads a route's code when it first renders it, not when the server starts: its
 * `preloadEntriesOnStart` requires each route's entry, but Turbopack instantiates the modules
 * behind it (the shell, the content client, the catalogue and search services, next-intl's
 * messages) on the first render, so the first store page after a start took many times what the
 * next did, whichever kind it was, and the first of each other kind more than the next (decision
 * 0026). Without this, one shopper per instance and deploy paid for it.
 *
 * Each page below is one a shopper could ask for, so what it leaves behind is ordinary: the home
 * page, a category and a product in the caches, as after a first visit (a product's views are
 * counted by the browser's beacon, not by its render). The search finds nothing, so it counts
 * towards no popular search (search/service.ts records found searches only).
 *
 * The warm-up first waits for the listing index and its search documents (decisions 0007 and
 * 0023): until they are in memory, listings and searches are answered from SQL, and a word's
 * first search took seconds. The health check answers 503 ("starting") until the warm-up is
 * over, so a load balancer (and `npm start`'s "ready") sends no shopper to a cold instance
 * (bench/RESULTS.md, catalogue pages, the start row). The state is on
 * `globalThis` because the health check runs in Next's bundle, apart from the custom server that
 * warms up (as page-cache-registry.ts); under `next dev` and in tests there is no warm-up and
 * the health check does not wait for one (decision 0026).
 */
import type { AddressInfo } from 'node:net';

export const WARM_UP_PATHS: readonly string[] = [
  // The shell, content, the home's widgets.
  '/',
  // The catalogue route's category listing (§2.1: /new-in.html is a category every store has);
  // the first product it shows is asked for last (firstProductPath).
  '/new-in.html',
  // The search results route; a query nothing matches.
  '/catalogsearch/result?q=qqzxv',
];

/** A page can take longer on a cold database; one that hangs must not hold the rest. */
const WARM_UP_TIMEOUT_MS = 30_000;
/**
 * Longest wait for the listing index and its search documents. Until they are in memory,
 * listings and searches are answered from SQL: right after a start at 100,000 products, a
 * word's first search took seconds. Both are read in seconds at that size; past this wait a
 * larger catalogue is served from SQL meanwhile, as before the warm-up.
 */
export const INDEX_WAIT_MS = 60_000;
const INDEX_POLL_MS = 200;

export interface WarmUpResult {
  ms: number;
  /** Whether the listing index and search documents were in memory (or off) before the pages. */
  indexes: 'ready' | 'not ready';
  /** Each path with its status, or the error that stopped it. */
  answers: { path: string; status: number | string }[];
}

const KEY = Symbol.for('vitrine.warmUp');
type Holder = { [KEY]?: 'running' | 'done' };

/** 'running' from the custom server's start until its warm-up ends; undefined without one. */
export function warmUpState(): 'running' | 'done' | undefined {
  return (globalThis as Holder)[KEY];
}

/** Marks the process as warming up; the health check says "starting" from now on. */
export function markWarmingUp(): void {
  (globalThis as Holder)[KEY] = 'running';
}

/** The loopback origin to reach a server bound to `address` (a wildcard means every interface). */
export function loopbackOrigin(address: AddressInfo): string {
  const host =
    address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Waits for the listing index and its search documents, then asks for each path in turn, and for
 * the first product a category among them shows, as a browser would (compressed, so the page
 * cache keeps the copy browsers take), then marks the warm-up done. Never throws: a page that
 * fails only stays cold.
 */
export async function warmUp(
  origin: string,
  paths: readonly string[] = WARM_UP_PATHS,
  { fetchPage = fetch, indexWaitMs = INDEX_WAIT_MS }: { fetchPage?: typeof fetch; indexWaitMs?: number } = {},
): Promise<WarmUpResult> {
  markWarmingUp();
  const started = performance.now();
  // The pages are asked for once the indexes are in memory, so that their code is what warms.
  const indexes = (await indexesInMemory(origin, fetchPage, indexWaitMs)) ? 'ready' : 'not ready';
  const answers: WarmUpResult['answers'] = [];
  const queue = [...paths];
  let product: string | undefined;
  for (let i = 0; i < queue.length; i++) {
    const path = queue[i]!;
    try {
      const res = await fetchPage(origin + path, {
        headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'vitrine-warm-up' },
        redirect: 'manual',
        signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
      });
      const body = await res.text();
      answers.push({ path, status: res.status });
      // A product page renders components no listing does (gallery, sizes, structured data).
      if (!product && res.status === 200 && (product = firstProductPath(body))) queue.push(product);
    } catch (err) {
      answers.push({ path, status: err instanceof Error ? err.name : String(err) });
    }
  }
  (globalThis as Holder)[KEY] = 'done';
  return { ms: performance.now() - started, indexes, answers };
}

/** The first product a category page shows (its grid's first tile links to it). */
export function firstProductPath(html: string): string | undefined {
  const grid = html.indexOf('data-testid="product-grid"');
  if (grid < 0) return undefined;
  const end = html.indexOf('</ul>', grid);
  return /href="(\/[^"?#]+\.html)"/.exec(html.slice(grid, end < 0 ? undefined : end))?.[1];
}

/**
 * Waits until the health check says the listing index and the search documents are in memory
 * (or the index is off), at most `waitMs`. The health check tells, as it tells operators: the
 * indexes live in Next's bundle, this server outside it.
 */
async function indexesInMemory(origin: string, fetchPage: typeof fetch, waitMs: number): Promise<boolean> {
  const until = performance.now() + waitMs;
  for (;;) {
    try {
      const res = await fetchPage(`${origin}/elb-health-check`, {
        signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
      });
      const health = (await res.json()) as { listingIndex?: string; searchDocuments?: string };
      if (health.listingIndex === 'off') return true;
      if (health.listingIndex === 'ready' && health.searchDocuments === 'ready') return true;
    } catch {
      // not answering yet, or no database: asked again until the wait is over
    }
    if (performance.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, INDEX_POLL_MS));
  }
}
