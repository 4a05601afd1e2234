import 'server-only';
import { ratePercent, taxName, type LocaleConfig, type TaxName } from '@vitrine/config';
import {
  orderStore,
  storeMoney,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  type ShipmentView,
  type TrackingV2,
} from '@/lib/data/orders';
import { tenderViews, type TenderView } from '@/lib/money-tenders';
import { href } from '@/lib/store';

// What the order pages draw, worked out on the server: amounts as text, links with the store's
// prefix. The components are plain (no formatting, no server calls), so the guest look-up can
// draw an answer its server action sent back exactly as the signed-in pages draw theirs.

export type { OrderStatus } from '@/lib/data/orders';

export interface LineView {
  name: string;
  size: string;
  colour: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  imagePath: string | null;
  href: string;
}

export interface TotalsView {
  subtotal: string;
  /** Amounts taken off the bill, as negatives; null when the order has none. */
  discount: string | null;
  promotionCode: string | null;
  shipping: string;
  /** Zero delivery reads "Free" rather than £0.00. */
  freeShipping: boolean;
  /** What the order costs (subtotal − discount + delivery), whoever paid it. */
  total: string;
  totalMinor: number;
  /** Issue 31: the tax, inside the prices or added to them; null for an order without it. */
  tax: { name: TaxName; pricesIncludeTax: boolean; amount: string; zero: boolean } | null;
}

/** One line of a tax receipt, its amounts as text. */
export interface ReceiptLineView {
  name: string;
  detail: string;
  quantity: number;
  /** The rate as a number a shopper reads ("20", "9.975"), and each tax that makes it up. */
  rate: string;
  components: { name: string; rate: string }[];
  net: string;
  tax: string;
  gross: string;
}

/** Issue 31 item 4: the tax receipt of an order, as the order page prints it. */
export interface ReceiptView {
  number: string;
  date: string;
  seller: { name: string; address: string; taxNumber: string | null };
  taxName: TaxName;
  lines: ReceiptLineView[];
  /** The delivery method's code (the page names it); null when delivery was free. */
  delivery: (ReceiptLineView & { method: string }) | null;
  byRate: { name: string; rate: string; net: string; tax: string }[];
  totals: { net: string; tax: string; gross: string };
  discounted: boolean;
  noTax: boolean;
}

export interface DeliveryView {
  method: string;
  /** The promised window still matters: the parcel has not arrived, nor been cancelled. */
  pending: boolean;
  /** Days already in the order's store date format (§3.2). */
  fromDate: string;
  toDate: string;
}

export interface OrderView {
  number: string;
  status: OrderStatus;
  /** §3.2: the day it was placed in the order's store date format and time zone. */
  placedDate: string;
  placedAt: string;
  itemCount: number;
  lines: LineView[];
  totals: TotalsView;
  /** What paid the total (issue 29 item 11): each gift card, the account balance, the card. */
  tenders: TenderView[];
  delivery: DeliveryView;
  shipment: ShipmentView | null;
}

export interface StepView {
  status: 'placed' | 'processing' | 'dispatched' | 'delivered';
  state: 'done' | 'current' | 'upcoming' | 'skipped';
  at: string | null;
  date: string | null;
  time: string | null;
}

export interface TimelineView {
  status: OrderStatus;
  steps: StepView[];
  /** The cancellation or return that took the order off its way. */
  ended: { status: OrderStatus; at: string; date: string; time: string } | null;
  shipment: ShipmentView | null;
  delivery: DeliveryView;
}

/**
 * Amounts written the way the order's own store writes them, as its dates already are and as its
 * emails read (formatting.ts: an order reads the same everywhere). An en-GB order seen from the
 * ar-AE store stays £50.99, not "UK£" turned about by the right-to-left text around it.
 */
const moneyOf = (order: OrderSummary) => {
  const store = orderStore(order.storeLocale);
  return (minor: number) => storeMoney(minor, order.currency, store);
};

/** `store` is the page's store: it prefixes the links. */
export function orderView(order: OrderSummary | OrderDetail, store: LocaleConfig): OrderView {
  const money = moneyOf(order);
  const off = (minor: number) => (minor > 0 ? money(-minor) : null);
  return {
    number: order.number,
    status: order.status,
    placedDate: order.placedDate,
    placedAt: order.placedAt,
    itemCount: order.itemCount,
    lines: order.lines.map((line) => ({
      name: line.name,
      size: line.size,
      colour: line.colour,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceMinor),
      lineTotal: money(line.lineTotalMinor),
      imagePath: line.imagePath,
      href: href(store, `/${line.urlKey}.html`),
    })),
    // One money summary for every view (issue 29 item 11): its charges, total and tenders add up.
    totals: {
      subtotal: money(order.money.subtotalMinor),
      discount: off(order.money.discountMinor),
      promotionCode: order.promotionCode,
      shipping: money(order.money.shippingMinor ?? 0),
      freeShipping: !order.money.shippingMinor,
      total: money(order.money.totalMinor),
      totalMinor: order.money.totalMinor,
      tax: order.money.tax
        ? {
            name: taxName(orderStore(order.storeLocale)),
            pricesIncludeTax: order.money.tax.pricesIncludeTax,
            amount: money(order.money.tax.taxMinor),
            zero: order.money.tax.taxMinor === 0,
          }
        : null,
    },
    tenders: tenderViews(order.money, money),
    delivery: deliveryView(order.delivery, order.status),
    shipment: order.shipment,
  };
}

const PENDING: readonly OrderStatus[] = ['placed', 'processing', 'dispatched'];

const deliveryView = (delivery: OrderSummary['delivery'], status: OrderStatus): DeliveryView => ({
  method: delivery.method,
  pending: PENDING.includes(status),
  fromDate: delivery.fromDate,
  toDate: delivery.toDate,
});

export function timelineView(tracking: TrackingV2): TimelineView {
  return {
    status: tracking.status,
    steps: tracking.steps,
    ended: tracking.ended
      ? {
          status: tracking.ended.status,
          at: tracking.ended.at,
          date: tracking.ended.date,
          time: tracking.ended.time,
        }
      : null,
    shipment: tracking.shipment,
    delivery: deliveryView(tracking.delivery, tracking.status),
  };
}

/** The receipt of an order with its tax recorded (null before: nothing to print). */
export function receiptView(order: OrderDetail): ReceiptView | null {
  const receipt = order.receipt;
  if (!receipt) return null;
  const money = moneyOf(order);
  const line = (l: NonNullable<OrderDetail['receipt']>['lines'][number]): ReceiptLineView => ({
    name: l.name,
    detail: l.detail,
    quantity: l.quantity,
    rate: ratePercent(l.ratePpm),
    components: l.components.map((c) => ({ name: c.name, rate: ratePercent(c.ratePpm) })),
    net: money(l.netMinor),
    tax: money(l.taxMinor),
    gross: money(l.grossMinor),
  });
  return {
    number: order.number,
    date: order.placedDate,
    seller: receipt.seller,
    taxName: receipt.taxName,
    lines: receipt.lines.map(line),
    delivery: receipt.delivery ? { ...line(receipt.delivery), method: order.delivery.method } : null,
    byRate: receipt.byRate.map((r) => ({
      name: r.name,
      rate: ratePercent(r.ratePpm),
      net: money(r.netMinor),
      tax: money(r.taxMinor),
    })),
    totals: {
      net: money(receipt.totals.netMinor),
      tax: money(receipt.totals.taxMinor),
      gross: money(receipt.totals.grossMinor),
    },
    discounted: receipt.lines.some((l) => l.discountMinor > 0),
    noTax: receipt.totals.taxMinor === 0,
  };
}
