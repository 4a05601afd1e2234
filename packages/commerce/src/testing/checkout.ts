import type { Database } from '../db/client.ts';
import type { Api } from '../api.ts';
import {
  codeLast4,
  formatGiftCardCode,
  hashGiftCardCode,
  hashGiftCardPin,
  newGiftCardCode,
  newGiftCardPin,
} from '../modules/giftcard/codes.ts';
import { fromAddress, jsonRequest } from './accounts.ts';
import { createDatabase } from '../db/client.ts';
import { paymentProviderFor, sandboxHostedApp } from '../modules/payment/index.ts';
import { testDatabaseUrl } from './database.ts';

/** Helpers for tests that fill bags and check out through the real API. */

export type ApiCall = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

/** Calls below /api/v1 as JSON, each from a client address of its own (see `fromAddress`). */
export const apiCaller =
  (api: Api): ApiCall =>
  (method, path, body, headers = {}) =>
    jsonRequest(api, method, `/api/v1${path}`, body, { ...fromAddress(), ...headers });

/** A GB address that every store ships to. */
export const LONDON_ADDRESS = {
  firstName: 'Ava',
  lastName: 'Stone',
  line1: '12 Long Acre',
  city: 'London',
  postcode: 'WC2E 9LH',
  countryCode: 'GB',
  phone: '07700 900123',
};

/** The payment sandbox's card numbers and what it does with each. */
export const SANDBOX_CARDS = {
  approve: '4444 3333 2222 1111',
  decline: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  challenge: '4000 0000 0000 3220',
};

let provider: ReturnType<typeof sandboxHostedApp> | undefined;
/** The sandbox acquirer's own origin (its card fields' token endpoint), as a browser reaches it. */
function providerOrigin() {
  provider ??= sandboxHostedApp(paymentProviderFor(createDatabase(testDatabaseUrl(), 1)), {
    storeOrigins: [],
  });
  return provider;
}

/**
 * A card token as the provider's card fields make one in the browser (issue 34): the number goes
 * to the provider's origin, never to the store's API.
 */
export async function cardToken(
  number: string = SANDBOX_CARDS.approve,
  holderName = 'Ava Stone',
  expYear = new Date().getFullYear() + 2,
): Promise<string> {
  const res = await providerOrigin().request('/v1/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expMonth: 12, expYear, cvc: '123', holderName }),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`card token failed: ${res.status} ${text}`);
  return (JSON.parse(text) as { token: string }).token;
}

/** Answers the bank's extra step on the provider's own screen, as the shopper does in its frame. */
export async function answerChallenge(
  reference: string,
  code: string,
): Promise<'authenticated' | 'retry' | 'failed'> {
  const res = await providerOrigin().request(`/challenge/${encodeURIComponent(reference)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code }).toString(),
  });
  if (res.status === 422) return 'retry';
  return (await res.text()).includes('data-status="authenticated"') ? 'authenticated' : 'failed';
}

/** A card saved to a customer's account (POST /card with the provider's token), valid for years: its id. */
export async function saveCard(
  call: ApiCall,
  headers: Record<string, string>,
  number: string = SANDBOX_CARDS.approve,
): Promise<string> {
  const token = await cardToken(number, 'Ava Stone', new Date().getFullYear() + 5);
  const res = await call('POST', '/card', { token }, headers);
  const text = await res.text();
  if (res.status !== 201) throw new Error(`saving a card failed: ${res.status} ${text}`);
  return (JSON.parse(text) as { id: string }).id;
}

/** A new guest bag holding one of `sku`: its token. */
export async function guestBag(call: ApiCall, sku: string, headers: Record<string, string> = {}) {
  const res = await call('POST', '/quote', { product: { sku, qty: 1 } }, headers);
  return ((await res.json()) as { token: string }).token;
}

/** POST /checkout/place-order shipping standard to `LONDON_ADDRESS`; `body` adds to or overrides that. */
export const placeLondonOrder = (
  call: ApiCall,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  call(
    'POST',
    '/checkout/place-order',
    { shippingAddress: LONDON_ADDRESS, deliveryMethod: 'standard', ...body },
    headers,
  );

/** An en-GB gift card straight into the table, usable since a minute ago unless told: its code and PIN. */
export async function makeGiftCard(
  db: Database,
  options: {
    amountMinor?: number;
    currency?: string;
    status?: string;
    deliverAt?: Date;
    recipientEmail?: string;
  } = {},
) {
  const code = newGiftCardCode();
  const pin = newGiftCardPin();
  const amount = options.amountMinor ?? 5000;
  const deliverAt = options.deliverAt ?? new Date(Date.now() - 60_000);
  const { rows } = await db.$client.query<{ id: string }>(
    `insert into gift_cards (code_hash, pin_hash, code_last4, currency, initial_minor, balance_minor, status,
       store_locale, recipient_name, recipient_email, sender_name, deliver_on, deliver_at)
     values ($1, $2, $3, $4, $5, $5, $6, 'en-GB', 'Mia', $9, 'Ava', $7, $8) returning id`,
    [
      hashGiftCardCode(code),
      hashGiftCardPin(code, pin),
      codeLast4(code),
      options.currency ?? 'GBP',
      amount,
      options.status ?? 'active',
      deliverAt.toISOString().slice(0, 10),
      deliverAt,
      options.recipientEmail ?? 'mia@example.com',
    ],
  );
  return { id: rows[0]!.id, code: formatGiftCardCode(code), pin };
}
