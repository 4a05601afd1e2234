/**
 * `npm run ops -- <command>`: operator commands (issue 4 item 5). Moves orders through their
 * states (docs/operations/orders.md) and shows them. Connects with DATABASE_URL, else to the
 * embedded PostgreSQL under DATA_DIR: the one the running app started when there is one (a second
 * server on the same folder cannot start), otherwise it starts it for the command and stops it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { currencyMinorDigits, isCurrencyCode, ratePercent } from '@vitrine/config';
import { ConfigError, loadEnv, type Env } from '@vitrine/commerce';
import { createDatabase } from '@vitrine/commerce/db';
import { ApiError } from '@vitrine/commerce/errors';
import {
  CARRIERS,
  defaultCarrierFor,
  findCarrier,
  IllegalTransitionError,
  orderService,
  orderStore,
  storeMoney,
  storeTime,
  TRANSITIONS,
  type OrderDetail,
  type TargetStatus,
} from '@vitrine/commerce/order';
import { restock } from '@vitrine/commerce/catalog';
import { STOCK_RESTOCKED_HOOKS } from '@vitrine/commerce/stock-hooks';
import { paymentServiceFor } from '@vitrine/commerce/payment';
import { renewDueSubscriptions } from '@vitrine/commerce/subscription';
import { addCredit } from '@vitrine/commerce/credit';
import { settleReferrals } from '@vitrine/commerce/referral';
import { markDeliveredCards } from '@vitrine/commerce/giftcard';
import { answers, connect, DatabaseError, type Connection } from './script-database.ts';
import { grantStaffRole, STAFF_ROLES, type StaffRole } from '@vitrine/commerce/auth';
import { orderMoves, orderReturnsService } from '@vitrine/commerce/order';
import { ORDER_MOVE_HOOKS, RETURN_HOOKS } from '@vitrine/commerce/order-hooks';
import {
  findJob,
  isJobId,
  JOB_STATES,
  listJobs,
  startJobRunner,
  type JobState,
} from '@vitrine/commerce/jobs/runner';
import { createLogger } from '@vitrine/commerce/logger';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Exit codes, documented in --help and docs/operations/orders.md. */
const EXIT = { ok: 0, refused: 1, usage: 2, database: 3 } as const;

const MOVES: Record<string, TargetStatus> = {
  'order:process': 'processing',
  'order:dispatch': 'dispatched',
  'order:deliver': 'delivered',
  'order:cancel': 'cancelled',
  'order:return': 'returned',
};

const HELP = `Usage: npm run ops -- <command> <order number> [options]
       npm run ops -- stock:set <size sku> <region> <quantity>

Commands:
  order:show <number>        Everything about an order: lines, totals, addresses, timeline
  order:process <number>     placed → processing (picking has started)
  order:dispatch <number>    processing → dispatched; queues the dispatch email
      --carrier <name>       Carrier (default: the usual one of the delivery country)
      --tracking <number>    Tracking number (default: a new one in the carrier's format)
  order:deliver <number>     dispatched → delivered (the 28-day return window starts)
  order:cancel <number>      placed or processing → cancelled
  order:return <number>      delivered → returned (records the state only; nothing is refunded)
  return:receive <reference> The warehouse has a shopper's return (R-VT100001-1): puts its units
                             back in stock and refunds their price, card first, then gift-card
                             and store-credit money as account balance; emails the shopper; the
                             order becomes returned with its last unit (docs/operations/orders.md)
      --note <text>          Any move: a note kept with the timeline event
  credit:add <email> <amount> <currency> [note]
                             Adds store credit to a customer's account balance (a refund or
                             goodwill, issue 6): amount in major units (10 or 10.50), e.g.
                             credit:add ava@example.com 10 GBP "Late delivery"
  referrals:settle [--now <ISO date>]
                             Settles refer-a-friend rewards (docs/operations/refer-a-friend.md):
                             pays those whose friend's order reached the minimum spend, was
                             delivered and kept past the return window and RAF_HOLD_DAYS, within
                             the referrer's yearly cap; voids those cancelled, returned, refunded
                             or over the cap. Each once, safe beside the app's own timer
  subscriptions:renew [--now <ISO date>]
                             Delivery subscriptions whose year has ended (issue 6, docs/operations/
                             subscriptions.md): active ones are renewed for a year on the
                             customer's saved card, or expire without one or when it is declined;
                             cancelled ones expire
  jobs:list [--state <state>]
                             Background jobs (issue 31, docs/operations/jobs.md), newest first:
                             queued, running, failed (waiting for a retry) and dead (out of
                             tries); --state queued|running|failed|dead|done|cancelled for one
                             state, the history included
  jobs:show <id>             One job: its queue, data, tries and last error
  jobs:retry <id>            Gives a dead job another round of tries
  gift-cards:deliver         Records gift cards whose delivery date has come as active (issue 6,
                             docs/operations/gift-cards.md). A card is usable from midnight of its
                             day and its email goes then without this; safe to run any time
  staff:grant <email> <editor|publisher>
                             Makes a customer content staff (issue 5, docs/operations/content.md):
                             editors write drafts at /staff/content, publishers also publish
  stock:set <sku> <region> <quantity>
                             Sets a size's stock in a warehouse region (gb, us). When it goes
                             from 0 to more, customers waiting for it get their back-in-stock
                             email (wishlist, issue 6)

Subscriptions, referrals, gift cards and mail also run by themselves as jobs of any worker
(npm start, npm run worker); these commands run the same work at once, safely beside them.

Order numbers may be typed as VT100001, vt100001 or 100001.
Carriers: ${CARRIERS.map((c) => c.name).join(', ')}.

Database: DATABASE_URL; otherwise the embedded PostgreSQL under DATA_DIR (default .data),
reusing the server of a running app. Emails are queued in the outbox; a job worker (npm start,
npm run worker) sends them within a second, or when one next starts.

Exit codes: 0 done, 1 refused (unknown order, SKU or job, move not allowed, bad carrier or
tracking number, a job that is not dead), 2 usage error, 3 database, configuration or unexpected failure.
`;

class UsageError extends Error {}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        carrier: { type: 'string' },
        tracking: { type: 'string' },
        note: { type: 'string' },
        now: { type: 'string' },
        state: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** 100001 is VT100001: operators read numbers off screens that drop the prefix. */
const orderNumberArg = (value: string | undefined): string => {
  if (!value) throw new UsageError('Give an order number, e.g. VT100001.');
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? `VT${trimmed}` : trimmed.toUpperCase();
};

// ---------------------------------------------------------------------------------------------
// Commands

function describe(order: OrderDetail & { brand: string; customerId: string | null }): string {
  const store = orderStore(order.storeLocale);
  const money = (minor: number) => storeMoney(minor, order.currency, store);
  const when = (iso: string, date: string) => `${date} ${storeTime(new Date(iso), store)}`;
  const a = order.shippingAddress;
  const address = [
    `${a.firstName} ${a.lastName}`,
    a.line1,
    a.line2,
    a.city,
    a.region,
    a.postcode,
    a.countryCode,
  ]
    .filter(Boolean)
    .join(', ');
  const amounts = [
    `subtotal ${money(order.subtotalMinor)}`,
    order.discountMinor ? `discount -${money(order.discountMinor)}` : '',
    `delivery ${money(order.shippingMinor)}`,
    // Issue 31: tax added to the total (US, CA), or the part of it that is tax.
    order.money.tax ? (order.money.tax.pricesIncludeTax ? '' : `tax ${money(order.money.tax.taxMinor)}`) : '',
    `total ${money(order.money.totalMinor)}`,
    order.money.tax?.pricesIncludeTax ? `of which tax ${money(order.money.tax.taxMinor)}` : '',
    // Issue 29 item 11: each tender by name, as the shopper's views show them.
    ...order.money.tenders.map((t) =>
      t.kind === 'giftCard'
        ? `gift card ${t.last4 ? `••••${t.last4} ` : ''}-${money(t.amountMinor)}`
        : t.kind === 'credit'
          ? `store credit -${money(t.amountMinor)}`
          : ['card', t.brand, t.last4 && `••••${t.last4}`, money(t.amountMinor)].filter(Boolean).join(' '),
    ),
  ].filter(Boolean);
  const next = TRANSITIONS[order.status];
  return [
    `Order ${order.number}: ${order.status}`,
    `  Store      ${order.storeLocale} (${store.timezone}), brand ${order.brand}`,
    `  Placed     ${when(order.placedAt, order.placedDate)} by ${order.customerId ? `customer ${order.customerId}` : 'a guest'}, ${order.email}`,
    `  Items      ${order.itemCount}`,
    ...order.lines.map(
      (l) =>
        `    ${l.quantity} × ${l.name} (${l.colour}, size ${l.size}, ${l.sku})  ${money(l.lineTotalMinor)}` +
        (order.receipt ? `  tax ${ratePercent(l.tax.ratePpm)}% ${money(l.tax.taxMinor)}` : ''),
    ),
    `  Amounts    ${amounts.join(', ')}${order.promotionCode ? ` (code ${order.promotionCode})` : ''}`,
    `  Delivery   ${order.delivery.method}, ${order.delivery.fromDate}${order.delivery.to === order.delivery.from ? '' : ` to ${order.delivery.toDate}`}`,
    `  Address    ${address}`,
    order.shipment
      ? `  Shipment   ${order.shipment.carrier} ${order.shipment.trackingNumber}  ${order.shipment.trackingUrl ?? ''}`
      : '',
    '  Timeline',
    ...order.events.map(
      (e) =>
        `    ${e.date} ${e.time}  ${e.status}${e.carrier ? `  ${e.carrier} ${e.trackingNumber}` : ''}${e.note ? `  “${e.note}”` : ''}`,
    ),
    `  Next       ${next.length ? next.join(', ') : `none (${order.status} is final)`}`,
  ]
    .filter(Boolean)
    .join('\n');
}

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv);
  const [command, numberArg, ...extra] = positionals;
  if (values.help || !command || command === 'help') {
    console.log(HELP);
    return command || values.help ? EXIT.ok : EXIT.usage;
  }
  if (command === 'stock:set') return setStock(numberArg, extra);
  if (command === 'subscriptions:renew') return subscriptionsRenew(numberArg, values.now);
  if (command === 'credit:add') return creditAdd(numberArg, extra);
  if (command === 'staff:grant') return staffGrant(numberArg, extra);
  if (command === 'referrals:settle') return referralsSettle(numberArg, values.now);
  if (command === 'gift-cards:deliver') return giftCardsDeliver(numberArg);
  if (command === 'jobs:list') return jobsList(numberArg, values.state);
  if (command === 'jobs:show') return jobsShow(numberArg, extra);
  if (command === 'jobs:retry') return jobsRetry(numberArg, extra);
  if (command === 'return:receive') return returnReceive(numberArg, extra);
  if (command !== 'order:show' && !(command in MOVES)) throw new UsageError(`Unknown command “${command}”.`);
  if (extra.length) throw new UsageError(`Unexpected argument “${extra[0]}”.`);
  const number = orderNumberArg(numberArg);
  const to = MOVES[command];
  if (to !== 'dispatched' && (values.carrier || values.tracking))
    throw new UsageError('--carrier and --tracking go with order:dispatch only.');
  if (values.carrier && !findCarrier(values.carrier))
    throw new ApiError(400, 'ORDER_CARRIER_UNKNOWN', { carrier: values.carrier });

  return withDatabase(async (db) => {
    const orders = orderService(db);
    const moves = orderMoves(db, ORDER_MOVE_HOOKS);
    if (command === 'order:show') {
      console.log(describe(await orders.show(number)));
      return EXIT.ok;
    }
    let carrier: string | undefined;
    let tracking: string | undefined = values.tracking;
    let generated = false;
    if (to === 'dispatched') {
      const order = await orders.show(number);
      const found = values.carrier
        ? findCarrier(values.carrier)!
        : defaultCarrierFor(order.shippingAddress.countryCode);
      carrier = found.name;
      if (!tracking) {
        tracking = found.generate();
        generated = true;
      }
    }
    const moved = await moves.transition(number, to!, {
      ...(carrier ? { carrier } : {}),
      ...(tracking ? { trackingNumber: tracking } : {}),
      ...(values.note ? { note: values.note } : {}),
    });
    console.log(
      `${moved.number}: ${moved.from} → ${moved.to} at ${moved.at.toISOString()}` +
        (moved.carrier
          ? ` with ${moved.carrier} ${moved.trackingNumber}${generated ? ' (generated)' : ''}`
          : ''),
    );
    if (moved.trackingUrl) console.log(`Tracking: ${moved.trackingUrl}`);
    if (moved.mailId !== null) console.log(`Dispatch email queued (outbox #${moved.mailId}).`);
    return EXIT.ok;
  });
}

type Db = ReturnType<typeof createDatabase>;

/** return:receive <reference>: the warehouse has the parcel; stock and money go back (issue 34 item 6). */
async function returnReceive(referenceArg: string | undefined, extra: string[]): Promise<number> {
  if (!referenceArg) throw new UsageError('return:receive needs a return reference, e.g. R-VT100001-1.');
  if (extra.length) throw new UsageError(`Unexpected argument “${extra[0]}”.`);
  return withDatabase(async (db) => {
    const received = await orderReturnsService(db, RETURN_HOOKS).receive(referenceArg);
    const { refund } = received;
    console.log(
      `${received.reference} (order ${received.number}): ${received.status}; ` +
        `${refund.totalMinor} back in minor units: card ${refund.cardMinor}, ` +
        `account balance ${refund.storeCreditMinor} (gift cards ${refund.giftCardMinor}, credit ${refund.creditMinor})`,
    );
    if (received.orderReturned) console.log(`${received.number}: delivered → returned (every unit is back).`);
    if (received.mailId !== null) console.log(`Refund email queued (outbox #${received.mailId}).`);
    return EXIT.ok;
  });
}

/** Runs a command against the shop's database (connect above), closing what it opened. */
async function withDatabase(work: (db: Db, url: string) => Promise<number>): Promise<number> {
  let env: Env;
  try {
    env = loadEnv(process.env, root);
  } catch (err) {
    if (err instanceof ConfigError) throw new DatabaseError(err.message);
    throw err;
  }
  let connection: Connection;
  try {
    connection = await connect(env);
  } catch (err) {
    if (err instanceof DatabaseError) throw err;
    throw new DatabaseError(`Could not reach the database: ${(err as Error).message}`);
  }
  const db = createDatabase(connection.url, 2);
  try {
    if (!(await answers(connection.url)))
      throw new DatabaseError(`The database (${connection.how}) does not answer.`);
    return await work(db, connection.url);
  } finally {
    await db.$client.end();
    await connection.stop();
  }
}

/** stock:set: a delivery counted in or a stock take; a return from 0 emails the waiting customers. */
async function setStock(skuArg: string | undefined, rest: string[]): Promise<number> {
  const [regionArg, quantityArg, ...extra] = rest;
  if (!skuArg || !regionArg || quantityArg === undefined)
    throw new UsageError('Give a size SKU, a region and a quantity, e.g. stock:set VT000012-10 gb 25.');
  if (extra.length) throw new UsageError(`Unexpected argument “${extra[0]}”.`);
  const region = regionArg.toLowerCase();
  if (region !== 'gb' && region !== 'us') throw new UsageError(`Unknown region “${regionArg}”: gb or us.`);
  if (!/^\d{1,9}$/.test(quantityArg)) throw new UsageError(`“${quantityArg}” is not a quantity.`);
  const sku = skuArg.trim().toUpperCase();
  return withDatabase(async (db) => {
    const done = await restock(db, STOCK_RESTOCKED_HOOKS, sku, region, Number(quantityArg));
    console.log(`${done.sku} in ${done.region}: ${done.from} → ${done.to}`);
    if (done.notified > 0) console.log(`Back-in-stock emails queued: ${done.notified}.`);
    return EXIT.ok;
  });
}

/** credit:add: a refund or a goodwill gesture to a customer's account balance (issue 6 item 3). */
async function creditAdd(emailArg: string | undefined, rest: string[]): Promise<number> {
  const [amountArg, currencyArg, ...noteParts] = rest;
  if (!emailArg || !amountArg || !currencyArg)
    throw new UsageError('Give an email, an amount and a currency, e.g. credit:add ava@example.com 10 GBP.');
  const email = emailArg.trim().toLowerCase();
  const currency = currencyArg.trim().toUpperCase();
  if (!isCurrencyCode(currency)) throw new UsageError(`“${currencyArg}” is not a currency of the shop.`);
  const digits = currencyMinorDigits(currency);
  const match = /^(\d{1,7})(?:\.(\d+))?$/.exec(amountArg.trim());
  if (!match || (match[2] ?? '').length > digits)
    throw new UsageError(`“${amountArg}” is not an amount in ${currency} (e.g. 10 or 10.50).`);
  const amountMinor = Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
  if (amountMinor <= 0) throw new UsageError('The amount must be more than zero.');
  const note = noteParts.join(' ').trim().slice(0, 500) || null;
  return withDatabase(async (db) => {
    const found = await db.$client.query<{ id: string }>('select id from customers where email = $1', [
      email,
    ]);
    const customerId = found.rows[0]?.id;
    if (!customerId) {
      console.error(`No customer has the email ${email}.`);
      return EXIT.refused;
    }
    const balance = await addCredit(db, { customerId, currency, amountMinor, kind: 'refund', note });
    const money = (minor: number) => `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
    console.log(`${email}: +${money(amountMinor)}, balance ${money(balance ?? amountMinor)}`);
    return EXIT.ok;
  });
}

/** staff:grant: the content editing role of a customer (issue 5). */
async function staffGrant(emailArg: string | undefined, rest: string[]): Promise<number> {
  const [roleArg, extra] = rest;
  if (!emailArg || !roleArg || extra)
    throw new UsageError('Give an email and a role, e.g. staff:grant ava@example.com editor.');
  const role = roleArg.trim().toLowerCase();
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    throw new UsageError(`“${roleArg}” is not a staff role (${STAFF_ROLES.join(', ')}).`);
  const email = emailArg.trim().toLowerCase();
  return withDatabase(async (db) => {
    const found = await db.$client.query<{ id: string }>('select id from customers where email = $1', [
      email,
    ]);
    const customerId = found.rows[0]?.id;
    if (!customerId) {
      console.error(`No customer has the email ${email}.`);
      return EXIT.refused;
    }
    await grantStaffRole(db, customerId, role as StaffRole);
    console.log(`${email}: ${role}`);
    return EXIT.ok;
  });
}

/** gift-cards:deliver: records delivered gift cards (issue 6 item 2). */
async function giftCardsDeliver(extra: string | undefined): Promise<number> {
  if (extra) throw new UsageError(`Unexpected argument “${extra}”.`);
  return withDatabase(async (db) => {
    const count = await markDeliveredCards(db);
    console.log(`${count} gift card${count === 1 ? '' : 's'} recorded as delivered.`);
    return EXIT.ok;
  });
}

/** referrals:settle: settles decided referrals once (decision 0037); --now simulates a later date. */
async function referralsSettle(extra: string | undefined, nowArg: string | undefined): Promise<number> {
  if (extra) throw new UsageError(`Unexpected argument “${extra}”.`);
  const now = nowArg ? new Date(nowArg) : new Date();
  if (Number.isNaN(now.getTime()))
    throw new UsageError(`“${nowArg}” is not a date (ISO 8601, e.g. 2026-12-01T12:00:00Z).`);
  return withDatabase(async (db) => {
    const { rewarded, voided } = await settleReferrals(db, { now });
    for (const r of rewarded)
      console.log(
        `Referral ${r.referralId}: rewarded ${r.amountMinor} (minor units) ${r.currency} to customer ${r.referrerId}`,
      );
    for (const r of voided)
      console.log(`Referral ${r.referralId}: void (${r.reason}), customer ${r.referrerId}`);
    console.log(`Referrals rewarded: ${rewarded.length}. Void: ${voided.length}.`);
    return EXIT.ok;
  });
}

/** subscriptions:renew: renews or expires every delivery subscription whose period has ended. */
async function subscriptionsRenew(extra: string | undefined, nowArg: string | undefined): Promise<number> {
  if (extra) throw new UsageError(`Unexpected argument “${extra}”.`);
  const now = nowArg === undefined ? new Date() : new Date(nowArg);
  if (Number.isNaN(now.getTime()))
    throw new UsageError(`“${nowArg}” is not a date (ISO 8601, e.g. 2027-11-21T10:00:00Z).`);
  return withDatabase(async (db) => {
    const results = await renewDueSubscriptions(db, paymentServiceFor(db), { now });
    for (const r of results)
      console.log(
        `${r.subscriptionId} (customer ${r.customerId}): ${r.outcome}${r.outcome === 'renewed' ? ` until ${r.endsAt}` : ''}`,
      );
    const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
    console.log(
      `Subscriptions due by ${now.toISOString()}: ${results.length} (renewed ${count('renewed')}, expired ${
        results.length - count('renewed') - count('failed')
      }, failed ${count('failed')}).`,
    );
    return count('failed') > 0 ? EXIT.database : EXIT.ok;
  });
}

// ---------------------------------------------------------------------------------------------
// Jobs (issue 31 item 8, docs/operations/jobs.md)

/** The job tables are pg-boss's, made when a worker first starts (decision 0064). */
const noJobTables = (err: unknown) => (err as { code?: string }).code === '42P01';

const jobLine = (j: {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startAfter: Date;
}) =>
  `${j.id}  ${j.state.padEnd(9)} ${j.name.padEnd(20)} retries ${j.retryCount}/${j.retryLimit}  created ${j.createdOn.toISOString()}${
    j.startAfter > new Date() ? `  not before ${j.startAfter.toISOString()}` : ''
  }`;

/** jobs:list: queued, running, failed and dead jobs, newest first (or one state, history included). */
async function jobsList(extra: string | undefined, stateArg: string | undefined): Promise<number> {
  if (extra) throw new UsageError(`Unexpected argument “${extra}”.`);
  if (stateArg !== undefined && !(JOB_STATES as readonly string[]).includes(stateArg))
    throw new UsageError(`“${stateArg}” is not a job state (${JOB_STATES.join(', ')}).`);
  return withDatabase(async (db) => {
    const jobs = await listJobs(db.$client, {
      limit: 100,
      ...(stateArg ? { state: stateArg as JobState } : {}),
    }).catch((err: unknown) => {
      if (noJobTables(err)) return [];
      throw err;
    });
    for (const job of jobs) console.log(jobLine(job));
    console.log(
      `${jobs.length} job${jobs.length === 1 ? '' : 's'}${stateArg ? ` ${stateArg}` : ' queued, running, failed or dead'}${jobs.length === 100 ? ' (the newest 100)' : ''}.`,
    );
    return EXIT.ok;
  });
}

const jobIdArg = (value: string | undefined, extra: string[]): string => {
  if (!value) throw new UsageError('Give a job id, as jobs:list shows it.');
  if (extra.length) throw new UsageError(`Unexpected argument “${extra[0]}”.`);
  if (!isJobId(value.trim()))
    throw new UsageError(`“${value}” is not a job id (a UUID, as jobs:list shows it).`);
  return value.trim();
};

/** jobs:show: one job, its data, its tries and its last error. */
async function jobsShow(idArg: string | undefined, extra: string[]): Promise<number> {
  const id = jobIdArg(idArg, extra);
  return withDatabase(async (db) => {
    const job = await findJob(db.$client, id).catch((err: unknown) => {
      if (noJobTables(err)) return null;
      throw err;
    });
    if (!job) {
      console.error(`No job has the id ${id}.`);
      return EXIT.refused;
    }
    const at = (d: Date | null) => d?.toISOString() ?? '-';
    console.log(
      [
        jobLine(job),
        `  Queue      ${job.name}${job.singletonKey ? ` (key ${job.singletonKey})` : ''}`,
        `  Created    ${at(job.createdOn)}; not before ${at(job.startAfter)}`,
        `  Started    ${at(job.startedOn)}; ended ${at(job.completedOn)}`,
        `  Data       ${JSON.stringify(job.data)}`,
        ...(job.error ? [`  Last error ${job.error.split('\n').join('\n             ')}`] : []),
      ].join('\n'),
    );
    return EXIT.ok;
  });
}

/** jobs:retry: a dead job gets another round of tries. */
async function jobsRetry(idArg: string | undefined, extra: string[]): Promise<number> {
  const id = jobIdArg(idArg, extra);
  return withDatabase(async (_db, url) => {
    const runner = await startJobRunner(
      {},
      { connectionString: url, log: createLogger('warn'), work: false, name: 'ops', poolSize: 1 },
    );
    try {
      const outcome = await runner.retry(id);
      if (outcome === 'unknown') console.error(`No job has the id ${id}.`);
      else if (outcome === 'not-dead')
        console.error(`Job ${id} is not dead: only dead jobs are retried (jobs:show ${id}).`);
      else console.log(`Job ${id} is queued again.`);
      return outcome === 'retried' ? EXIT.ok : EXIT.refused;
    } finally {
      await runner.stop();
    }
  });
}

function explain(err: unknown): { message: string; code: number } {
  if (err instanceof UsageError)
    return { message: `${err.message}\nRun \`npm run ops -- --help\`.`, code: EXIT.usage };
  if (err instanceof DatabaseError) return { message: err.message, code: EXIT.database };
  if (err instanceof IllegalTransitionError) return { message: `${err.message}.`, code: EXIT.refused };
  if (err instanceof ApiError) {
    switch (err.code) {
      case 'ORDER_NOT_FOUND':
        return { message: 'No order has that number.', code: EXIT.refused };
      case 'RETURN_NOT_FOUND':
        return { message: `No return has the reference “${err.params.reference}”.`, code: EXIT.refused };
      case 'RETURN_ALREADY_RECEIVED':
        return {
          message: `Return ${err.params.reference} was already received and refunded: nothing done.`,
          code: EXIT.refused,
        };
      case 'PRODUCT_NOT_FOUND':
        return { message: `No size has the SKU “${err.params.sku}”.`, code: EXIT.refused };
      case 'ORDER_CARRIER_UNKNOWN':
        return {
          message: `Unknown carrier “${err.params.carrier}”. Carriers: ${CARRIERS.map((c) => c.name).join(', ')}.`,
          code: EXIT.refused,
        };
      case 'ORDER_TRACKING_INVALID':
        return {
          message: `“${err.params.trackingNumber}” is not a ${err.params.carrier} tracking number.`,
          code: EXIT.refused,
        };
      default:
        return { message: `Refused: ${err.code}.`, code: EXIT.refused };
    }
  }
  return {
    message: `Failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    code: EXIT.database,
  };
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (err) {
  const { message, code } = explain(err);
  console.error(message);
  process.exitCode = code;
}
