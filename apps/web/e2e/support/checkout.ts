import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { paymentOrigin } from '../../playwright.config';

/** The payment sandbox's test cards (docs/operations/payments.md). */
export const SANDBOX_CARDS = {
  approve: '4444 3333 2222 1111',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
};

/** What the checkout's (and the address book's) address fields take; `region` is the US state. */
export interface FormAddress {
  line1: string;
  city: string;
  postcode: string;
  region?: string;
  phone: string;
}

export const LONDON: FormAddress = {
  line1: '12 Long Acre',
  city: 'London',
  postcode: 'WC2E 9LH',
  phone: '07700 900123',
};

export const NEW_YORK: FormAddress = {
  line1: '350 5th Ave',
  city: 'New York',
  region: 'NY',
  postcode: '10118',
  phone: '+1 212 555 0100',
};

/** The UAE has no postcodes: the field is not shown. */
export const DUBAI: FormAddress = {
  line1: 'Villa 12, Al Wasl Road',
  city: 'Dubai',
  region: 'DU',
  postcode: '',
  phone: '+971 50 123 4567',
};

/** Types a name and an address into the address fields on the page. */
export async function fillAddress(page: Page, address: FormAddress, firstName = 'Ava', lastName = 'Stone') {
  await page.locator('input[name="firstName"]').fill(firstName);
  await page.locator('input[name="lastName"]').fill(lastName);
  await page.locator('input[name="line1"]').fill(address.line1);
  await page.locator('input[name="city"]').fill(address.city);
  if (address.region) await page.locator('select[name="region"]').selectOption(address.region);
  if (address.postcode) await page.locator('input[name="postcode"]').fill(address.postcode);
  await page.locator('input[name="phone"]').fill(address.phone);
}

/**
 * Types a card into the payment provider's card fields, framed in the checkout from its own origin
 * (issue 34): the approving card unless told, valid two years on.
 */
export async function fillCard(page: Page, number = SANDBOX_CARDS.approve, name = 'Ava Stone') {
  const fields = cardFrame(page);
  await fields.locator('input[name="number"]').fill(number);
  await fields.locator('select[name="expMonth"]').selectOption('12');
  await fields.locator('select[name="expYear"]').selectOption(String(new Date().getFullYear() + 2));
  await fields.locator('input[name="cvc"]').fill('123');
  await fields.locator('input[name="holderName"]').fill(name);
}

/** The provider's card fields in the page. */
export const cardFrame = (page: Page) => page.frameLocator('iframe[data-testid="card-frame"]');

/** Answers the bank's extra step on its own screen, framed from the provider's origin. */
export async function answerChallenge(page: Page, code = '123456') {
  const bank = page.frameLocator('iframe[data-testid="challenge-frame"]');
  await bank.locator('input[name="code"]').fill(code);
  await bank.getByRole('button').click();
}

/** Places the order on /checkout and waits for the confirmation: the order number. */
export async function placeOrder(page: Page, options: { timeout?: number } = {}): Promise<string> {
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=VT\d+$/, options);
  return (await page.getByTestId('order-number').textContent())!.trim();
}

/**
 * A size in stock (§7.6 v2 inventory) put in the signed-in customer's bag through the API; with
 * `atLeastMinor`, sizes of further products until the bag's subtotal reaches it.
 */
export async function fillBag(page: Page, header: string, options: { atLeastMinor?: number } = {}) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'vt_xsrf');
  const headers = { locale: header, 'x-xsrf-token': cookie!.value };
  for (let n = 1 + Math.floor(Math.random() * 30); n <= 80; n++) {
    const sku = `VT${String(n).padStart(6, '0')}`;
    const res = await page.request.get(`/api/v2/product/${sku}/inventory`, { headers: { locale: header } });
    if (!res.ok()) continue;
    const size = ((await res.json()) as { sizes: { sku: string; quantity: number }[] }).sizes.find(
      (s) => s.quantity >= 5,
    );
    if (!size) continue;
    const bag = await page.request.post('/api/v1/quote', {
      headers,
      data: { product: { sku: size.sku, qty: 1 } },
    });
    expect((await bag.json()).errors).toEqual([]);
    if (!options.atLeastMinor) return;
    const read = await page.request.get('/api/v1/quote', { headers: { locale: header } });
    if (
      ((await read.json()) as { subtotal: { amountMinor: number } }).subtotal.amountMinor >=
      options.atLeastMinor
    )
      return;
  }
  throw new Error('no size in stock');
}

/**
 * A one-off token for the approving card from the payment provider (issue 34), as its card fields
 * get one: the number goes to the provider's origin, never the store's.
 */
export async function cardToken(request: APIRequestContext, holderName = 'Ava Stone'): Promise<string> {
  const res = await request.post(`${paymentOrigin}/v1/tokens`, {
    data: {
      number: SANDBOX_CARDS.approve,
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
      holderName,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Issue 29 item 11: a money view names each tender (`giftCards`: the last four of each gift card's
 * code; `credit`: what the account balance paid; `cardLast4`: the bank card, once the order names
 * it) and the tenders add up to the total shown by `totalTestId` (its data-total-minor).
 */
export async function expectTendersAddUp(
  scope: Locator,
  totalTestId: string,
  expected: { giftCards?: string[]; creditMinor?: number; cardLast4?: string },
) {
  const giftCards = scope.getByTestId('tender-gift-card');
  await expect(giftCards).toHaveCount(expected.giftCards?.length ?? 0);
  for (const [i, last4] of (expected.giftCards ?? []).entries())
    await expect(giftCards.nth(i)).toContainText(`•••• ${last4}`);
  const credit = scope.getByTestId('tender-credit');
  if (expected.creditMinor)
    await expect(credit).toHaveAttribute('data-amount-minor', String(expected.creditMinor));
  else await expect(credit).toHaveCount(0);
  if (expected.cardLast4)
    await expect(scope.getByTestId('tender-card')).toContainText(`•••• ${expected.cardLast4}`);
  const total = Number(await scope.getByTestId(totalTestId).getAttribute('data-total-minor'));
  const rows = scope.locator('[data-testid^="tender-"][data-amount-minor]');
  const amounts = await rows.evaluateAll((els) =>
    els.map((el) => Number(el.getAttribute('data-amount-minor'))),
  );
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts.reduce((sum, n) => sum + n, 0)).toBe(total);
}
