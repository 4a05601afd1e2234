import {
  ratePercent,
  taxName,
  storeCalendarDate,
  storeDate,
  storeMoney,
  type LocaleConfig,
  type MoneySummary,
} from '@vitrine/config';
import type { MailMessage, OrderMailReceipt, OrderMailReceiptLine, OrderMailTender } from '../mail/index.ts';
import type { ReceiptLine, TaxReceipt } from './receipt.ts';
import type { OrderAddress } from './schema.ts';

/**
 * The data of the two order emails, written the order's store's way (§3.2 dates, its currency
 * format). The mail templates word the rest in the store's language.
 */

interface OrderForMail {
  number: string;
  currency: string;
  placedAt: Date;
  shippingMethod: string;
  deliveryFrom: string;
  deliveryTo: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
}

interface LineForMail {
  name: string;
  colour: string;
  size: string;
  quantity: number;
  lineTotalMinor: number;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country in the store's language ("United Kingdom", "Royaume-Uni", "المملكة المتحدة"). */
function countryName(code: string, store: LocaleConfig): string {
  let names = regionNames.get(store.realLocaleISOCode);
  if (!names) {
    names = new Intl.DisplayNames([store.realLocaleISOCode], { type: 'region', fallback: 'code' });
    regionNames.set(store.realLocaleISOCode, names);
  }
  return names.of(code.toUpperCase()) ?? code;
}

/** Where the town and postcode sit on an envelope: after the town in GB, IE and North America
 * and Australia ("Leeds" / "LS1 4AP"; "Austin, TX 78701"), before it in most of Europe ("75001 Paris"). */
const POSTCODE_FIRST = new Set(['FR', 'DE', 'ES', 'IT', 'NL', 'BE', 'IL', 'SA']);
const SAME_LINE_AFTER = new Set(['US', 'CA', 'AU', 'NZ']);

export function addressLines(address: OrderAddress, store: LocaleConfig): string[] {
  const country = address.countryCode.toUpperCase();
  const name = `${address.firstName} ${address.lastName}`.trim();
  const postcode = address.postcode?.trim() ?? '';
  const region = address.region?.trim() ?? '';
  let town: string[];
  if (POSTCODE_FIRST.has(country)) town = [[postcode, address.city].filter(Boolean).join(' ')];
  else if (SAME_LINE_AFTER.has(country))
    town = [[address.city, [region, postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')];
  else town = [address.city, region, postcode];
  return [name, address.line1, address.line2 ?? '', ...town, countryName(country, store)].filter(
    (line) => line.trim() !== '',
  );
}

/** Amounts taken off the bill show as negatives (−£5.00), and only when the order has them. */
const credit = (minor: number, currency: string, store: LocaleConfig) =>
  minor > 0 ? storeMoney(-minor, currency, store) : null;

/**
 * The tenders of the money summary (issue 29 item 11) written the store's way: gift cards and the
 * account balance as amounts taken off the total, the bank card with what it paid.
 */
export function mailTenders(summary: MoneySummary, currency: string, store: LocaleConfig): OrderMailTender[] {
  return summary.tenders.map((tender) => {
    if (tender.kind === 'card') return { ...tender, amount: storeMoney(tender.amountMinor, currency, store) };
    return { ...tender, amount: storeMoney(-tender.amountMinor, currency, store) };
  });
}

export function confirmationMail(
  order: OrderForMail,
  lines: LineForMail[],
  store: LocaleConfig,
  trackUrl: string,
  summary: MoneySummary,
  receipt: TaxReceipt | null,
): MailMessage {
  const money = (minor: number) => storeMoney(minor, order.currency, store);
  const name = taxName(store);
  return {
    template: 'order-confirmation',
    data: {
      firstName: order.billingAddress.firstName,
      orderNumber: order.number,
      placedDate: storeDate(order.placedAt, store),
      lines: lines.map((l) => ({
        name: l.name,
        colour: l.colour,
        size: l.size,
        quantity: l.quantity,
        price: money(l.lineTotalMinor),
      })),
      totals: {
        subtotal: money(summary.subtotalMinor),
        discount: credit(summary.discountMinor, order.currency, store),
        shipping: money(summary.shippingMinor ?? 0),
        total: money(summary.totalMinor),
        tenders: mailTenders(summary, order.currency, store),
        tax:
          summary.tax && name !== 'none'
            ? { name, pricesIncludeTax: summary.tax.pricesIncludeTax, amount: money(summary.tax.taxMinor) }
            : null,
      },
      delivery: deliveryOf(order, store),
      address: addressLines(order.shippingAddress, store),
      trackUrl,
      receipt: receipt ? mailReceipt(receipt, order.shippingMethod, money) : null,
    },
  };
}

/** The receipt written the store's way (issue 31 item 4): amounts formatted, rates as numbers. */
function mailReceipt(
  receipt: TaxReceipt,
  method: string,
  money: (minor: number) => string,
): OrderMailReceipt {
  const line = (l: ReceiptLine): OrderMailReceiptLine => ({
    name: l.name,
    quantity: l.quantity,
    components: l.components.map((c) => ({ name: c.name, rate: ratePercent(c.ratePpm) })),
    rate: ratePercent(l.ratePpm),
    net: money(l.netMinor),
    tax: money(l.taxMinor),
    gross: money(l.grossMinor),
  });
  return {
    taxName: receipt.taxName,
    seller: receipt.seller,
    lines: receipt.lines.map(line),
    delivery: receipt.delivery ? { ...line(receipt.delivery), method } : null,
    byRate: receipt.byRate.map((r) => ({
      name: r.name,
      rate: ratePercent(r.ratePpm),
      tax: money(r.taxMinor),
    })),
    totals: {
      net: money(receipt.totals.netMinor),
      tax: money(receipt.totals.taxMinor),
      gross: money(receipt.totals.grossMinor),
    },
  };
}

export function dispatchedMail(
  order: OrderForMail,
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string },
  store: LocaleConfig,
  trackOrderUrl: string,
): MailMessage {
  return {
    template: 'order-dispatched',
    data: {
      firstName: order.billingAddress.firstName,
      orderNumber: order.number,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingUrl,
      trackOrderUrl,
      delivery: deliveryOf(order, store),
    },
  };
}

/**
 * Issue 34 item 5: the order is cancelled; what comes back, each part in the store's currency
 * format. The card part was only ever held (capture happens at dispatch, and a dispatched order
 * cannot be cancelled), so it is released, not refunded.
 */
export function cancelledMail(
  order: Pick<OrderForMail, 'number' | 'currency' | 'billingAddress'> & {
    totalMinor: number;
    giftCardMinor: number;
    creditMinor: number;
    paymentId: string | null;
  },
  store: LocaleConfig,
  orderUrl: string,
  byShopper: boolean,
): MailMessage {
  const amount = (minor: number) => (minor > 0 ? storeMoney(minor, order.currency, store) : null);
  return {
    template: 'order-cancelled',
    data: {
      firstName: order.billingAddress.firstName,
      orderNumber: order.number,
      byShopper,
      cardAmount: order.paymentId ? amount(order.totalMinor) : null,
      giftCardAmount: amount(order.giftCardMinor),
      creditAmount: amount(order.creditMinor),
      orderUrl,
    },
  };
}

function deliveryOf(order: OrderForMail, store: LocaleConfig) {
  return {
    method: order.shippingMethod,
    from: storeCalendarDate(order.deliveryFrom, store),
    to: storeCalendarDate(order.deliveryTo, store),
  };
}

/**
 * Issue 34 item 6: a return was received and refunded (decision 0071): what went back to the card
 * and what went to the account balance (what gift cards and store credit paid), each null when
 * none, in the store's currency format.
 */
export function returnRefundedMail(
  order: Pick<OrderForMail, 'number' | 'currency' | 'billingAddress'>,
  reference: string,
  refund: { cardMinor: number; giftCardMinor: number; creditMinor: number; totalMinor: number },
  store: LocaleConfig,
  orderUrl: string,
): MailMessage {
  const amount = (minor: number) => (minor > 0 ? storeMoney(minor, order.currency, store) : null);
  return {
    template: 'order-return-refunded',
    data: {
      firstName: order.billingAddress.firstName,
      orderNumber: order.number,
      returnReference: reference,
      totalAmount: storeMoney(refund.totalMinor, order.currency, store),
      cardAmount: amount(refund.cardMinor),
      giftCardAmount: amount(refund.giftCardMinor),
      creditAmount: amount(refund.creditMinor),
      orderUrl,
    },
  };
}
