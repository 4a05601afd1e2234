// The money summary of a bag, a checkout or an order (issue 29 item 11): one rule for every view
// (bag, checkout, confirmation, the account's order detail, the order emails), so what each shows
// adds up the same way. The charges make the total (subtotal − discount + delivery, plus the tax
// where prices exclude it: issue 31); the tenders pay it, in the order place-order takes them
// (checkout/tenders.ts, decision 0014): gift cards in the order they were applied, then the
// account balance, then the bank card for the rest.

/** A gift card offered to pay (its balance), or one that paid an order (what it paid). */
export interface GiftCardOffer {
  /** The last four characters of its code: all a shopper is ever shown of it (null: not known). */
  last4: string | null;
  balanceMinor: number;
}

export interface MoneySummaryInput {
  subtotalMinor: number;
  discountMinor: number;
  /** null while the delivery is not chosen yet (the bag without an estimate). */
  shippingMinor: number | null;
  /** In the order they pay. */
  giftCards?: readonly GiftCardOffer[];
  /** What the shopper chose to pay from the account balance (clamped to what is left to pay). */
  creditMinor?: number;
  /** The bank card, when known (a saved card, or the one an order was paid with). */
  card?: { brand: string | null; last4: string | null } | null;
  /**
   * Issue 31: the tax, once the address is known (an order, the checkout's estimate); absent or
   * null before (the bag). Where prices exclude it, it is added to the total.
   */
  tax?: { pricesIncludeTax: boolean; taxMinor: number } | null;
}

/** The tax of a summary: inside the prices ("incl. VAT") or added to them (US and Canadian tax). */
export interface TaxSummary {
  pricesIncludeTax: boolean;
  taxMinor: number;
  /** What it adds to the total: all of it where prices exclude tax, 0 where they include it. */
  addedMinor: number;
}

export type Tender =
  | { kind: 'giftCard'; last4: string | null; amountMinor: number }
  | { kind: 'credit'; amountMinor: number }
  | { kind: 'card'; brand: string | null; last4: string | null; amountMinor: number };

export interface MoneySummary {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number | null;
  /** null until the tax is known. */
  tax: TaxSummary | null;
  /** subtotal − discount + delivery (+ tax where prices exclude it): what the order costs, whoever pays it. */
  totalMinor: number;
  /** What pays the total, each with a positive amount; their sum is the total. */
  tenders: Tender[];
  /** The bank card's share (0 when gift cards and balance pay it all). */
  cardMinor: number;
}

const minor = (n: number | undefined) => (Number.isSafeInteger(n) && (n as number) > 0 ? (n as number) : 0);

/**
 * Pays `dueMinor` from offers in turn, each min(its balance, what is left): the rule gift cards
 * follow at place-order (giftcard/service planGiftCards) and in every summary.
 */
export function payInTurn<O extends { balanceMinor: number }>(
  offers: readonly O[],
  dueMinor: number,
): (O & { paysMinor: number })[] {
  let left = Math.max(0, dueMinor);
  return offers.map((offer) => {
    const paysMinor = Math.min(Math.max(offer.balanceMinor, 0), left);
    left -= paysMinor;
    return { ...offer, paysMinor };
  });
}

export function moneySummary(input: MoneySummaryInput): MoneySummary {
  const subtotalMinor = minor(input.subtotalMinor);
  const discountMinor = Math.min(minor(input.discountMinor), subtotalMinor);
  const shippingMinor = input.shippingMinor === null ? null : minor(input.shippingMinor);
  const tax = input.tax
    ? {
        pricesIncludeTax: input.tax.pricesIncludeTax,
        taxMinor: minor(input.tax.taxMinor),
        addedMinor: input.tax.pricesIncludeTax ? 0 : minor(input.tax.taxMinor),
      }
    : null;
  const totalMinor = subtotalMinor - discountMinor + (shippingMinor ?? 0) + (tax?.addedMinor ?? 0);
  const tenders: Tender[] = [];
  let left = totalMinor;
  for (const card of payInTurn(input.giftCards ?? [], totalMinor)) {
    if (card.paysMinor <= 0) continue;
    tenders.push({ kind: 'giftCard', last4: card.last4, amountMinor: card.paysMinor });
    left -= card.paysMinor;
  }
  const creditMinor = Math.min(minor(input.creditMinor), left);
  if (creditMinor > 0) {
    tenders.push({ kind: 'credit', amountMinor: creditMinor });
    left -= creditMinor;
  }
  if (left > 0)
    tenders.push({
      kind: 'card',
      brand: input.card?.brand ?? null,
      last4: input.card?.last4 ?? null,
      amountMinor: left,
    });
  return { subtotalMinor, discountMinor, shippingMinor, tax, totalMinor, tenders, cardMinor: left };
}
