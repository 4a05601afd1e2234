/**
 * `npm run bench:checkout`: add-to-bag and place-order throughput of the API (issue 4), with
 * autocannon at 20 connections (20 shoppers at once) against the API served alone in its own
 * process (`npm run api`) on an embedded PostgreSQL with a 2,000-product demo catalogue.
 *   - add to bag: POST quote/product into 4,000 guest bags, one size per request, so each bag
 *     stays far below the line and quantity limits and every request is a real add (row lock,
 *     price and stock read, line upsert);
 *   - place order: each request spends its own bag of two sizes (made up front), paying with the
 *     sandbox's approving card: the whole transaction (re-price, stock take, authorisation in
 *     the sandbox acquirer, order, lines, event, confirmation email in the outbox, bag closed).
 * Prints a Markdown section for bench/RESULTS.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { createDatabase } from '../packages/commerce/src/db/client.ts';
import { startEmbeddedPostgres } from '../packages/commerce/src/db/embedded.ts';
import { runMigrations } from '../packages/commerce/src/db/migrate.ts';
import { loadCatalogue } from '../packages/commerce/src/db/seed/load.ts';
import { LONDON_ADDRESS, SANDBOX_CARDS } from '../packages/commerce/src/testing/checkout.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '15' } } });
const duration = Number(values.duration);
const connections = 20;
const port = 3211;
const fullPathPort = 3212;
const defaultPoolPort = 3213;
const origin = `http://127.0.0.1:${port}`;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-checkout-'));
const pg = await startEmbeddedPostgres({ dataDir: dir, durable: false });
await runMigrations(pg.url);
const db = createDatabase(pg.url, 20);
const servers: ChildProcess[] = [];
// A failed run must not leave its PostgreSQL behind.
try {
  {
    const client = await db.$client.connect();
    await loadCatalogue(client, { products: 2000 });
    client.release();
  }
  // Plenty of every size, so the run measures the work and not sold-out refusals.
  await db.$client.query('update stock_levels set quantity = 1000000');
  // The API in a process of its own (`npm run api`), as it runs alone in production: in this
  // process it would share one JavaScript thread with the load generator and measure both. A
  // second API with QUOTE_FAST_ADD=off measures the full add path in the same run, for comparison.
  const startApi = async (port: number, extraEnv: Record<string, string> = {}) => {
    const child = spawn(
      process.execPath,
      [
        // BENCH_CPU_PROFILE=<dir>: a V8 CPU profile of the API process, written when it stops.
        ...(process.env.BENCH_CPU_PROFILE
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
          : []),
        '--import',
        'tsx',
        path.join(import.meta.dirname, '../packages/commerce/src/server.ts'),
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: pg.url,
          DATABASE_POOL_SIZE: '20',
          PORT: String(port),
          HOST: '127.0.0.1',
          SEED_ON_START: 'false',
          LOG_LEVEL: 'silent',
          WORKER: 'off',
          APP_ENV: 'test',
          ...extraEnv,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    servers.push(child);
    for (let i = 0; ; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/api/v1/openapi.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 300) throw new Error('the API did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await startApi(port);
  await startApi(fullPathPort, { QUOTE_FAST_ADD: 'off' });
  // The pool a server has by default (DATABASE_POOL_SIZE 10), for the burst rows below.
  await startApi(defaultPoolPort, { DATABASE_POOL_SIZE: '10' });

  const json = { 'content-type': 'application/json' };
  const { rows: skuRows } = await db.$client.query<{ sku: string }>(
    `select v.sku from product_variants v join product_prices p on p.product_id = v.product_id and p.currency = 'GBP'
     order by v.id limit 4000`,
  );
  const skus = skuRows.map((r) => r.sku);
  if (skus.length < 100) throw new Error(`the catalogue has only ${skus.length} sizes`);

  async function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${origin}/api/v1${pathname}`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });
    if (res.status >= 300)
      throw new Error(`${pathname} ${JSON.stringify(body)}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  }

  async function makeBags(count: number, lines: number): Promise<string[]> {
    const tokens: string[] = [];
    for (let i = 0; i < count; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, count - i) }, async (_, j) => {
          const n = i + j;
          const created = await post('/quote', { product: { sku: skus[n % skus.length], qty: 1 } });
          const token = created.token as string;
          for (let l = 1; l < lines; l++)
            await post('/quote/product', { sku: skus[(n + l * 7) % skus.length], qty: 1 }, { Quote: token });
          return token;
        }),
      );
      tokens.push(...batch);
    }
    return tokens;
  }

  /** A card token of the sandbox's approving card. */
  const newCardToken = async (holderName: string) =>
    (await post('/payment/card-token', {
      number: SANDBOX_CARDS.approve,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
      holderName,
    })) as { token: string };

  const addBags = await makeBags(4000, 1);
  let addNext = 0;
  let refused = 0;
  /**
   * Adds one size per request to the prepared guest bags, `connections` at a time. Each bag gets
   * a different size on every pass over the bags, so no line reaches the per-size cap and every
   * request is a real add; a refusal (a 200 whose `errors` is not empty) is counted, not hidden.
   */
  const addRun = async (options: {
    origin?: string;
    connections: number;
    duration: number;
    overallRate?: number;
  }) => {
    refused = 0;
    const result = await autocannon({
      url: `${options.origin ?? origin}/api/v1/quote/product`,
      method: 'POST',
      headers: json,
      connections: options.connections,
      duration: options.duration,
      ...(options.overallRate ? { overallRate: options.overallRate } : {}),
      requests: [
        {
          setupRequest: (request) => {
            const n = addNext++;
            const bag = n % addBags.length;
            const pass = Math.floor(n / addBags.length);
            return {
              ...request,
              headers: { ...json, quote: addBags[bag]! },
              body: JSON.stringify({ sku: skus[(bag * 13 + pass * 7 + 1) % skus.length], qty: 1 }),
            };
          },
          onResponse: (_status, body) => {
            if (!body.includes('"errors":[]')) refused++;
          },
        },
      ],
    });
    return Object.assign(result, { refused });
  };

  // A few seconds of adds on each API first, not measured: compiled code, pooled connections and
  // their cached plans, as on a server that has been up for a while.
  await addRun({ origin: `http://127.0.0.1:${fullPathPort}`, connections, duration: 3 });
  await addRun({ connections, duration: 3 });
  // The full transaction path first (the API with QUOTE_FAST_ADD=off), then the one-call path.
  const addFullPath = await addRun({ origin: `http://127.0.0.1:${fullPathPort}`, connections, duration });
  const addToBag = await addRun({ connections, duration });
  // One shopper alone: the service time of an add, with no one to wait for.
  const addAlone = await addRun({ connections: 1, duration: Math.min(duration, 5) });
  // The same adds paced at half the measured throughput: the latency of a shop that is busy but
  // not saturated (the run above keeps all 20 connections waiting on each other).
  const pacedRate = Math.max(1, Math.round(addToBag.requests.average / 2));
  const addPaced = await addRun({ connections, duration, overallRate: pacedRate });

  // Issue 35 item 2: one signed-in customer sends 24 place-orders for their bag at once (a
  // double-click, a retry, a script), again every half second, while other shoppers add to their
  // bags at the paced rate. Without the burst, then with it, on the API with the default pool.
  const burstOrigin = `http://127.0.0.1:${defaultPoolPort}`;
  const burstEmail = `burst.${Date.now()}@example.com`;
  const password = 'Velvet-Orchid-Parade-42';
  await post('/registration', { email: burstEmail, password, firstName: 'Ava', lastName: 'Stone' });
  const login = (await post('/auth/login', { email: burstEmail, password })) as { accessToken: string };
  const bearer = { authorization: `Bearer ${login.accessToken}` };
  const burstCard = await newCardToken('Ava Stone');
  const burstStatuses = new Map<number, number>();
  const burstOrder = () =>
    fetch(`${burstOrigin}/api/v1/checkout/place-order`, {
      method: 'POST',
      headers: { ...json, ...bearer },
      body: JSON.stringify({
        shippingAddress: LONDON_ADDRESS,
        deliveryMethod: 'standard',
        payment: { cardToken: burstCard.token },
      }),
    }).then((r) => r.status);
  /** Bursts until stopped: a size into the customer's bag, then 24 place-orders of it at once. */
  const startBursts = () => {
    let running = true;
    const done = (async () => {
      for (let n = 0; running; n++) {
        await fetch(`${burstOrigin}/api/v1/quote`, {
          method: 'POST',
          headers: { ...json, ...bearer },
          body: JSON.stringify({ product: { sku: skus[n % skus.length], qty: 1 } }),
        });
        for (const status of await Promise.all(Array.from({ length: 24 }, burstOrder)))
          burstStatuses.set(status, (burstStatuses.get(status) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();
    return () => {
      running = false;
      return done;
    };
  };
  const addQuietPool10 = await addRun({ origin: burstOrigin, connections, duration, overallRate: pacedRate });
  const stopBursts = startBursts();
  const addDuringBursts = await addRun({
    origin: burstOrigin,
    connections,
    duration,
    overallRate: pacedRate,
  });
  await stopBursts();

  const orderBags = await makeBags(Math.max(3000, duration * 250), 2);
  const card = await newCardToken('Bench Mark');
  let orderNext = 0;
  const placeOrder = await autocannon({
    url: `${origin}/api/v1/checkout/place-order`,
    method: 'POST',
    headers: json,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...json, quote: orderBags[orderNext++ % orderBags.length]! },
          body: JSON.stringify({
            email: 'bench@example.com',
            shippingAddress: {
              firstName: 'Bench',
              lastName: 'Mark',
              line1: '12 Long Acre',
              city: 'London',
              postcode: 'WC2E 9LH',
              countryCode: 'GB',
              phone: '07700 900123',
            },
            deliveryMethod: 'standard',
            payment: { cardToken: card.token },
          }),
        }),
      },
    ],
  });
  const { rows: placed } = await db.$client.query<{ n: number }>('select count(*)::int as n from orders');

  const row = (name: string, r: autocannon.Result & { refused?: number }) =>
    `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors} | ${r.refused ?? '–'} |`;
  console.log(
    `\n## Bag and checkout API (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model}, issue 4)\n`,
  );
  console.log(
    `Command: \`npm run bench:checkout -- --duration ${duration}\`; autocannon, ${connections} connections, API alone, 2,000-product catalogue.\n`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | non-2xx | errors | refused |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    row('POST quote/product (add to bag), full transaction path (QUOTE_FAST_ADD=off)', addFullPath),
  );
  console.log(row('POST quote/product (add to bag), as fast as it answers', addToBag));
  console.log(row(`POST quote/product (add to bag), paced at ${pacedRate} req/s`, addPaced));
  console.log(row('POST quote/product (add to bag), one shopper alone', addAlone));
  console.log(row('POST checkout/place-order (2 lines, sandbox card)', placeOrder));
  console.log(row(`POST quote/product, paced at ${pacedRate} req/s, pool of 10, no burst`, addQuietPool10));
  console.log(
    row(
      `POST quote/product, paced at ${pacedRate} req/s, pool of 10, 24 place-orders of one bag every 0.5 s`,
      addDuringBursts,
    ),
  );
  console.log(
    `\nOrders written: ${placed[0]!.n} (bags used ${Math.min(orderNext, orderBags.length)} of ${orderBags.length}).`,
  );
  console.log(
    `Burst answers: ${[...burstStatuses].map(([status, n]) => `${n} × ${status}`).join(', ')}; p99 of an add with bursts / without: ${(addDuringBursts.latency.p99 / Math.max(1, addQuietPool10.latency.p99)).toFixed(2)}.`,
  );
} finally {
  await Promise.all(
    servers.map((server) => {
      server.kill('SIGTERM');
      return new Promise((resolve) =>
        server.exitCode !== null ? resolve(null) : server.once('exit', resolve),
      );
    }),
  );
  await db.$client.end();
  await pg.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
process.exit(0);
