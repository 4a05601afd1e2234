import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { registerByApi, signIn } from './account';
import { cardToken } from './checkout';

/** An address as place-order takes it (the API's, not the form's). */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  line1: string;
  city: string;
  region?: string;
  postcode?: string;
  countryCode: string;
  phone: string;
}

/** Where the e2e orders of the GB and UAE stores go, as place-order takes an address. */
export const LONDON_ORDER_ADDRESS: OrderAddress = {
  firstName: 'Ava',
  lastName: 'Stone',
  line1: '12 Long Acre',
  city: 'London',
  postcode: 'WC2E 9LH',
  countryCode: 'GB',
  phone: '07700 900123',
};

export const DUBAI_ORDER_ADDRESS: OrderAddress = {
  firstName: 'Ava',
  lastName: 'Stone',
  line1: 'Villa 12, Al Wasl Road',
  city: 'Dubai',
  region: 'DU',
  countryCode: 'AE',
  phone: '+971 50 123 4567',
};

let counter = 0;
export const uniqueOrderEmail = (tag: string, info: TestInfo) =>
  `e2e.orders.${tag}.${info.project.name}.${Date.now()}.${++counter}@example.com`.toLowerCase();

/**
 * A size with at least `atLeast` in stock in the store's region, found through the §7.6 v2
 * inventory call, looking from product `from` on (a test that counts a size's units starts where
 * the tests running beside it do not, so their orders do not move its count).
 */
export async function sizeInStock(
  request: APIRequestContext,
  header: string,
  options: { atLeast?: number; from?: number } = {},
): Promise<string> {
  const atLeast = options.atLeast ?? 5;
  for (let i = 0; i < 80; i++) {
    const n = (((options.from ?? 1) - 1 + i) % 80) + 1;
    const sku = `VT${String(n).padStart(6, '0')}`;
    const res = await request.get(`/api/v2/product/${sku}/inventory`, { headers: { locale: header } });
    if (!res.ok()) continue;
    const body = (await res.json()) as { sizes: { sku: string; quantity: number }[] };
    const size = body.sizes.find((s) => s.quantity >= atLeast);
    if (size) return size.sku;
  }
  throw new Error(`no size in stock for ${header}`);
}

/** What a size holds in the store's region (§7.6 v2 inventory). */
export async function unitsInStock(request: APIRequestContext, header: string, sku: string): Promise<number> {
  const product = sku.replace(/-.*$/, '');
  const res = await request.get(`/api/v2/product/${product}/inventory`, { headers: { locale: header } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { sizes: { sku: string; quantity: number }[] };
  return body.sizes.find((s) => s.sku === sku)?.quantity ?? 0;
}

export async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'vt_xsrf');
  expect(cookie, 'the proxy sets the anti-forgery cookie on page loads').toBeTruthy();
  return { 'x-xsrf-token': cookie!.value };
}

/** Places the order of the bag the cookies (or `headers`) name, paid by a one-off card, delivered standard: its number. */
export async function placeBagOrder(
  page: Page,
  headers: Record<string, string>,
  address: OrderAddress,
): Promise<string> {
  const placed = await page.request.post('/api/v1/checkout/place-order', {
    headers,
    data: {
      shippingAddress: address,
      deliveryMethod: 'standard',
      payment: { cardToken: await cardToken(page.request) },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { number: string } }).order.number;
}

/**
 * A signed-in customer's order of one of `sku` (a size in stock unless told), through the browser
 * context's own cookies (so the session is the page's): the bag, then placeBagOrder.
 * Cookie-authenticated calls other than GET carry the anti-forgery header (§9).
 */
export async function placeCustomerOrder(
  page: Page,
  store: { header: string; address: OrderAddress },
  sku?: string,
): Promise<string> {
  const headers = { locale: store.header, ...(await xsrfHeader(page)) };
  const size = sku ?? (await sizeInStock(page.request, store.header));
  const bag = await page.request.post('/api/v1/quote', { headers, data: { product: { sku: size, qty: 1 } } });
  expect((await bag.json()).errors, `bag for ${size}`).toEqual([]);
  return placeBagOrder(page, headers, store.address);
}

/** Registers through the API, then signs in through the login page a protected page sends to. */
export async function signUpAndIn(
  page: Page,
  info: TestInfo,
  url: string,
  header = 'en_GB',
): Promise<string> {
  const email = uniqueOrderEmail('customer', info);
  await registerByApi(page.request, email, { header });
  await page.goto(url);
  await expect(page).toHaveURL(/\/customer\/account\/login\/referer\//);
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${url.split('?')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  return email;
}
