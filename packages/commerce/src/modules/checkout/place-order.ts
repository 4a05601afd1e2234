import { randomUUID } from 'node:crypto';
import {
  deploymentBrand,
  getBrand,
  BRANDS,
  DEFAULT_BRAND,
  type DeliveryMethodCode,
  type LocaleConfig,
} from '@vitrine/config';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import type { Language } from '../../kernel/language.ts';
import { takeStock } from '../catalog/index.ts';
import { checkedAddress, findAddress, type AddressInput, getProfile } from '../customer/index.ts';
import { orderService, trackOrderPath, type OrderAddress } from '../order/index.ts';
import {
  declineError,
  type Challenge,
  type Payment,
  type PaymentAttempt,
  type PaymentService,
} from '../payment/index.ts';
import {
  activeCustomerQuoteId,
  closeQuote,
  hashQuoteToken,
  lockQuoteForCheckout,
  quoteIdForCaller,
  type PricedQuote,
} from '../quote/index.ts';
import { localDate } from '../giftcard/index.ts';
import type { OrderPlacedHook } from './events.ts';
import type { TaxProvider } from '../tax/index.ts';
import { takeTenders } from './tenders.ts';
import { deliveryMethodFor } from './delivery-method.ts';
import { DEFAULT_TAX_PROVIDER, taxOfBag } from './tax.ts';
import { asOnlyCheckoutHere, claimBagForCheckout } from './bag-claims.ts';
import { lockKey, requestHash, storeAnswer, storedAnswer, type StoredAnswer } from './idempotency.ts';

// Place order (issue 4 item 4, decision 0012): one PostgreSQL transaction from the bag to the
// order. The payment is authorised inside it, after stock is taken, so a refusal before that
// point never reaches the card. A card payment is recorded as an attempt, committed, before the
// transaction (issue 34 item 9): whatever fails after the authorisation, a crash included, the
// attempt leads to the money it held and releases it (payment/attempts.ts).

export type AddressChoice = { addressId: string } | AddressInput;

export interface PlaceOrderRequest {
  /** Required for a guest; a customer's defaults to the account's. */
  email?: string | undefined;
  /** Required when the bag holds products; a bag of digital items only has no parcel (issue 6). */
  shippingAddress?: AddressChoice | undefined;
  /** Absent: the shipping address. A digital-only order needs one of the two: it stands in as its address. */
  billingAddress?: AddressChoice | undefined;
  /** Required when the bag holds products; a digital-only order ships by 'digital' at no cost. */
  deliveryMethod?: DeliveryMethodCode | undefined;
  /** Absent only when gift cards and credit pay the whole order. */
  payment?: { savedCardId: string } | { cardToken: string } | undefined;
  /** Store credit to spend (minor units of the store currency, issue 6); absent or 0 for none. */
  creditMinor?: number | undefined;
  /** The payment reference of a completed challenge (the `requires_action` answer's reference). */
  authentication?: string | undefined;
}

export interface PlaceOrderCaller {
  store: LocaleConfig;
  language: Language;
  /** The `Quote` header or cookie token; undefined for none. */
  token?: string | undefined;
  customerId?: string | undefined;
  idempotencyKey?: string | undefined;
  storeLink: (path: string) => string;
  now?: Date;
}

export interface PlacedOrder {
  status: 'placed';
  order: {
    id: string;
    number: string;
    email: string;
    total: { amountMinor: number; currency: string };
    itemCount: number;
    trackUrl: string;
  };
}

export interface ActionRequired {
  status: 'requires_action';
  payment: { reference: string; challenge: Challenge };
}

export type PlaceOrderAnswer =
  | { httpStatus: 201; body: PlacedOrder; replayed: boolean; productUrlKeys: string[] }
  | { httpStatus: 202; body: ActionRequired; replayed: false; productUrlKeys: [] };

/** Thrown inside the transaction to roll back the stock taken while the bank asks its question. */
class ChallengePending extends Error {
  readonly payment: Payment;

  constructor(payment: Payment) {
    super('payment requires action');
    this.payment = payment;
  }
}

export interface PlaceOrderDeps {
  db: Database;
  payments: PaymentService;
  /** The deployment's brand (BRAND): orders carry it for the group prefix of §7.3. */
  brand?: string;
  /** What other modules do when an order is placed (packages/commerce/src/order-hooks.ts). */
  placedHooks: readonly OrderPlacedHook[];
  /** Issue 31: where the tax comes from; the built-in rate table unless another is configured. */
  tax?: TaxProvider;
}

export async function placeOrder(
  deps: PlaceOrderDeps,
  caller: PlaceOrderCaller,
  request: PlaceOrderRequest,
): Promise<PlaceOrderAnswer> {
  const { db, payments } = deps;
  const now = caller.now ?? new Date();
  const brand = getBrand(deps.brand ?? deploymentBrand()) ?? BRANDS[DEFAULT_BRAND];
  const scope = caller.customerId ? `customer:${caller.customerId}` : 'guest';
  const bodyHash = requestHash(request);
  const guestBag = caller.token ? `token:${hashQuoteToken(caller.token)}` : undefined;
  const bagClaim = guestBag ?? (caller.customerId ? `customer:${caller.customerId}` : undefined);
  let attempt: PaymentAttempt | undefined;

  try {
    return await asOnlyCheckoutHere(bagClaim, caller.idempotencyKey, async () => {
      if (request.payment) attempt = await payments.openAttempt(randomUUID(), request.authentication);
      return transaction();
    });
  } catch (err) {
    if (err instanceof ChallengePending) {
      if (attempt) await payments.noteChallenge(attempt, err.payment.providerReference);
      return {
        httpStatus: 202,
        body: {
          status: 'requires_action',
          payment: { reference: err.payment.providerReference, challenge: err.payment.challenge! },
        },
        replayed: false,
        productUrlKeys: [],
      };
    }
    // The order did not commit: the money the card's bank set aside is given back. Should the
    // provider not answer now, the attempt stays open for the payments-reconcile job.
    if (attempt) await payments.settleAttempt(attempt).catch(() => {});
    throw err;
  }

  function transaction(): Promise<PlaceOrderAnswer> {
    return db.transaction(async (tx) => {
      const key = caller.idempotencyKey;
      if (key) {
        await lockKey(tx, scope, key);
        const earlier = await storedAnswer(tx, scope, key);
        if (earlier) {
          if (attempt) await payments.dropAttempt(tx, attempt);
          return replay(tx, caller, earlier, bodyHash, guestBag);
        }
      }
      if (attempt) await payments.holdAttempt(tx, attempt);
      // The order takes its payment attempt's id: the attempt names the order it was for.
      const orderId = attempt?.id ?? randomUUID();
      if (bagClaim) await claimBagForCheckout(tx, bagClaim);

      const quoteId = await quoteIdForCaller(tx, {
        store: caller.store,
        token: caller.token,
        customerId: caller.customerId,
        language: caller.language,
        now,
      });
      const bag = await lockQuoteForCheckout(tx, quoteId, { now });
      assertReadyToOrder(bag);

      const email = await orderEmail(tx, caller, request);
      const { shipping, billing, method } = await deliveryOf(tx, caller, request, bag, now);

      // Issue 31: the tax of the goods where they go (the billing address for digital items only),
      // before stock is taken: its row locks are then held for no longer than before.
      const taxed = await taxOfBag(tx, deps.tax ?? DEFAULT_TAX_PROVIDER, {
        store: caller.store,
        bag,
        deliveryMinor: method.priceMinor,
        address: shipping,
        at: now,
      });
      const shortfall = await takeStock(
        tx,
        caller.store.stockRegion,
        bag.lines.map((l) => ({ variantId: l.variantId, sku: l.sku, quantity: l.quantity })),
      );
      if (shortfall) {
        throw new DomainError(shortfall.available > 0 ? 'ORDER_QUANTITY_ABOVE_STOCK' : 'ORDER_OUT_OF_STOCK', {
          sku: shortfall.sku,
          name: bag.lines.find((l) => l.sku === shortfall.sku)?.name ?? shortfall.sku,
          available: String(shortfall.available),
        });
      }

      const dueMinor = bag.total.amountMinor + method.priceMinor + taxed.calculation.addedMinor;
      const tenders = await takeTenders({
        tx,
        orderId,
        store: caller.store,
        customerId: caller.customerId ?? null,
        bag,
        dueMinor,
        creditMinor: request.creditMinor,
      });
      const totalMinor = dueMinor - tenders.giftCardMinor - tenders.creditMinor;
      const payment = totalMinor > 0 ? await authorise(totalMinor) : null;

      async function authorise(amountMinor: number): Promise<Payment> {
        if (!request.payment)
          throw new DomainError('VALIDATION_FAILED', { fields: 'payment' }, { payment: 'required' });
        const answer = await payments.authoriseForOrder(
          {
            customerId: caller.customerId ?? null,
            card:
              'savedCardId' in request.payment
                ? { savedCardId: request.payment.savedCardId }
                : { token: request.payment.cardToken },
            amountMinor,
            currency: bag.currency,
            reference: `quote-${bag.quoteId}`,
            ...(request.authentication ? { authentication: request.authentication } : {}),
            ...(attempt ? { idempotencyKey: attempt.idempotencyKey } : {}),
          },
          tx,
        );
        if (answer.status === 'requires_action') throw new ChallengePending(answer);
        if (answer.status !== 'authorised') throw declineError(answer.declineReason);
        return answer;
      }

      const created = await orderService(db).createOrder(tx, {
        id: orderId,
        customerId: caller.customerId ?? null,
        email,
        storeLocale: caller.store.localeISOCode,
        currency: bag.currency as never,
        brand: brand.id,
        lines: [
          ...bag.lines.map((l, i) => ({
            sku: l.sku,
            productSku: l.productSku,
            urlKey: l.urlKey,
            name: l.name,
            size: l.sizeLabel,
            colour: l.colour,
            imagePath: l.image?.path ?? null,
            unitPriceMinor: l.unitPrice.amountMinor,
            quantity: l.quantity,
            tax: taxed.lines[i]!,
          })),
          // Issue 6: a gift card or the subscription is a line of its kind, one per item.
          ...bag.digitalItems.map((item, i) => ({
            kind: item.kind,
            sku: item.sku,
            productSku: item.sku,
            urlKey: '',
            name: item.name,
            size: '',
            colour: '',
            imagePath: null,
            unitPriceMinor: item.amount.amountMinor,
            quantity: 1,
            tax: taxed.lines[bag.lines.length + i]!,
          })),
        ],
        subtotalMinor: bag.subtotal.amountMinor,
        discountMinor: bag.discount.amountMinor,
        shippingMinor: method.priceMinor,
        giftCardMinor: tenders.giftCardMinor,
        creditMinor: tenders.creditMinor,
        totalMinor,
        tax: taxed.order,
        promotionCode: bag.promotion?.applied ? bag.promotion.code : null,
        shippingMethod: method.code,
        deliveryFrom: method.delivery.from.date,
        deliveryTo: method.delivery.to.date,
        shippingAddress: shipping,
        billingAddress: billing,
        quoteId: bag.quoteId,
        paymentId: payment?.id ?? null,
        storeLink: caller.storeLink,
      });
      if (payment) await payments.attachToOrder(payment.id, created.id, tx);
      if (attempt) {
        if (payment) await payments.completeAttempt(tx, attempt);
        else await payments.dropAttempt(tx, attempt);
      }
      const placed = {
        tx,
        orderId: created.id,
        orderNumber: created.number,
        store: caller.store,
        customerId: caller.customerId ?? null,
        email,
        bag,
        now,
      };
      for (const hook of deps.placedHooks) await hook(placed);
      await closeQuote(tx, bag.quoteId, {
        redeemPromotion: bag.promotion?.applied ? bag.promotion.code : undefined,
      });

      const body: PlacedOrder = {
        status: 'placed',
        order: {
          id: created.id,
          number: created.number,
          email,
          total: { amountMinor: totalMinor, currency: bag.currency },
          itemCount: bag.itemCount,
          // Guests cannot open the signed-in tracking page: theirs is the public look-up.
          trackUrl: caller.storeLink(trackOrderPath(created.number, { guest: !caller.customerId })),
        },
      };
      if (key) {
        await storeAnswer(tx, {
          scope,
          key,
          requestHash: bodyHash,
          orderId: created.id,
          answer: { status: 201, body, bag: guestBag ?? `quote:${bag.quoteId}` },
        });
      }
      return {
        httpStatus: 201 as const,
        body,
        replayed: false,
        productUrlKeys: [...new Set(bag.lines.map((l) => l.urlKey))],
      };
    });
  }
}

/** The first answer again, if this is the same request for the same bag (issue 4). */
async function replay(
  tx: Transaction,
  caller: PlaceOrderCaller,
  earlier: { requestHash: string; answer: StoredAnswer },
  bodyHash: string,
  guestBag: string | undefined,
): Promise<PlaceOrderAnswer> {
  const reused = () => new DomainError('IDEMPOTENCY_KEY_REUSED');
  if (earlier.requestHash !== bodyHash) throw reused();
  if (!caller.customerId) {
    if (earlier.answer.bag !== guestBag) throw reused();
  } else {
    // The first order closed its bag; an open bag now is another one.
    const open = await activeCustomerQuoteId(tx, caller.customerId, caller.store);
    if (open !== undefined && `quote:${open}` !== earlier.answer.bag) throw reused();
  }
  return {
    httpStatus: 201,
    body: earlier.answer.body as PlacedOrder,
    replayed: true,
    productUrlKeys: [],
  };
}

/** What checkout refuses to order (decision 0012): the shopper reviews the bag first. */
function assertReadyToOrder(bag: PricedQuote): void {
  if (bag.status !== 'active') throw new DomainError('QUOTE_NOT_FOUND');
  if (bag.unavailable.length > 0 || bag.lines.some((l) => l.outOfStock || l.quantityAboveStock))
    throw new DomainError('BAG_NEEDS_REVIEW');
  if (bag.lines.length === 0 && bag.digitalItems.length === 0) throw new DomainError('BAG_EMPTY');
  // A price that moved since the bag or checkout page showed it: charge only what was seen.
  if (bag.lines.some((l) => l.priceChanged)) throw new DomainError('BAG_PRICES_CHANGED');
  if (bag.promotion && !bag.promotion.applied) throw new DomainError('BAG_PROMOTION_INVALID');
}

/** Delivery of what the order ships; shipping method code of an order of digital items only. */
export const DIGITAL_SHIPPING_METHOD = 'digital';

interface Delivery {
  shipping: OrderAddress;
  billing: OrderAddress;
  method: { code: string; priceMinor: number; delivery: { from: { date: string }; to: { date: string } } };
}

/**
 * The order's addresses and delivery. A bag with products needs a shipping address and a delivery
 * method the store offers there. A bag of digital items only (issue 6: gift cards, the
 * subscription) has no parcel: no method is asked, delivery costs 0 (method 'digital', "delivered"
 * today), and the billing address (or the shipping address when only that is sent) stands in as
 * the order's address.
 */
async function deliveryOf(
  tx: Transaction,
  caller: PlaceOrderCaller,
  request: PlaceOrderRequest,
  bag: PricedQuote,
  now: Date,
): Promise<Delivery> {
  const missing = (field: string) =>
    new DomainError('VALIDATION_FAILED', { fields: field }, { [field]: 'required' });
  if (bag.lines.length === 0) {
    const choice = request.billingAddress ?? request.shippingAddress;
    if (!choice) throw missing('billingAddress');
    const address = await orderAddress(tx, caller, choice);
    const today = localDate(now, caller.store.timezone);
    const method = {
      code: DIGITAL_SHIPPING_METHOD,
      priceMinor: 0,
      delivery: { from: { date: today }, to: { date: today } },
    };
    return { shipping: address, billing: address, method };
  }
  if (!request.shippingAddress) throw missing('shippingAddress');
  if (!request.deliveryMethod) throw missing('deliveryMethod');
  const shipping = await orderAddress(tx, caller, request.shippingAddress);
  const billing = request.billingAddress ? await orderAddress(tx, caller, request.billingAddress) : shipping;
  const method = await deliveryMethodFor(tx, caller, bag, request.deliveryMethod, shipping, now);
  if (!method) throw new DomainError('DELIVERY_METHOD_UNAVAILABLE');
  return { shipping, billing, method };
}

async function orderEmail(
  tx: Transaction,
  caller: PlaceOrderCaller,
  request: PlaceOrderRequest,
): Promise<string> {
  if (request.email) return request.email.trim().toLowerCase();
  if (caller.customerId) return (await getProfile(tx, caller.customerId)).email;
  throw new DomainError('VALIDATION_FAILED', { fields: 'email' }, { email: 'required' });
}

async function orderAddress(
  tx: Transaction,
  caller: PlaceOrderCaller,
  choice: AddressChoice,
): Promise<OrderAddress> {
  if ('addressId' in choice) {
    const saved = caller.customerId ? await findAddress(tx, caller.customerId, choice.addressId) : undefined;
    if (!saved) throw new DomainError('ADDRESS_NOT_FOUND');
    // A saved address is checked again: it may be in a country this store does not deliver to.
    return checkedAddress(saved, caller.store);
  }
  return checkedAddress(choice, caller.store);
}
