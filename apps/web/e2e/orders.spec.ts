import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { PASSWORD } from './support/account';
import { ERROR_MESSAGES } from '../../../packages/commerce/src/error-wording.ts';
import { cardFrame, cardToken, SANDBOX_CARDS } from './support/checkout';
import {
  LONDON_ORDER_ADDRESS,
  placeCustomerOrder,
  signUpAndIn,
  sizeInStock,
  uniqueOrderEmail,
} from './support/orders';
import { openMail } from './support/inbox';
import { ops } from './support/ops';
import { expectNoAxeViolations } from './support/axe';
import { uniqueAddress } from './support/addresses';

/**
 * Issue 4 item 5 and the saved cards of item 3, in the browser: orders are placed through the real
 * API (bag, card token, place-order), then found in the history and the detail, dispatched with
 * the operator command and tracked; a guest finds theirs at /order-status with the right email
 * only; a customer adds and removes a card. Axe on every page, left to right and right to left.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
// Outside test-results, which every Playwright run empties.
const SHOTS = process.env.ORDERS_SHOTS ?? path.join(root, '.test-data', 'orders-screens');

const messages = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(here, `../messages/orders/${language}.json`), 'utf8'));
const en = messages('en');

const STORES = {
  'en-GB': {
    prefix: '',
    header: 'en_GB',
    timeZone: 'Europe/London',
    address: LONDON_ORDER_ADDRESS,
    carrier: 'Royal Mail',
  },
  'en-US': {
    prefix: '/us',
    header: 'en_US',
    timeZone: 'America/New_York',
    address: {
      firstName: 'Mia',
      lastName: 'Cole',
      line1: '350 5th Ave',
      city: 'New York',
      region: 'NY',
      postcode: '10118',
      countryCode: 'US',
      phone: '+1 212 555 0100',
    },
    carrier: 'USPS',
  },
} as const;
type StoreCode = keyof typeof STORES;

/** The day of `now` in a store's §3.2 format: DD/MM/YYYY, MM/DD/YYYY in the US. */
function storeDay(store: StoreCode, now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: STORES[store].timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return store === 'en-US'
    ? `${parts.month}/${parts.day}/${parts.year}`
    : `${parts.day}/${parts.month}/${parts.year}`;
}

/**
 * Issue 29 item 15: numbers in lining, tabular figures, whatever the face (the display face draws
 * old-style figures unless told, "VT1ooo9o"), so order numbers read as numbers and columns of
 * prices line up.
 */
async function expectFigures(...numbers: Locator[]) {
  for (const element of numbers) {
    await expect(element).toHaveCSS('font-variant-numeric', 'lining-nums tabular-nums');
  }
}

async function shot(page: Page, info: TestInfo, name: string) {
  if (info.project.name !== 'desktop') return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * Checks where an email link points, then opens that page on the test server: links are absolute
 * (PUBLIC_ORIGIN, else the origin the API saw), and the session cookie belongs to the test's host.
 */
async function followMailLink(page: Page, key: string, expected: string) {
  const link = new URL((await page.getByTestId(`mail-link-${key}`).getAttribute('href'))!);
  expect(link.pathname + link.search).toBe(expected);
  await page.goto(expected);
}

test.beforeEach(async ({ context }, info) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
});

for (const store of ['en-GB', 'en-US'] as const) {
  test(`${store}: an order in the history and its detail, dispatched by the operator and tracked`, async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    const { prefix, carrier } = STORES[store];
    const email = await signUpAndIn(page, info, `${prefix}/customer/order-history`, STORES[store].header);

    // Nothing yet: the empty history sends the shopper shopping.
    await expect(page.getByText(en.history.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: en.history.shop })).toBeVisible();

    const number = await placeCustomerOrder(page, STORES[store]);
    const today = storeDay(store);

    // The history: number, day in the store's format, state, pictures, total.
    await page.goto(`${prefix}/customer/order-history`);
    const card = page.locator(`[data-testid="order-card"][data-order="${number}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(en.common.placedOn.replace('{date}', today));
    await expect(card.locator('[data-status="placed"]')).toHaveText(en.status.placed);
    await expect(card.getByRole('img').first()).toBeVisible();
    await expect(card).toContainText(store === 'en-US' ? '$' : '£');
    await expect(
      page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Orders' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page, `${store} order history`);
    // Issue 29 item 15: the number in the display face and the total in lining, tabular figures.
    await expectFigures(card.getByRole('heading', { name: number }), card.getByText(/[£$]\s?\d/));
    if (store === 'en-GB') await shot(page, info, 'order-history-en-GB');

    // The detail: lines, totals, delivery, addresses, and the timeline at its first step.
    await card.getByRole('link', { name: `${en.history.view} ${number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/order-history/${number}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.detail.title.replace('{number}', number),
    );
    await expect(page.getByTestId('order-lines').locator('li')).toHaveCount(1);
    await expect(page.getByTestId('order-totals')).toContainText(en.detail.total);
    await expectFigures(
      page.getByRole('heading', { level: 1 }),
      page.getByTestId('order-totals').locator('dd').last(),
    );
    await expect(page.getByText(STORES[store].address.line1).first()).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.locator('[data-step="placed"]')).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(page, `${store} order detail`);

    // Someone else's order, or a made-up number: the same 404.
    const missing = await page.goto(`${prefix}/customer/order-history/VT999999999`);
    expect(missing?.status()).toBe(404);

    // The confirmation email sends a customer to the signed-in tracking page, number filled in.
    await openMail(page, email, 'order-confirmation');
    await followMailLink(page, 'trackUrl', `${prefix}/customer/track-order?order=${number}`);
    await expect(page.getByTestId('order-timeline')).toBeVisible();

    // The operator picks and dispatches it; the tracking page shows the carrier and the number.
    expect(await ops('order:process', number)).toContain(`${number}: placed → processing`);
    const dispatched = await ops('order:dispatch', number);
    const tracking = new RegExp(`with ${carrier} (\\S+)`).exec(dispatched)?.[1];
    expect(tracking, dispatched).toBeTruthy();

    await page.goto(`${prefix}/customer/track-order`);
    await page.getByLabel(en.track.number).fill(number.toLowerCase());
    await page.getByRole('button', { name: en.track.submit }).click();
    await expect(page).toHaveURL(new RegExp(`\\?order=${number.toLowerCase()}$`));
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.locator('li')).toHaveCount(4);
    await expect(timeline.locator('[data-step="placed"]')).toHaveAttribute('data-state', 'done');
    await expect(timeline.locator('[data-step="processing"]')).toHaveAttribute('data-state', 'done');
    await expect(timeline.locator('[data-step="dispatched"]')).toHaveAttribute('aria-current', 'step');
    await expect(timeline.locator('[data-step="delivered"]')).toHaveAttribute('data-state', 'upcoming');
    await expect(timeline.locator('[data-step="dispatched"]')).toContainText(carrier);
    await expect(timeline.locator('[data-step="dispatched"]')).toContainText(today);
    const link = timeline.getByTestId('tracking-link');
    await expect(link).toContainText(tracking!);
    expect(await link.getAttribute('href')).toContain(tracking!);
    await expectNoAxeViolations(page, `${store} track order`);
    if (store === 'en-US') {
      // A second order, cancelled by the operator before it left: the timeline ends there.
      const second = await placeCustomerOrder(page, STORES[store]);
      expect(await ops('order:cancel', second, '--note', 'Customer called')).toContain('→ cancelled');
      await page.goto(`${prefix}/customer/track-order?order=${second}`);
      const ended = page.getByTestId('order-timeline');
      await expect(ended.locator('[data-step="cancelled"]')).toHaveAttribute('aria-current', 'step');
      await expect(ended.locator('[data-step="cancelled"]')).toContainText(en.timeline.cancelled);
      await expect(ended.locator('[data-step="placed"]')).toHaveAttribute('data-state', 'done');
      await expect(ended.locator('[data-step="dispatched"]')).toHaveAttribute('data-state', 'skipped');
      await expect(page.locator('[data-status="cancelled"]')).toHaveText(en.status.cancelled);
      await expectNoAxeViolations(page, 'en-US cancelled order');
      await shot(page, info, 'tracking-cancelled-en-US');
    }
    if (store === 'en-GB') {
      await shot(page, info, 'tracking-en-GB-desktop');
      // The same order read in French and in Arabic (right to left, on a phone).
      await page.goto(`/fr/customer/track-order?order=${number}`);
      await expect(page.locator('[data-step="dispatched"]')).toHaveAttribute('aria-current', 'step');
      await shot(page, info, 'tracking-fr-FR');
      await page.goto(`/ae-ar/customer/track-order?order=${number}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('[data-step="dispatched"]')).toHaveAttribute('aria-current', 'step');
      await expectNoAxeViolations(page, 'ar-AE track order');
      if (info.project.name === 'desktop') {
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, info, 'tracking-ar-AE-phone');
      }
      await page.goto(`/ae-ar/customer/order-history`);
      await expect(page.locator(`[data-order="${number}"]`)).toBeVisible();
      await expectNoAxeViolations(page, 'ar-AE order history');
      await shot(page, info, 'order-history-ar-AE-phone');
      await page.goto(`/ae-ar/customer/order-history/${number}`);
      await expectNoAxeViolations(page, 'ar-AE order detail');
      if (info.project.name === 'desktop') {
        await shot(page, info, 'order-detail-ar-AE-phone');
        await page.setViewportSize({ width: 1366, height: 900 });
        await page.goto(`/customer/order-history/${number}`);
        await shot(page, info, 'order-detail-en-GB');
      }
    }
  });
}

test('a guest finds their order at /order-status with the right email, never with a wrong one', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const address = uniqueAddress(info);
  const headers = { locale: 'en_GB', 'x-forwarded-for': address };
  const email = uniqueOrderEmail('guest', info);
  const sku = await sizeInStock(request, 'en_GB');
  const bag = await request.post('/api/v1/quote', { headers, data: { product: { sku, qty: 1 } } });
  const { token, errors } = (await bag.json()) as { token: string; errors: unknown[] };
  expect(errors).toEqual([]);
  const placed = await request.post('/api/v1/checkout/place-order', {
    headers: { ...headers, Quote: token },
    data: {
      email,
      shippingAddress: STORES['en-GB'].address,
      deliveryMethod: 'standard',
      payment: { cardToken: await cardToken(request) },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const number = ((await placed.json()) as { order: { number: string } }).order.number;

  // The guest's confirmation email links to the public look-up, number filled in.
  await openMail(page, email, 'order-confirmation');
  await followMailLink(page, 'trackUrl', `/order-status?order=${number}`);
  await expect(page.getByLabel(en.track.number)).toHaveValue(number);

  // A wrong email: one answer that says nothing about whether the number exists.
  await page.getByLabel(en.guest.email).fill('someone.else@example.com');
  await page.getByRole('button', { name: en.guest.submit }).click();
  await expect(page.locator('main [role="alert"]')).toHaveText(en.guest.notFound);
  await expect(page.getByTestId('tracking-result')).toHaveCount(0);

  // The right one (any case): the summary and the timeline.
  await page.getByLabel(en.guest.email).fill(email.toUpperCase());
  await page.getByRole('button', { name: en.guest.submit }).click();
  await expect(page.locator('main [role="status"]')).toHaveText(en.guest.found.replace('{number}', number));
  const result = page.getByTestId('tracking-result');
  await expect(result).toContainText(number);
  await expect(result.locator('[data-step="placed"]')).toHaveAttribute('aria-current', 'step');
  await expect(result).toContainText(storeDay('en-GB'));
  await expectNoAxeViolations(page, 'en-GB order status');
  await shot(page, info, 'order-status-en-GB');

  await page.goto(`/ae-ar/order-status?order=${number}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, 'ar-AE order status');
});

test('saved cards: add the approving card, see •••• 1111, and remove it; another customer’s card stays', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  // Someone else's card, saved through the API: its id must open nothing for our shopper.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress(info) } });
  const otherEmail = uniqueOrderEmail('other', info);
  await other.request.post('/api/v1/registration', {
    data: { email: otherEmail, password: PASSWORD, firstName: 'Eve', lastName: 'Hart' },
  });
  const login = await other.request.post('/api/v1/auth/login', {
    data: { email: otherEmail, password: PASSWORD },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  // The card is tokenised by the provider (its origin), and the token saved through the API.
  const saved = await other.request.post('/api/v1/card', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { token: await cardToken(other.request, 'Eve Hart') },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const otherCardId = ((await saved.json()) as { id: string }).id;
  await other.close();

  await signUpAndIn(page, info, '/worldpay/savedcards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.cards.title);
  await expect(page.getByText(en.cards.empty)).toBeVisible();
  await expectNoAxeViolations(page, 'en-GB saved cards, empty');

  // Issue 34: the card is typed into the provider's fields, framed from its own origin. A number
  // that fails its check digit is said beside the field there; nothing reaches the store.
  const year = String(new Date().getFullYear() + 3);
  const fields = cardFrame(page);
  await fields.locator('input[name="number"]').fill('4444 3333 2222 1112');
  await fields.locator('select[name="expMonth"]').selectOption('04');
  await fields.locator('select[name="expYear"]').selectOption(year);
  await fields.locator('input[name="cvc"]').fill('123');
  await fields.locator('input[name="holderName"]').fill('Ava Stone');
  await page.getByRole('button', { name: en.cards.save }).click();
  await expect(fields.locator('#number-error')).not.toBeEmpty();
  await expect(page.locator('[data-testid="saved-card"]')).toHaveCount(0);

  await fields.locator('input[name="number"]').fill(SANDBOX_CARDS.approve);
  await page.getByRole('button', { name: en.cards.save }).click();
  const card = page.locator('[data-testid="saved-card"][data-last4="1111"]');
  await expect(card).toBeVisible();
  await expect(card).toContainText('•••• 1111');
  await expect(card).toContainText('Visa');
  await expect(card).toContainText(`04/${year.slice(2)}`);
  expect(await page.content()).not.toContain('4444 3333 2222 1111');
  await expectNoAxeViolations(page, 'en-GB saved cards');
  await shot(page, info, 'saved-cards-en-GB');

  await page.goto('/ae-ar/worldpay/savedcards');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-testid="saved-card"][data-last4="1111"]')).toBeVisible();
  await expectNoAxeViolations(page, 'ar-AE saved cards');
  if (info.project.name === 'desktop') {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, info, 'saved-cards-ar-AE-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
  }
  await page.goto('/worldpay/savedcards');

  // Another customer's card id sent in the form: nothing happens but "not found".
  await card.locator('summary').click();
  await card
    .locator('input[name="id"]')
    .evaluate((input: HTMLInputElement, id) => (input.value = id), otherCardId);
  await card.getByRole('button', { name: en.cards.confirmYes }).click();
  await expect(page.locator('main [role="alert"]')).toHaveText(en.cards.notFound);
  await expect(card).toBeVisible();

  // §9: a removal without the anti-forgery pair (a form forged elsewhere) changes nothing, and says so.
  await page.reload();
  await card.locator('summary').click();
  await card.locator('input[name="xsrf"]').evaluate((input: HTMLInputElement) => (input.value = 'forged'));
  await card.getByRole('button', { name: en.cards.confirmYes }).click();
  await expect(page.locator('main [role="alert"]')).toHaveText(ERROR_MESSAGES.XSRF_MISMATCH.en);
  await page.reload();
  await expect(card).toBeVisible();

  // "Keep card" closes the question and gives focus back; then remove it for real, by keyboard.
  await page.reload();
  await card.locator('summary').click();
  await card.getByRole('button', { name: en.cards.confirmNo }).click();
  await expect(card.getByText(en.cards.confirmRemove)).toBeHidden();
  await expect(card.locator('summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByText(en.cards.confirmRemove)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: en.cards.confirmYes })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main [role="status"]')).toHaveText(
    en.cards.removed.replace('{brand}', 'Visa').replace('{last4}', '1111'),
  );
  await expect(page.locator('[data-testid="saved-card"]')).toHaveCount(0);
  await expect(page.getByText(en.cards.empty)).toBeVisible();
});
