import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from './support/test';
import { PAYMENT_MESSAGES } from '../../../packages/commerce/src/modules/payment/messages.ts';
import { expectNoAxeViolations } from './support/axe';
import { uniqueAddress } from './support/addresses';
import { DUBAI, fillAddress, LONDON, type FormAddress } from './support/checkout';
import { signUpAndIn, sizeInStock, uniqueOrderEmail } from './support/orders';
import { stripeOrigin } from '../playwright.config';

/**
 * Issue 34, decision 0079: a deployment whose provider is Stripe (the `boohooman` project's store,
 * against the fake Stripe of packages/commerce/src/testing/fake-stripe.ts and its Stripe.js). The
 * card is typed into Stripe's Card Element, framed from Stripe's origin; the store's page gets a
 * PaymentMethod. en-GB approves; ar-AE, right to left, is declined, then passes 3-D Secure on the
 * bank's page; a saved card is added and removed; a Stripe.js that does not load says so.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const SHOTS = path.join(root, 'test-results', 'stripe-screens');

/** Stripe's test cards (https://docs.stripe.com/testing). */
const CARDS = { approve: '4242424242424242', decline: '4000000000000002', challenge: '4000002760003184' };

type Language = 'en' | 'ar';
const checkoutWording = (language: Language) =>
  JSON.parse(fs.readFileSync(path.join(here, `../messages/checkout/${language}.json`), 'utf8')) as {
    cardFields: Record<'unavailable' | 'holderName' | 'retry', string>;
  };

const cardElement = (page: Page) => page.frameLocator('[data-testid="stripe-card-element"] iframe');

/** Types a card into Stripe's Card Element (expiry two years on) and the holder's name beside it. */
async function typeCard(page: Page, number: string, name = 'Ava Stone') {
  await expect(page.getByTestId('new-card')).toHaveAttribute('data-status', 'ready');
  const card = cardElement(page);
  await card.locator('input[name="cardnumber"]').fill(number);
  await card.locator('input[name="exp-date"]').fill(`12${String((new Date().getFullYear() + 2) % 100)}`);
  await card.locator('input[name="cvc"]').fill('123');
  await page.getByTestId('card-holder').fill(name);
}

/** A guest's bag of one size, then /checkout with the contact and address typed and standard delivery. */
async function guestCheckout(
  page: Page,
  info: TestInfo,
  store: { prefix: string; header: string; address: FormAddress },
) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
  const sku = await sizeInStock(page.request, store.header, { from: 1 + Math.floor(Math.random() * 40) });
  // A guest's bag through the §7.5 API, kept in the cookies the §4.2 client stores it in.
  const created = await page.request.post('/api/v1/quote', {
    headers: { locale: store.header },
    data: { product: { sku, qty: 1 }, generalData: { deviceType: 'desktop', siteViewMode: 'desktop' } },
  });
  const bag = (await created.json()) as { token: string; errors: unknown[] };
  expect(bag.errors).toEqual([]);
  await page.context().addCookies(
    [
      ['vt_quote_token', bag.token],
      ['vt_quote_flag', '1'],
    ].map(([name, value]) => ({ name: name!, value: value!, domain: '127.0.0.1', path: '/' })),
  );
  await page.goto(`${store.prefix}/checkout`);
  // Typed before hydration, React would reset the fields: wait for the scripts.
  await page.waitForLoadState('networkidle');
  const email = uniqueOrderEmail('stripe', info);
  await page.locator('input[name="email"]').fill(email);
  await fillAddress(page, store.address);
  await page.locator('input[name="deliveryMethod"][value="standard"]').check();
  return email;
}

/** Every request to any origin but Stripe's (the store's pages, actions and API), to read for the card. */
function requestsElsewhere(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== stripeOrigin)
      seen.push(`${request.url()}\n${request.postData() ?? ''}`);
  });
  return seen;
}

test('en-GB: a guest pays with Stripe’s card fields; the card goes to Stripe only; axe clean', async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const elsewhere = requestsElsewhere(page);
  await guestCheckout(page, info, { prefix: '', header: 'en_GB', address: LONDON });
  const fields = page.getByTestId('new-card');
  await expect(fields).toHaveAttribute('data-card-fields', 'stripe');

  // Stripe's own validation message shows in the page's error slot.
  await expect(fields).toHaveAttribute('data-status', 'ready');
  await cardElement(page).locator('input[name="cardnumber"]').fill('4242 4242');
  await cardElement(page).locator('input[name="exp-date"]').focus();
  await expect(page.getByTestId('card-error')).toHaveText('Your card number is incomplete.');

  await typeCard(page, CARDS.approve);
  await expect(page.getByTestId('card-error')).toHaveCount(0);
  await expectNoAxeViolations(page, 'en-GB checkout with Stripe’s card fields');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=VT\d+$/);
  await expect(page.getByTestId('order-number')).toHaveText(/^VT\d{6,}$/);
  expect(elsewhere.filter((r) => r.includes(CARDS.approve) || r.includes('4242 4242'))).toEqual([]);
  expect(elsewhere.some((r) => r.includes('pm_'))).toBe(true);
});

test('ar-AE, right to left: a declined card says so in Arabic, then 3-D Secure on the bank’s page orders', async ({
  page,
}, info) => {
  test.setTimeout(75_000);
  await guestCheckout(page, info, { prefix: '/ae-ar', header: 'ar_AE', address: DUBAI });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('new-card')).toHaveAttribute('data-status', 'ready');
  // Stripe.js was loaded in Arabic, and its frame lays out right to left.
  await expect(cardElement(page).locator('html')).toHaveAttribute('lang', 'ar');
  await expect(cardElement(page).locator('html')).toHaveAttribute('dir', 'rtl');

  await typeCard(page, CARDS.decline, 'نور حداد');
  await page.getByTestId('place-order').click();
  const declined = PAYMENT_MESSAGES.PAYMENT_DECLINED.ar;
  await expect(page.getByTestId('checkout-message')).toHaveText(declined);
  await expect(page.getByTestId('card-error')).toHaveText(declined);
  await expect(page).toHaveURL(/\/ae-ar\/checkout$/);

  await typeCard(page, CARDS.challenge, 'نور حداد');
  fs.mkdirSync(SHOTS, { recursive: true });
  await page
    .locator('section', { has: page.locator('#step-payment') })
    .screenshot({ path: path.join(SHOTS, 'card-fields-ar-AE.png') });
  await page.getByTestId('place-order').click();

  // The bank's page, framed in the dialog; answered from the keyboard.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const bank = page.frameLocator('iframe[data-testid="challenge-frame"]');
  const complete = bank.getByRole('button', { name: 'Complete authentication' });
  await complete.focus();
  await page.keyboard.press('Enter');
  // Stripe sends the frame back to the store's return page, which tells the checkout.
  await expect(page).toHaveURL(/\/ae-ar\/checkout\/success\?order=VT\d+$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-number')).toHaveText(/^VT\d{6,}$/);
});

test('saved cards: Stripe.js that cannot load says so; then a card is added through Stripe and removed', async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const t = checkoutWording('en');
  const orders = JSON.parse(fs.readFileSync(path.join(here, '../messages/orders/en.json'), 'utf8')) as {
    cards: Record<'confirmYes' | 'removed', string>;
  };
  const script = `${stripeOrigin}/v3/`;
  await page.route(script, (route) => route.abort('failed'));
  await signUpAndIn(page, info, '/worldpay/savedcards');
  const unavailable = page.getByTestId('card-fields-unavailable');
  await expect(unavailable).toContainText(t.cardFields.unavailable);
  await expect(page.getByTestId('card-fields-loading')).toHaveCount(0);

  // The shopper tries again once Stripe.js can be reached.
  await page.unroute(script);
  await unavailable.getByRole('button', { name: t.cardFields.retry }).click();
  await typeCard(page, CARDS.approve, 'Ava Stone');
  await page.getByTestId('save-card').click();
  // Stripe's PaymentMethod, read back by the store's server: brand, last four, the holder.
  const card = page.locator('[data-testid="saved-card"][data-last4="4242"]');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Ava Stone');

  await card.locator('summary').click();
  await card.getByRole('button', { name: orders.cards.confirmYes }).click();
  await expect(
    page.getByText(orders.cards.removed.replace('{brand}', 'Visa').replace('{last4}', '4242')),
  ).toBeVisible();
  await expect(page.locator('[data-testid="saved-card"]')).toHaveCount(0);
});
