/**
 * `npm run bench:catalogue`: catalogue pages on the 100,000-product catalogue (issue #3).
 *
 * `--mode pages` (default) runs the real store (`scripts/start.ts`, so a web build when the
 * sources changed), twice on the same data:
 *   - with `PAGE_CACHE=off`: cached listing and product pages from Next's own page cache (before);
 *   - with the page cache (decision 0015): distinct listing views, search pages, product pages and
 *     suggestion prefixes fetched one at a time (the server's time, p50/p95 over the sample), then
 *     autocannon with 50 connections on one listing, product page, search page and suggestion.
 *   Requests carry a browser's Accept-Encoding; one row measures a client that accepts none.
 *   `--listing-index off` serves listings from SQL (LISTING_INDEX=off), for a before/after.
 *
 * `--mode services` needs no web build: the listing and search services in process against the
 * embedded PostgreSQL, each request answered by the SQL listing (before decision 0007's index)
 * and by the listing index (after), interleaved in one run; plus the index's build time, memory
 * and how long a committed stock change takes to reach it. Server time without the React render.
 *
 * Uses DATA_DIR=.test-data/big (`--data-dir` to change), seeding `--products` (100,000) there
 * first if it is empty. Prints a Markdown section whose figures replace the rows they measured in
 * bench/RESULTS.md (the current table; earlier figures live in git).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getLocale, type SortOption } from '@vitrine/config';
import autocannon from 'autocannon';
import { createDatabase } from '../packages/commerce/src/db/client.ts';
import { startEmbeddedPostgres } from '../packages/commerce/src/db/embedded.ts';
import { runMigrations } from '../packages/commerce/src/db/migrate.ts';
import { parseFilters } from '../packages/commerce/src/modules/listing/listing-filters.ts';
import { queryIndex } from '../packages/commerce/src/modules/listing/listing-index-query.ts';
import {
  disableListingIndex,
  listingIndexFor,
} from '../packages/commerce/src/modules/listing/listing-index.ts';
import { listingService, type ListingRequest } from '../packages/commerce/src/modules/listing/listing.ts';
import { searchService, type SearchRequest } from '../packages/commerce/src/modules/listing/search.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'pages' },
    duration: { type: 'string', default: '10' },
    samples: { type: 'string', default: '40' },
    products: { type: 'string', default: '100000' },
    'data-dir': { type: 'string', default: '.test-data/big' },
    'listing-index': { type: 'string', default: 'on' },
  },
});
const dataDir = path.resolve(root, values['data-dir']!);
const products = Number(values.products);
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'CPU'}), Node ${process.version}`;
const command = `npm run bench:catalogue -- ${process.argv.slice(2).join(' ')}`.trim();

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const summary = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(0)} ms, p95 ${pct(xs, 95).toFixed(0)} ms (n=${xs.length})`;

async function seedIfEmpty(env: NodeJS.ProcessEnv) {
  const exists = await fs.stat(path.join(dataDir, 'postgres.json')).then(
    () => true,
    () => false,
  );
  if (exists) return;
  console.log(`seeding ${products.toLocaleString('en')} products into ${dataDir} ...`);
  const seeded = spawnSync(
    process.execPath,
    [tsx, 'packages/commerce/src/db/seed/cli.ts', '--products', String(products)],
    { cwd: root, env: { ...env, DATA_DIR: dataDir }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('seed failed');
}

async function report(section: string) {
  console.log(`\n${section}`);
}

/** What a browser sends: every shopper's browser asks for a compressed page. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-GB,en;q=0.9' };

if (values.mode === 'services') await servicesBench();
else if (values.mode === 'pages') await pagesBench();
else throw new Error(`--mode is pages or services, not ${values.mode}`);

async function pagesBench() {
  const port = 3210;
  const origin = `http://127.0.0.1:${port}`;
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  const baseEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'false',
    LISTING_INDEX: values['listing-index'] === 'off' ? 'off' : 'on',
  };
  await seedIfEmpty(baseEnv);

  /**
   * Each start of the store: seconds until the health check first answered 200, and the time of
   * the first pages asked for then (what the first shoppers a load balancer sends would wait).
   */
  const starts: { readyS: number; firstMs: number[] }[] = [];

  /** Runs the real store (scripts/start.ts) with these settings until `work` is done. */
  async function withStore<T>(extra: Record<string, string>, work: () => Promise<T>): Promise<T> {
    const spawned = performance.now();
    const server: ChildProcess = spawn(process.execPath, [tsx, 'scripts/start.ts'], {
      cwd: root,
      env: { ...baseEnv, ...extra },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      for (let i = 0; ; i++) {
        if (i > 1200) throw new Error('store did not start');
        if (
          await fetch(`${origin}/elb-health-check`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const readyS = (performance.now() - spawned) / 1000;
      // The listing index builds in the background, and a route's code loads on its first
      // render: warm both on views the measurements below never ask for. The server does both
      // before its health check says 200 (server/warm-up.ts, decision 0026); these views then
      // show what the first shoppers wait.
      const firstMs: number[] = [];
      for (const warm of [
        '/clothing/dresses.html?page=200',
        '/clothing.html?page=200',
        '/catalogsearch/result?q=warm',
      ]) {
        firstMs.push(await timed(origin + warm).catch(() => NaN));
      }
      starts.push({ readyS, firstMs });
      await new Promise((r) => setTimeout(r, 10_000));
      for (const warm of ['/clothing/dresses.html?page=199', '/clothing.html?page=199'])
        await timed(origin + warm);
      return await work();
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }

  /** The server's time for a page-cache miss, from its Server-Timing header (render + compress). */
  const serverTimes = new Map<string, number>();
  async function timed(url: string, headers: Record<string, string> = BROWSER): Promise<number> {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    const timing = res.headers.get('server-timing');
    if (timing) {
      serverTimes.set(
        url,
        [...timing.matchAll(/dur=([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0),
      );
    }
    return performance.now() - t;
  }
  /** The server's own times for these URLs (a miss each), as a summary. */
  const serverSummary = (urls: string[]) => {
    const times = urls.map((u) => serverTimes.get(origin + u)).filter((t) => t !== undefined);
    return times.length ? `; the server's own time (Server-Timing) ${summary(times)}` : '';
  };

  async function load(url: string, headers: Record<string, string> = BROWSER) {
    await timed(origin + url, headers);
    await timed(origin + url, headers);
    // autocannon's summary has no p95 (the suggestion target's percentile): every answer's time.
    const times: number[] = [];
    const r = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        { url: origin + url, connections: 50, duration: Number(values.duration), headers },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    });
    const bytes = Math.round(r.throughput.average / Math.max(1, r.requests.average) / 1000);
    return `${Math.round(r.requests.average)} req/s (p50 ${r.latency.p50} ms, p95 ${pct(times, 95).toFixed(0)} ms, p99 ${r.latency.p99} ms, ${bytes} kB each, non-2xx ${r.non2xx}, errors ${r.errors})`;
  }

  const n = Number(values.samples);
  const sorts = ['default', 'price_asc', 'price_desc', 'numberofdays'];
  const listingUrls = Array.from(
    { length: n },
    // Forty distinct views: ten pages in each of the four sorts. Page and sort must not cycle
    // together, or the views repeat after 20 and half the sample are page-cache hits.
    (_, i) => `/clothing/dresses.html?page=${(i % 10) + 2}&sort=${sorts[Math.floor(i / 10) % 4]}`,
  );
  const queries = ['dress', 'black dress', 'satin midi dress', 'drss', 'jeans', 'heels', 'top', 'jumpsuit'];
  const searchUrls = Array.from(
    { length: n },
    (_, i) =>
      `/catalogsearch/result?q=${encodeURIComponent(queries[i % queries.length]!)}&page=${(i % 5) + 1}&sort=${sorts[i % 4]}`,
  );
  /** About a hundred views of each kind of page the rows measure, none of which they ask for. */
  const warmUpUrls = (products: string[]) => [
    ...Array.from({ length: 100 }, (_, i) => `/clothing/tops.html?page=${(i % 25) + 2}&sort=${sorts[i % 4]}`),
    ...Array.from(
      { length: 100 },
      (_, i) =>
        `/shoes.html?colour_group=${['black', 'white', 'red', 'brown', 'pink'][i % 5]}&page=${(i % 20) + 1}`,
    ),
    ...Array.from(
      { length: 100 },
      (_, i) =>
        `/catalogsearch/result?q=${['skirt', 'coat', 'blazer', 'knit', 'trousers'][i % 5]}&page=${(i % 10) + 1}&sort=${sorts[Math.floor(i / 10) % 4]}`,
    ),
    ...products.slice(2000, 2100),
  ];
  // Searches that find nothing: the page offers categories and the bestsellers instead.
  const noResultUrls = Array.from({ length: n }, (_, i) => `/catalogsearch/result?q=qzvx${i}`);
  // Long queries whose words no product has together: stage 3 lists the products with any of them
  // (tens of thousands). Ten, each a different rotation of twelve catalogue words.
  const anyWords = [
    'dress',
    'black',
    'satin',
    'midi',
    'long',
    'short',
    'silk',
    'lace',
    'floral',
    'red',
    'blue',
    'green',
  ];
  const anyWordUrls = Array.from(
    { length: Math.min(n, 10) },
    (_, i) =>
      `/api/v1/page/search?q=${encodeURIComponent([...anyWords.slice(i), ...anyWords.slice(0, i)].slice(0, 9).join(' '))}`,
  );
  // Each view a different size and colour of the dresses: none shares a count with another, so
  // every one counts the category again (page/sort views of one filter reuse its count).
  const colourGroups = ['black', 'blue', 'red', 'green', 'pink', 'white', 'cream', 'brown'];
  const filteredUrls = Array.from(
    { length: n },
    (_, i) =>
      `/clothing/dresses.html?clothes_size=${[6, 8, 10, 12, 14][i % 5]}&colour_group=${colourGroups[Math.floor(i / 5) % 8]}`,
  );
  // §2.1 /pltmarketplace: the partner brands' products (about 11,000), distinct page/sort views.
  const marketplaceUrls = Array.from(
    { length: n },
    (_, i) => `/pltmarketplace?page=${(i % 10) + 1}&sort=${sorts[Math.floor(i / 10) % 4]}`,
  );
  // The search API (§7.4 page/search) with words the search page rows do not use, so each word's
  // first request pays its SQL matching (the listing index keeps a query's matches afterwards).
  const apiQueries = ['skirt', 'blouse', 'boots', 'coat', 'knit', 'linen', 'satin', 'sequin'];
  const searchApiUrls = Array.from(
    { length: n },
    (_, i) =>
      `/api/v1/page/search?q=${apiQueries[i % apiQueries.length]!}&page=${(i % 5) + 1}&sort=${sorts[(i >> 3) % 4]}`,
  );
  // As a shopper types: every prefix of a few words, each asked once.
  const typed = [
    'satin midi dress',
    'black jeans',
    'leather boots',
    'linen shirt',
    'knit jumper',
    'sequin top',
  ];
  const suggestUrls = typed
    .flatMap((w) => Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i + 2)))
    .slice(0, n)
    .map((q) => `/api/v1/searchsuggest?q=${encodeURIComponent(q)}`);
  const suggestHeaders = { ...BROWSER, locale: 'en-GB' };
  const before = await withStore({ PAGE_CACHE: 'off' }, async () => {
    const xml = await (await fetch(`${origin}/sitemap/products-1.xml`)).text();
    const productUrls = [...xml.matchAll(/<loc>[^<]*?(\/[^/<]+\.html)<\/loc>/g)].map((m) => m[1]!);
    // Before (Next's own page cache answers every request, compressing as it sends).
    const nextListing = await load('/clothing/dresses.html');
    const nextProduct = await load(productUrls[5]!);
    return { productUrls, nextListing, nextProduct };
  });
  const { productUrls } = before;

  const after = await withStore({ PAGE_CACHE: 'on' }, async () => {
    // A server just started runs each page's code unoptimised until V8 has seen it often enough:
    // its first product pages take longer than later ones. That is measured on its own here,
    // first; the rows after it measure a server in service, once each kind of page has been
    // rendered about a hundred times on views the rows never ask for.
    const coldSample = productUrls.slice(3000, 3000 + n);
    const coldProduct: number[] = [];
    for (const url of coldSample) coldProduct.push(await timed(origin + url));
    for (const url of warmUpUrls(productUrls)) await timed(origin + url);
    const uncachedListing: number[] = [];
    for (const url of listingUrls) uncachedListing.push(await timed(origin + url));
    const filteredListing: number[] = [];
    for (const url of filteredUrls) filteredListing.push(await timed(origin + url));
    const uncachedSearch: number[] = [];
    for (const url of searchUrls) uncachedSearch.push(await timed(origin + url));
    const noResults: number[] = [];
    for (const url of noResultUrls) noResults.push(await timed(origin + url));
    const anyWordSearches: number[] = [];
    for (const url of anyWordUrls) anyWordSearches.push(await timed(origin + url, suggestHeaders));
    const marketplace: number[] = [];
    for (const url of marketplaceUrls) marketplace.push(await timed(origin + url));
    const uncachedProduct: number[] = [];
    const productSample = productUrls.slice(1000, 1000 + n);
    for (const url of productSample) uncachedProduct.push(await timed(origin + url));
    const suggestions: number[] = [];
    for (const url of suggestUrls) suggestions.push(await timed(origin + url, suggestHeaders));
    const searchApi: number[] = [];
    for (const url of searchApiUrls) searchApi.push(await timed(origin + url, suggestHeaders));
    return {
      searchApi,
      noResults,
      anyWordSearches,
      marketplace,
      productSample,
      coldSample,
      coldProduct,
      uncachedListing,
      filteredListing,
      uncachedSearch,
      uncachedProduct,
      suggestions,
      listing: await load('/clothing/dresses.html'),
      product: await load(productUrls[5]!),
      listingPlain: await load('/clothing/dresses.html', {}),
      suggest: await load('/api/v1/searchsuggest?q=satin%20mi', suggestHeaders),
      // Last: at 50 connections its backlog outlives the run.
      search: await load('/catalogsearch/result?q=black%20dress'),
    };
  });

  await report(
    [
      `## ${new Date().toISOString().slice(0, 10)} · catalogue pages, 100,000 products, listing index ${baseEnv.LISTING_INDEX} · ${machine}`,
      '',
      `Command: \`${command}\` (load generator on the same cores; load average ${loadAtStart} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end). Requests carry a browser's \`Accept-Encoding: gzip, deflate, br, zstd\` unless the row says otherwise. Uncached rows fetch distinct views one at a time, after about a hundred other views of each kind of page (all but the row that says otherwise): the first figures are what the client waited (request to last byte, decompressed); the server's own time is what it reports in \`Server-Timing\` on a miss (Next's render and the compression).`,
      '',
      '| measure | result |',
      '|---|---|',
      `| listing \`/clothing/dresses.html\` (about 19,000 products), uncached render, distinct page/sort views | ${summary(after.uncachedListing)}${serverSummary(listingUrls)} |`,
      `| listing \`/clothing/dresses.html\`, uncached render, each view a different size and colour | ${summary(after.filteredListing)}${serverSummary(filteredUrls)} |`,
      `| search page, uncached render, distinct query/page/sort views | ${summary(after.uncachedSearch)}${serverSummary(searchUrls)} |`,
      `| product page, uncached render | ${summary(after.uncachedProduct)}${serverSummary(after.productSample)} |`,
      `| product page, uncached render, the first ${n} after the store starts (before the warm-up the rows above had) | ${summary(after.coldProduct)}${serverSummary(after.coldSample)} |`,
      `| a start: seconds from \`npm start\` (build current, data there) to the health check's first 200, then the first three pages (a listing, a category, the search "warm"), each start of this run | ${starts.map((st) => `${st.readyS.toFixed(1)} s, then ${st.firstMs.map((ms) => ms.toFixed(0)).join(' / ')} ms`).join('; ')} |`,
      `| search page with no results (categories and bestsellers offered), distinct queries | ${summary(after.noResults)}${serverSummary(noResultUrls)} |`,
      `| search API, nine words no product has together (stage 3: any of them, about 70,000 products), distinct queries | ${summary(after.anyWordSearches)} |`,
      `| marketplace \`/pltmarketplace\` (partner brands), rendered per request, distinct page/sort views | ${summary(after.marketplace)} |`,
      `| suggestions (\`searchsuggest\`), each prefix of six phrases as typed, one at a time | ${summary(after.suggestions)} |`,
      `| search API (\`page/search\`), distinct word/page/sort, one at a time (one in five a word's first: matching and relevance) | ${summary(after.searchApi)} |`,
      `| listing, cached, 50 connections, Next's page cache alone (\`PAGE_CACHE=off\`) | ${before.nextListing} |`,
      `| product page, cached, 50 connections, Next's page cache alone (\`PAGE_CACHE=off\`) | ${before.nextProduct} |`,
      `| listing, cached, 50 connections, page cache (decision 0015) | ${after.listing} |`,
      `| product page, cached, 50 connections, page cache | ${after.product} |`,
      `| listing, cached, 50 connections, page cache, a client that accepts no compression | ${after.listingPlain} |`,
      `| search page \`q=black dress\`, 50 connections (Next renders it per request; the page cache keeps it 10 s) | ${after.search} |`,
      `| suggestions \`q=satin mi\`, 50 connections | ${after.suggest} |`,
      '',
    ].join('\n'),
  );
}

async function servicesBench() {
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  await seedIfEmpty(process.env);
  const server = await startEmbeddedPostgres({ dataDir, port: 0 });
  const db = createDatabase(server.url, 10);
  const sqlDb = createDatabase(server.url, 10);
  const silent = { info: () => {}, warn: () => {} };
  const index = listingIndexFor(db, { log: silent })!;
  try {
    await runMigrations(server.url);
    await disableListingIndex(sqlDb);
    // Memory over the build, sampled: the peak while reading, and what stays.
    const used = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const before = used();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, used() - before)), 10);
    let started = performance.now();
    if (!(await index.ready())) throw new Error('the listing index did not build');
    const buildMs = performance.now() - started;
    // The search documents (decision 0023), read once the index is built.
    started = performance.now();
    await index.text.ready();
    const textMs = performance.now() - started;
    clearInterval(sampler);
    const store = index.current()!;
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

    const n = Number(values.samples);
    const sorts: SortOption[] = ['default', 'price_asc', 'price_desc', 'numberofdays'];
    const stores = [getLocale('en-GB'), getLocale('en-US'), getLocale('fr-FR')];
    const storeOf = (i: number) => stores[i % stores.length]!;
    const listing = listingService(db);
    const sqlListing = listingService(sqlDb);
    const search = searchService(db);
    const sqlSearch = searchService(sqlDb);

    /** Times each request on SQL and on the index, alternating which goes first. */
    async function compare<R>(
      requests: R[],
      run: (service: 'sql' | 'index', request: R, i: number) => Promise<unknown>,
    ): Promise<{ sql: number[]; index: number[] }> {
      const times = { sql: [] as number[], index: [] as number[] };
      for (let i = 0; i < requests.length; i++) {
        const order: ('sql' | 'index')[] = i % 2 === 0 ? ['sql', 'index'] : ['index', 'sql'];
        for (const which of order) {
          const t = performance.now();
          await run(which, requests[i]!, i);
          times[which].push(performance.now() - t);
        }
      }
      return times;
    }
    const listingRun = (which: 'sql' | 'index', req: ListingRequest, i: number) =>
      (which === 'sql' ? sqlListing : listing).list(storeOf(i), req);

    // Warm both paths (code, plans, pools).
    for (const which of ['sql', 'index'] as const) {
      await listingRun(which, { categoryPath: 'clothing/dresses', sort: 'default', page: 1, filters: {} }, 0);
    }
    const dresses = await compare(
      Array.from({ length: n }, (_, i) => ({
        categoryPath: 'clothing/dresses',
        sort: sorts[i % 4]!,
        page: (i % 10) + 2,
        filters: {},
      })),
      listingRun,
    );
    const filterSets: Record<string, string[]>[] = [
      { colour_group: ['black'] },
      { clothes_size: ['12'], colour_group: ['red', 'pink'] },
      { occasion_wear: ['party'], length_new: ['midi'] },
      { fit: ['regular'], clothes_size: ['8', '10'] },
    ];
    const filtered = await compare(
      Array.from({ length: n }, (_, i) => ({
        categoryPath: 'clothing/dresses',
        sort: sorts[(i + 1) % 4]!,
        page: (i % 3) + 1,
        filters: filterSets[i % filterSets.length]!,
        ...(i % 3 === 0 ? { price: { min: 15, max: 60 } } : {}),
      })),
      listingRun,
    );
    const clothing = await compare(
      Array.from({ length: n }, (_, i) => ({
        categoryPath: 'clothing',
        sort: sorts[i % 4]!,
        page: (i % 10) + 1,
        filters: i % 2 ? {} : filterSets[i % filterSets.length]!,
      })),
      listingRun,
    );

    const queries = ['dress', 'black dress', 'satin midi dress', 'drss', 'jeans', 'heels', 'top', 'jumpsuit'];
    const searchRequests: SearchRequest[] = Array.from({ length: n }, (_, i) => ({
      q: queries[i % queries.length]!,
      sort: sorts[Math.floor(i / queries.length) % 4]!,
      page: (i % 3) + 1,
      record: false,
    }));
    // The same query refined (another page, or a colour): its matches are kept by the index.
    const refined = searchRequests.map((r, i) => ({
      ...r,
      page: ((r.page ?? 1) % 3) + 1,
      ...(i % 2 ? { filters: { colour_group: ['black'] } } : {}),
    }));
    const searchRun = (which: 'sql' | 'index', req: SearchRequest, i: number) =>
      (which === 'sql' ? sqlSearch : search).search(storeOf(i), req);
    await searchRun('index', searchRequests[0]!, 0);
    await searchRun('sql', searchRequests[0]!, 0);
    const searchCold = { sql: [] as number[], index: [] as number[] };
    const searchWarm = { sql: [] as number[], index: [] as number[] };
    for (let i = 0; i < searchRequests.length; i++) {
      // A query the index has not seen: matched and ranked from the search documents in memory.
      index.sources.clear();
      for (const [req, times] of [
        [searchRequests[i]!, searchCold],
        [refined[i]!, searchWarm],
      ] as const) {
        for (const which of i % 2 === 0 ? (['sql', 'index'] as const) : (['index', 'sql'] as const)) {
          const t = performance.now();
          await searchRun(which, req, i);
          times[which].push(performance.now() - t);
        }
      }
    }

    // The in-memory part alone (no SQL at all), for the clothing requests above.
    const { rows: categoryRows } = await db.$client.query<{ id: number }>(
      `select id from categories where path = 'clothing'`,
    );
    const memoryOnly: number[] = [];
    for (let i = 0; i < n; i++) {
      const s = storeOf(i);
      const t = performance.now();
      queryIndex(index.current()!, {
        source: { categoryId: categoryRows[0]!.id },
        currency: s.currency,
        region: s.stockRegion,
        now: new Date(),
        selection: parseFilters(i % 2 ? {} : filterSets[i % filterSets.length]!),
        price: { min: null, max: null },
        sort: sorts[i % 4]!,
        offset: (i % 10) * 48,
        limit: 48,
      });
      memoryOnly.push(performance.now() - t);
    }

    // Staleness: a committed stock change (a product's last GB sizes to 0 and back) until the
    // index holds it, over and over.
    const { rows } = await db.$client.query<{ id: number; variant_ids: number[]; quantities: number[] }>(
      `select v.product_id as id, array_agg(v.id) as variant_ids, array_agg(s.quantity) as quantities
         from product_variants v join stock_levels s on s.variant_id = v.id and s.region = 'gb' and s.quantity > 0
        group by v.product_id order by v.product_id limit 20`,
    );
    const gb = store.regionBit('gb');
    const staleness: number[] = [];
    for (const row of rows) {
      for (const soldOut of [true, false]) {
        const committed = performance.now();
        await db.$client.query(
          `update stock_levels s set quantity = q.quantity from unnest($1::int[], $2::int[]) q (variant_id, quantity)
            where s.variant_id = q.variant_id and s.region = 'gb'`,
          [row.variant_ids, soldOut ? row.variant_ids.map(() => 0) : row.quantities],
        );
        const t = performance.now();
        for (;;) {
          const current = index.current()!;
          const inStock = (current.inStockRegions[current.slotOf(row.id)]! & gb) !== 0;
          if (inStock !== soldOut) break;
          if (performance.now() - t > 10_000) throw new Error('a stock change never reached the index');
          await new Promise((r) => setImmediate(r));
        }
        staleness.push(performance.now() - committed);
      }
    }

    started = performance.now();
    await db.$client.query(`select pg_notify('listing_index', '*')`);
    await new Promise((r) => setTimeout(r, 50));
    await index.settled();
    const rebuildMs = performance.now() - started;

    const row = (label: string, t: { sql: number[]; index: number[] }) =>
      `| ${label} | ${summary(t.sql)} | ${summary(t.index)} |`;
    await report(
      [
        `## ${new Date().toISOString().slice(0, 10)} · listing index (decision 0007), services in process, ${store.alives.toLocaleString('en')} products · ${machine}`,
        '',
        `Command: \`flock /tmp/vitrine-e2e.lock ${command}\` (load average ${loadAtStart} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end: other work shares the 2 cores). Each request answered by the SQL listing (before) and the listing index (after), alternately, in one process on the embedded PostgreSQL; en-GB, en-US and fr-FR in turn; time of \`listingService.list\` / \`searchService.search\` including the product cards query, without the React render.`,
        '',
        '| request (uncached) | SQL listing (before) | listing index (after) |',
        '|---|---|---|',
        row('`clothing/dresses` (about 19,000 products), pages 2-11, four sorts', dresses),
        row('`clothing/dresses` with filters (colour, size, occasion, length, fit, price)', filtered),
        row('`clothing` (about 64,000 products), pages 1-10, four sorts, half filtered', clothing),
        row(
          'search, a query the index has not seen (matched and ranked in memory, decision 0023)',
          searchCold,
        ),
        row('search, the same queries refined (page, sort, colour): matches kept', searchWarm),
        `| \`clothing\` requests above, the index's in-memory part alone (no SQL) | | ${summary(memoryOnly)} |`,
        '',
        `Index: first build ${(buildMs / 1000).toFixed(1)} s (four bulk statements, then typed arrays), typed arrays ${mb(store.bytes())}, at most ${mb(peak)} more heap and buffers while building (sampled every 10 ms); a full rebuild on '*' ${(rebuildMs / 1000).toFixed(1)} s while the old index serves. Search documents (three languages) read after the build in ${(textMs / 1000).toFixed(1)} s, typed arrays ${mb(index.text.bytes())}. Stock change committed → in the index: ${summary(staleness)}, max ${Math.max(...staleness).toFixed(0)} ms.`,
        '',
      ].join('\n'),
    );
  } finally {
    await index.stop();
    await Promise.all([db.$client.end(), sqlDb.$client.end()]);
    await server.stop();
  }
}
