import {
  getBrand,
  getLocale,
  isCalendarDate,
  isLocaleCode,
  orderStore,
  storeCalendarDate,
  storeDate,
  type BrandId,
  type CurrencyCode,
  type LocaleCode,
  type MoneySummary,
} from '@vitrine/config';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { queueMail } from '../mail/index.ts';
import { trackingUrlFor } from './carriers.ts';
import { confirmationMail } from './emails.ts';
import { normaliseOrderNumber, ORDER_NUMBER_PREFIX } from './formatting.ts';
import { refundSplit, RETURN_WINDOW_DAYS, type RefundType } from './refunds.ts';
import { returnOutlookOf, viewsOf, type ReturnableLine, type ReturnView } from './return-views.ts';
import {
  orderEvents,
  orderLines,
  orders,
  type OrderAddress,
  type OrderLineKind,
  type OrderStatus,
} from './schema.ts';
import { orderMoneyOf } from './money.ts';
import { shopperCancellableUntil } from './states.ts';
import { orderTaxMinor, taxProblem, type LineTaxRecord, type OrderTaxInput } from './tax-record.ts';
import { sellerOfStore, taxReceiptOf, type TaxReceipt } from './receipt.ts';
import { timelineEvent, timelineSteps, type TimelineEvent, type TimelineStepView } from './tracking.ts';
import { storePageUrl } from '../../store-links.ts';

// ---------------------------------------------------------------------------------------------
// Types the checkout module writes an order with

export type { OrderAddress, OrderStatus } from './schema.ts';

/** One bag line as bought: copies, so later catalogue changes never rewrite an order. */
export interface OrderLineInput {
  /** The size SKU (VT000012-10). */
  sku: string;
  /** The product SKU (VT000012). */
  productSku: string;
  urlKey: string;
  name: string;
  /** The size as the store shows it. */
  size: string;
  colour: string;
  imagePath: string | null;
  /** Price of one unit, recomputed on the server, in minor units of the order's currency. */
  unitPriceMinor: number;
  quantity: number;
  /** A product size (default) or a digital item (gift card, subscription; issue 6). */
  kind?: OrderLineKind;
  /** Issue 31: the line's tax as checkout worked it out. */
  tax: LineTaxRecord;
}

export interface CreateOrderInput {
  /** Chosen by checkout beforehand when gift-card and credit moves must name the order. */
  id?: string;
  /** null for a guest checkout. */
  customerId: string | null;
  email: string;
  storeLocale: LocaleCode;
  /** The store's currency (§3.2). */
  currency: CurrencyCode;
  brand: BrandId;
  lines: OrderLineInput[];
  /** Sum of the lines. */
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  /** Paid with gift cards and store credit (issue 6); 0 until those exist. */
  giftCardMinor: number;
  creditMinor: number;
  /** What the card pays: subtotal − discount + shipping + tax added − gift card − credit. */
  totalMinor: number;
  /** Issue 31: the order's tax (tax-record.ts); each line carries its own. */
  tax: OrderTaxInput;
  promotionCode: string | null;
  /** Shipping method code (standard, next-day...). */
  shippingMethod: string;
  /** Promised delivery window, days in the store's time zone (YYYY-MM-DD). */
  deliveryFrom: string;
  deliveryTo: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  quoteId: number | null;
  paymentId: string | null;
  /**
   * Absolute link to a page of the order's store, for the email's tracking link; checkout passes
   * the request's `storeLink`. Default: the service's link (PUBLIC_ORIGIN and the store's prefix).
   */
  storeLink?: (path: string) => string;
}

export interface CreatedOrder {
  id: string;
  number: string;
  placedAt: Date;
}

// ---------------------------------------------------------------------------------------------
// Views

export interface OrderLineView {
  sku: string;
  productSku: string;
  urlKey: string;
  name: string;
  size: string;
  colour: string;
  imagePath: string | null;
  unitPriceMinor: number;
  quantity: number;
  lineTotalMinor: number;
  /** Issue 31: the line's tax as recorded. */
  tax: LineTaxRecord;
}

export interface ShipmentView {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface DeliveryWindowView {
  method: string;
  /** YYYY-MM-DD, days in the store's time zone. */
  from: string;
  to: string;
  /** The same days in the store's §3.2 date format. */
  fromDate: string;
  toDate: string;
}

/** An order in the history and in answers to a guest: no addresses, no email. */
export interface OrderSummary {
  number: string;
  status: OrderStatus;
  storeLocale: string;
  currency: string;
  /** ISO 8601. */
  placedAt: string;
  /** The day it was placed, in the store's date format and time zone. */
  placedDate: string;
  itemCount: number;
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  giftCardMinor: number;
  creditMinor: number;
  totalMinor: number;
  /**
   * The money summary every view draws (issue 29 item 11): the charges, the order's total and
   * each tender that paid it (gift cards by last four, account balance, bank card), summing to it.
   */
  money: MoneySummary;
  promotionCode: string | null;
  delivery: DeliveryWindowView;
  shipment: ShipmentView | null;
  lines: OrderLineView[];
}

/** The owner's view of an order. */
export interface OrderDetail extends OrderSummary {
  email: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  events: TimelineEvent[];
  /** Issue 31 item 4: the tax receipt; null for an order placed before tax was recorded. */
  receipt: TaxReceipt | null;
  /** Issue 34 item 5: until when its signed-in owner may cancel it (ISO); null when they may not. */
  cancellableUntil: string | null;
  /** Issue 34 item 6: its returns, oldest first, with their state and what they gave back. */
  returns: ReturnView[];
  /** What its signed-in owner may still return now (empty when no return can start). */
  returnable: ReturnableLine[];
  /** The last moment a return can start (ISO), while one can; else null. */
  returnableUntil: string | null;
}

export interface OrderHistoryPage {
  orders: OrderSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** §7.6 tracking v1. */
export interface TrackingV1 {
  number: string;
  status: OrderStatus;
  placedAt: string;
  placedDate: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  events: TimelineEvent[];
}

/** §7.6 tracking v2: the steps to come as well as those done, the delivery window and the parcel. */
export interface TrackingV2 {
  number: string;
  status: OrderStatus;
  store: { locale: string; timeZone: string; dateFormat: string };
  placedAt: string;
  placedDate: string;
  delivery: DeliveryWindowView;
  shipment: ShipmentView | null;
  steps: TimelineStepView[];
  /** The cancellation or return that took the order off its way, if any. */
  ended: TimelineEvent | null;
  events: TimelineEvent[];
  items: {
    count: number;
    lines: Pick<OrderLineView, 'name' | 'size' | 'colour' | 'quantity' | 'imagePath' | 'urlKey'>[];
  };
  currency: string;
  totalMinor: number;
}

/** §7.6 order/refund-type. */
export interface RefundTypeView {
  number: string;
  status: OrderStatus;
  currency: string;
  refundType: RefundType;
  /** Back to the card that paid. */
  cardMinor: number;
  /** Back as store credit (account balance, issue 6): what gift cards and credit paid. */
  storeCreditMinor: number;
  giftCardMinor: number;
  creditMinor: number;
  totalMinor: number;
  returnable: boolean;
  returnWindowDays: number;
  deliveredAt: string | null;
  /** ISO 8601: the last moment a return can be started; null before delivery. */
  returnableUntil: string | null;
  returnableUntilDate: string | null;
}

export interface TransitionResult {
  number: string;
  from: OrderStatus;
  to: OrderStatus;
  at: Date;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** The outbox id of the email the move queued (dispatch), else null. */
  mailId: number | null;
}

/** Who asks about an order: its owner (signed in), or anyone with the order's email. */
export interface OrderAccess {
  customerId?: string | null;
  email?: string | null;
}

/** Builds an absolute link to a page of a store (emails, the operator command). */
export type OrderLink = (locale: LocaleCode, path: string) => string;

export interface OrderServiceOptions {
  link?: OrderLink;
}

// ---------------------------------------------------------------------------------------------

/** Links when no request says which store page to link (the operator command): the configured origin. */
export const defaultOrderLink: OrderLink = storePageUrl;

/**
 * The shopper's tracking page for an order, number filled in: §2.1 /customer/track-order needs
 * login, so a guest order links to the public /order-status look-up instead. The number travels
 * as `order` because §2.3 drops every query parameter outside its list, and `order` is on it.
 */
export const trackOrderPath = (number: string, options: { guest?: boolean } = {}) =>
  `${options.guest ? '/order-status' : '/customer/track-order'}?order=${encodeURIComponent(number)}`;

/** The signed-in customer's page of one of their orders. */
export const orderPagePath = (number: string) => `/customer/order-history/${encodeURIComponent(number)}`;

export const notFound = () => new DomainError('ORDER_NOT_FOUND');

type OrderRow = typeof orders.$inferSelect;

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
const isMinor = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * Refuses an order the checkout should never hand over: the database's checks would catch some
 * of it, but a programming error deserves a message that says what is wrong.
 */
/** Where prices exclude tax, the tax is added to what the order costs; where they include it, nothing is. */
const taxAddedOf = (input: CreateOrderInput): number =>
  input.tax.pricesIncludeTax ? 0 : orderTaxMinor(input.lines, input.tax.delivery);

function assertValidInput(input: CreateOrderInput): void {
  const fail = (what: string) => {
    throw new TypeError(`createOrder: ${what}`);
  };
  if (!isLocaleCode(input.storeLocale)) fail(`unknown store locale ${JSON.stringify(input.storeLocale)}`);
  const store = getLocale(input.storeLocale);
  if (input.currency !== store.currency) fail(`currency ${input.currency} is not ${store.currency}'s`);
  if (!getBrand(input.brand)) fail(`unknown brand ${JSON.stringify(input.brand)}`);
  if (!ADDRESS.test(input.email.trim())) fail('email is not an email address');
  if (input.lines.length === 0) fail('an order needs at least one line');
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) fail(`quantity of ${line.sku}`);
    if (!isMinor(line.unitPriceMinor)) fail(`unit price of ${line.sku}`);
  }
  const amounts = {
    subtotalMinor: input.subtotalMinor,
    discountMinor: input.discountMinor,
    shippingMinor: input.shippingMinor,
    giftCardMinor: input.giftCardMinor,
    creditMinor: input.creditMinor,
    totalMinor: input.totalMinor,
  };
  for (const [name, value] of Object.entries(amounts)) if (!isMinor(value)) fail(`${name} is ${value}`);
  const lineSum = input.lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  if (lineSum !== input.subtotalMinor) fail(`subtotal ${input.subtotalMinor} is not the lines' ${lineSum}`);
  const problem = taxProblem(input);
  if (problem) fail(`tax: ${problem}`);
  const expected =
    input.subtotalMinor -
    input.discountMinor +
    input.shippingMinor +
    taxAddedOf(input) -
    input.giftCardMinor -
    input.creditMinor;
  if (expected !== input.totalMinor) fail(`total ${input.totalMinor} does not add up to ${expected}`);
  if (!isCalendarDate(input.deliveryFrom) || !isCalendarDate(input.deliveryTo))
    fail('delivery dates must be YYYY-MM-DD');
  if (input.deliveryFrom > input.deliveryTo) fail('delivery window ends before it starts');
  if (!input.shippingMethod.trim()) fail('shipping method is empty');
}

/**
 * Orders (issue 4 item 5): writing one inside the checkout's transaction, moving it through the
 * state machine (states.ts), and the reads of §7.3 and §7.6.
 */
export function orderService(db: Database, options: OrderServiceOptions = {}) {
  const link = options.link ?? defaultOrderLink;

  /**
   * Writes an order, its lines, its first event (placed) and the confirmation email in the
   * store's language, all in the caller's transaction `tx`: the checkout calls this after stock,
   * payment and prices are settled, so the order exists exactly when the rest commits.
   */
  async function createOrder(tx: Executor, input: CreateOrderInput): Promise<CreatedOrder> {
    assertValidInput(input);
    const store = getLocale(input.storeLocale);
    const [row] = await tx
      .insert(orders)
      .values({
        ...(input.id ? { id: input.id } : {}),
        number: sql`concat(${ORDER_NUMBER_PREFIX}::text, nextval('order_number_seq'))`,
        brand: input.brand,
        customerId: input.customerId,
        email: normaliseEmail(input.email),
        storeLocale: input.storeLocale,
        currency: input.currency,
        status: 'placed',
        subtotalMinor: input.subtotalMinor,
        discountMinor: input.discountMinor,
        shippingMinor: input.shippingMinor,
        giftCardMinor: input.giftCardMinor,
        creditMinor: input.creditMinor,
        totalMinor: input.totalMinor,
        pricesIncludeTax: input.tax.pricesIncludeTax,
        taxMinor: orderTaxMinor(input.lines, input.tax.delivery),
        taxAddedMinor: taxAddedOf(input),
        shippingTaxMinor: input.tax.delivery.taxMinor,
        shippingTaxRatePpm: input.tax.delivery.ratePpm,
        shippingTaxComponents: input.tax.delivery.components,
        taxCountry: input.tax.countryCode,
        taxRegion: input.tax.region,
        taxProvider: input.tax.provider,
        taxSource: input.tax.source,
        seller: sellerOfStore(input.storeLocale),
        promotionCode: input.promotionCode,
        shippingMethod: input.shippingMethod,
        deliveryFrom: input.deliveryFrom,
        deliveryTo: input.deliveryTo,
        shippingAddress: input.shippingAddress,
        billingAddress: input.billingAddress,
        quoteId: input.quoteId,
        paymentId: input.paymentId,
      })
      .returning();
    const order = row!;
    const lines = input.lines.map((l) => ({
      orderId: order.id,
      sku: l.sku,
      productSku: l.productSku,
      urlKey: l.urlKey,
      name: l.name,
      size: l.size,
      colour: l.colour,
      imagePath: l.imagePath,
      unitPriceMinor: l.unitPriceMinor,
      quantity: l.quantity,
      lineTotalMinor: l.unitPriceMinor * l.quantity,
      kind: l.kind ?? 'product',
      taxClass: l.tax.taxClass,
      discountMinor: l.tax.discountMinor,
      netMinor: l.tax.netMinor,
      taxRatePpm: l.tax.ratePpm,
      taxMinor: l.tax.taxMinor,
      grossMinor: l.tax.grossMinor,
      taxComponents: l.tax.components,
    }));
    await tx.insert(orderLines).values(lines);
    await tx.insert(orderEvents).values({ orderId: order.id, status: 'placed', at: order.placedAt });
    const trackPath = trackOrderPath(order.number, { guest: order.customerId === null });
    const trackUrl = input.storeLink ? input.storeLink(trackPath) : link(input.storeLocale, trackPath);
    await queueMail(tx, {
      to: order.email,
      locale: order.storeLocale,
      brand: input.brand,
      // The gift-card moves and the payment are already written in `tx`: the email names them.
      message: confirmationMail(
        order,
        lines,
        store,
        trackUrl,
        (await orderMoneyOf(tx, [order])).get(order.id)!,
        // Issue 31 item 4: the confirmation carries the tax receipt.
        taxReceiptOf(order, input.lines, order.shippingMethod),
      ),
    });
    return { id: order.id, number: order.number, placedAt: order.placedAt };
  }

  // -------------------------------------------------------------------------------------------
  // Reads

  async function linesOf(orderIds: string[]): Promise<Map<string, OrderLineView[]>> {
    const byOrder = new Map<string, OrderLineView[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.id));
    for (const row of rows)
      byOrder.get(row.orderId)?.push({
        sku: row.sku,
        productSku: row.productSku,
        urlKey: row.urlKey,
        name: row.name,
        size: row.size,
        colour: row.colour,
        imagePath: row.imagePath,
        unitPriceMinor: row.unitPriceMinor,
        quantity: row.quantity,
        lineTotalMinor: row.lineTotalMinor,
        tax: {
          taxClass: row.taxClass,
          discountMinor: row.discountMinor,
          netMinor: row.netMinor,
          ratePpm: row.taxRatePpm,
          taxMinor: row.taxMinor,
          grossMinor: row.grossMinor,
          components: row.taxComponents,
        },
      });
    return byOrder;
  }

  async function eventsOf(order: OrderRow): Promise<TimelineEvent[]> {
    const store = orderStore(order.storeLocale);
    const rows = await db
      .select({
        status: orderEvents.status,
        at: orderEvents.at,
        carrier: orderEvents.carrier,
        trackingNumber: orderEvents.trackingNumber,
        note: orderEvents.note,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    return rows.map((row) => timelineEvent(row, store));
  }

  function deliveryOf(order: OrderRow): DeliveryWindowView {
    const store = orderStore(order.storeLocale);
    return {
      method: order.shippingMethod,
      from: order.deliveryFrom,
      to: order.deliveryTo,
      fromDate: storeCalendarDate(order.deliveryFrom, store),
      toDate: storeCalendarDate(order.deliveryTo, store),
    };
  }

  const shipmentOf = (order: OrderRow): ShipmentView | null =>
    order.carrier && order.trackingNumber
      ? {
          carrier: order.carrier,
          trackingNumber: order.trackingNumber,
          trackingUrl: trackingUrlFor(order.carrier, order.trackingNumber),
        }
      : null;

  async function moneyOf(rows: OrderRow[]): Promise<Map<string, MoneySummary>> {
    return orderMoneyOf(db, rows);
  }

  function summaryOf(
    order: OrderRow,
    lines: OrderLineView[],
    money: Map<string, MoneySummary>,
  ): OrderSummary {
    return {
      number: order.number,
      status: order.status,
      storeLocale: order.storeLocale,
      currency: order.currency,
      placedAt: order.placedAt.toISOString(),
      placedDate: storeDate(order.placedAt, orderStore(order.storeLocale)),
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      subtotalMinor: order.subtotalMinor,
      discountMinor: order.discountMinor,
      shippingMinor: order.shippingMinor,
      giftCardMinor: order.giftCardMinor,
      creditMinor: order.creditMinor,
      totalMinor: order.totalMinor,
      money: money.get(order.id)!,
      promotionCode: order.promotionCode,
      delivery: deliveryOf(order),
      shipment: shipmentOf(order),
      lines,
    };
  }

  async function byNumber(number: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.number, normaliseOrderNumber(number)));
    return row;
  }

  /**
   * The order when the caller may see it: its owner, or anyone who gives the email it was placed
   * with. Otherwise undefined, whether or not the number exists, so callers answer one 404.
   */
  async function accessible(number: string, access: OrderAccess): Promise<OrderRow | undefined> {
    const order = await byNumber(number);
    if (!order) return undefined;
    if (access.customerId && order.customerId === access.customerId) return order;
    if (access.email && normaliseEmail(access.email) === order.email) return order;
    return undefined;
  }

  async function mustAccess(number: string, access: OrderAccess): Promise<OrderRow> {
    const order = await accessible(number, access);
    if (!order) throw notFound();
    return order;
  }

  /** §7.3 order history: the customer's orders of one brand, newest first. */
  async function history(
    customerId: string,
    query: { brand: BrandId; page: number; pageSize: number },
  ): Promise<OrderHistoryPage> {
    const where = and(eq(orders.customerId, customerId), eq(orders.brand, query.brand));
    const [counted] = await db.select({ n: count() }).from(orders).where(where);
    const total = counted?.n ?? 0;
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      // Numbers grow with time; they break ties between orders of one instant.
      .orderBy(desc(orders.placedAt), desc(sql`length(${orders.number})`), desc(orders.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [lines, money] = await Promise.all([linesOf(rows.map((r) => r.id)), moneyOf(rows)]);
    return {
      orders: rows.map((r) => summaryOf(r, lines.get(r.id) ?? [], money)),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  /** The owner's view of one order; another customer's order is ORDER_NOT_FOUND, never a 403. */
  async function detail(number: string, access: OrderAccess): Promise<OrderDetail> {
    const order = await mustAccess(number, access);
    return detailOf(order, Boolean(access.customerId) && order.customerId === access.customerId);
  }

  async function detailOf(order: OrderRow, owner = false): Promise<OrderDetail> {
    const [lines, money] = await Promise.all([linesOf([order.id]), moneyOf([order])]);
    const mine = lines.get(order.id) ?? [];
    const now = new Date();
    const outlook = await returnOutlookOf(db, order, now);
    return {
      ...summaryOf(order, mine, money),
      email: order.email,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      events: await eventsOf(order),
      receipt: taxReceiptOf(order, mine, order.shippingMethod),
      cancellableUntil: owner ? (shopperCancellableUntil(order, now)?.toISOString() ?? null) : null,
      returns: await viewsOf(db, { orderId: order.id }),
      returnable: owner ? outlook.returnable : [],
      returnableUntil: owner && outlook.open ? outlook.returnableUntil!.toISOString() : null,
    };
  }

  /** §7.6 order/search: the summary and its timeline. */
  async function search(
    number: string,
    access: OrderAccess,
  ): Promise<{ order: OrderSummary; timeline: TimelineEvent[] }> {
    const order = await mustAccess(number, access);
    const [lines, money] = await Promise.all([linesOf([order.id]), moneyOf([order])]);
    return { order: summaryOf(order, lines.get(order.id) ?? [], money), timeline: await eventsOf(order) };
  }

  async function trackingV1(number: string, access: OrderAccess): Promise<TrackingV1> {
    const order = await mustAccess(number, access);
    return {
      number: order.number,
      status: order.status,
      placedAt: order.placedAt.toISOString(),
      placedDate: storeDate(order.placedAt, orderStore(order.storeLocale)),
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      trackingUrl: trackingUrlFor(order.carrier, order.trackingNumber),
      events: await eventsOf(order),
    };
  }

  async function trackingV2(number: string, access: OrderAccess): Promise<TrackingV2> {
    const order = await mustAccess(number, access);
    const store = orderStore(order.storeLocale);
    const [events, lines] = await Promise.all([eventsOf(order), linesOf([order.id])]);
    const own = lines.get(order.id) ?? [];
    const { steps, ended } = timelineSteps(order.status, events);
    return {
      number: order.number,
      status: order.status,
      store: { locale: store.localeISOCode, timeZone: store.timezone, dateFormat: store.dateFormat },
      placedAt: order.placedAt.toISOString(),
      placedDate: storeDate(order.placedAt, store),
      delivery: deliveryOf(order),
      shipment: shipmentOf(order),
      steps,
      ended,
      events,
      items: {
        count: own.reduce((n, l) => n + l.quantity, 0),
        lines: own.map(({ name, size, colour, quantity, imagePath, urlKey }) => ({
          name,
          size,
          colour,
          quantity,
          imagePath,
          urlKey,
        })),
      },
      currency: order.currency,
      totalMinor: order.totalMinor,
    };
  }

  /**
   * §7.6 order/refund-type (issue 34 item 7): what a return of everything not yet in a return
   * would give back to each tender (card first, then gift cards, then store credit; the delivery
   * charge stays), and whether a return can start now: delivered, inside the window, units left.
   */
  async function refundType(number: string, access: OrderAccess, now = new Date()): Promise<RefundTypeView> {
    const order = await mustAccess(number, access);
    const store = orderStore(order.storeLocale);
    const outlook = await returnOutlookOf(db, order, now);
    const split = refundSplit(outlook.back);
    const until = outlook.returnableUntil;
    return {
      number: order.number,
      status: order.status,
      currency: order.currency,
      refundType: split.type,
      cardMinor: split.cardMinor,
      storeCreditMinor: split.storeCreditMinor,
      giftCardMinor: split.giftCardMinor,
      creditMinor: split.creditMinor,
      totalMinor: split.totalMinor,
      returnable: outlook.open,
      returnWindowDays: RETURN_WINDOW_DAYS,
      deliveredAt: outlook.deliveredAt?.toISOString() ?? null,
      returnableUntil: until?.toISOString() ?? null,
      returnableUntilDate: until ? storeDate(until, store) : null,
    };
  }

  /** Everything about an order, for operators (npm run ops -- order:show). No access check. */
  async function show(number: string): Promise<OrderDetail & { brand: string; customerId: string | null }> {
    const order = await byNumber(number);
    if (!order) throw notFound();
    return { ...(await detailOf(order)), brand: order.brand, customerId: order.customerId };
  }

  return {
    createOrder,
    history,
    detail,
    search,
    trackingV1,
    trackingV2,
    refundType,
    show,
  };
}

export type OrderService = ReturnType<typeof orderService>;
