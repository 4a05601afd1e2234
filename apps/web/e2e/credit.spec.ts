import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ops } from './support/ops';

/**
 * Issue 6 item 3 (§2.1 /customer/credit, §2.2 account balance) in the browser, en-GB and en-US: an
 * operator gives a customer credit (ops credit:add), the customer sees it, pays part of an order
 * with it at checkout and the card the rest, and sees the spend in the history with a link to the
 * order. fr-FR offers no account balance: the page is a 404 and the menu has no entry.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const credit = JSON.parse(fs.readFileSync(path.join(here, '../messages/credit/en.json'), 'utf8'));
const PASSWORD = 'Velvet-Orchid-Parade-42';
const APPROVE = '4444 3333 2222 1111';

const STORES = {
  'en-GB': {
    prefix: '',
    header: 'en_GB',
    currency: 'GBP',
    money: (minor: number) => `£${(minor / 100).toFixed(2)}`,
    date: /^\d{2}\/\d{2}\/\d{4}/,
    address: { line1: '12 Long Acre', city: 'London', postcode: 'WC2E 9LH', phone: '07700 900123' },
  },
  'en-US': {
    prefix: '/us',
    header: 'en_US',
    currency: 'USD',
    money: (minor: number) => `$${(minor / 100).toFixed(2)}`,
    date: /^\d{2}\/\d{2}\/\d{4}/,
    address: {
      line1: '350 5th Ave',
      city: 'New York',
      region: 'NY',
      postcode: '10118',
      phone: '+1 212 555 0100',
    },
  },
} as const;

let counter = 0;
const uniqueAddress = (info: TestInfo) =>
  `203.0.113.${(Date.now() + info.workerIndex * 41 + ++counter) % 250}-${info.project.name}-credit-${Date.now()}-${counter}`;

test.beforeEach(async ({ context }, info) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
});

async function axe(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations, what).toEqual([]);
}

/** Registers through the store's form (which signs in). */
async function register(page: Page, prefix: string, email: string, firstName = 'Ava') {
  await page.goto(`${prefix}/customer/account/create`);
  await page.locator('input[name="firstName"]').fill(firstName);
  await page.locator('input[name="lastName"]').fill('Stone');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page
    .locator('form')
    .filter({ has: page.locator('input[name="firstName"]') })
    .locator('button[type="submit"]')
    .click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/customer/account$`));
}

/** A size in stock (§7.6 v2 inventory) put in the signed-in customer's bag through the API. */
async function fillBag(page: Page, header: string) {
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
    return;
  }
  throw new Error('no size in stock');
}

for (const code of ['en-GB', 'en-US'] as const) {
  test(`${code}: a customer with credit pays part of an order with it and sees the history`, async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    const store = STORES[code];
    const email = `e2e.credit.${code}.${info.project.name}.${Date.now()}@example.com`.toLowerCase();
    await register(page, store.prefix, email);

    // Empty at first: how to get credit.
    await page.goto(`${store.prefix}/customer/credit`);
    await expect(page.getByTestId('credit-empty')).toContainText(credit.page.emptyTitle);
    await expect(page.getByTestId('credit-balance-amount')).toHaveText(store.money(0));

    // The operator's goodwill gesture.
    const added = await ops('credit:add', email, '10', store.currency, 'Sorry for the wait');
    expect(added).toContain(`balance 10.00 ${store.currency}`);
    await page.goto(`${store.prefix}/customer/credit`);
    await expect(page.getByTestId('credit-balance-amount')).toHaveText(store.money(1000));
    const first = page.getByTestId('credit-entry').first();
    await expect(first).toContainText(credit.page.kind.refund);
    await expect(first).toContainText('Sorry for the wait');
    await expect(first).toContainText(`+${store.money(1000)}`);
    await expect(first.locator('time')).toHaveText(store.date);
    await axe(page, `/customer/credit ${code}`);
    // The account menu has the entry.
    await expect(
      page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Account balance' }),
    ).toBeVisible();

    // Checkout: "use my account balance" pays £10, the card the rest.
    await fillBag(page, store.header);
    await page.goto(`${store.prefix}/checkout`);
    await page.locator('input[name="firstName"]').fill('Ava');
    await page.locator('input[name="lastName"]').fill('Stone');
    await page.locator('input[name="line1"]').fill(store.address.line1);
    await page.locator('input[name="city"]').fill(store.address.city);
    if ('region' in store.address)
      await page.locator('select[name="region"]').selectOption(store.address.region);
    await page.locator('input[name="postcode"]').fill(store.address.postcode);
    await page.locator('input[name="phone"]').fill(store.address.phone);
    const choice = page.getByTestId('credit-choice');
    await expect(choice).toContainText(store.money(1000));
    await page.getByTestId('use-credit').check();
    await expect(page.getByTestId('credit-pays')).toContainText(store.money(1000));
    const total = Number(await page.getByTestId('summary-total').getAttribute('data-total-minor'));
    await expect(page.getByTestId('credit-left')).toContainText(store.money(total - 1000));
    await expect(page.getByTestId('summary-credit')).toContainText(store.money(1000));
    await expect(page.getByTestId('summary-card')).toHaveText(store.money(total - 1000));
    // The delivery methods follow the typed postcode: check the page once they have settled.
    await expect(page.locator('fieldset[aria-busy="true"]')).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(page.locator('fieldset[aria-busy="true"]')).toHaveCount(0);
    await axe(page, `/checkout with credit ${code}`);
    await page.locator('input[name="cardNumber"]').fill(APPROVE);
    await page.locator('select[name="cardExpMonth"]').selectOption('12');
    await page.locator('select[name="cardExpYear"]').selectOption(String(new Date().getFullYear() + 2));
    await page.locator('input[name="cardCvc"]').fill('123');
    await page.locator('input[name="cardName"]').fill('Ava Stone');
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=VT\d+$/, { timeout: 30_000 });
    const number = (await page.getByTestId('order-number').textContent())!.trim();

    // The history: the spend, with a link to the order; the balance is spent.
    await page.goto(`${store.prefix}/customer/credit`);
    await expect(page.getByTestId('credit-balance-amount')).toHaveText(store.money(0));
    const spend = page.getByTestId('credit-entry').first();
    await expect(spend).toContainText(`−${store.money(1000)}`);
    const link = spend.getByRole('link', { name: `Paid towards order ${number}` });
    await expect(link).toHaveAttribute('href', `${store.prefix}/customer/order-history/${number}`);
    await axe(page, `/customer/credit history ${code}`);

    // The operator cancels: the credit comes back.
    expect(await ops('order:cancel', number)).toContain('→ cancelled');
    await page.reload();
    await expect(page.getByTestId('credit-balance-amount')).toHaveText(store.money(1000));
    await expect(page.getByTestId('credit-entry').first()).toContainText(`Order ${number} cancelled`);
  });
}

test('fr-FR offers no account balance (§2.2): 404 and no menu entry', async ({ page }, info) => {
  const email = `e2e.credit.fr.${info.project.name}.${Date.now()}@example.com`.toLowerCase();
  await register(page, '/fr', email, 'Léa');
  const res = await page.goto('/fr/customer/credit');
  expect(res?.status()).toBe(404);
  await page.goto('/fr/customer/account');
  await expect(page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link')).not.toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Solde du compte' })).toHaveCount(0);
});

test('en-GB: a balance that covers the whole order needs no card', async ({ page }, info) => {
  test.setTimeout(120_000);
  const store = STORES['en-GB'];
  const email = `e2e.credit.full.${info.project.name}.${Date.now()}@example.com`.toLowerCase();
  await register(page, '', email);
  await ops('credit:add', email, '500', 'GBP');
  await fillBag(page, store.header);
  await page.goto('/checkout');
  await page.locator('input[name="firstName"]').fill('Ava');
  await page.locator('input[name="lastName"]').fill('Stone');
  await page.locator('input[name="line1"]').fill(store.address.line1);
  await page.locator('input[name="city"]').fill(store.address.city);
  await page.locator('input[name="postcode"]').fill(store.address.postcode);
  await page.locator('input[name="phone"]').fill(store.address.phone);
  await expect(page.locator('input[name="cardNumber"]')).toBeVisible();
  await page.getByTestId('use-credit').check();
  await expect(page.getByTestId('credit-left')).toHaveText(credit.checkout.covered);
  await expect(page.locator('input[name="cardNumber"]')).toHaveCount(0);
  await expect(page.getByTestId('summary-card')).toHaveText(store.money(0));
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=VT\d+$/, { timeout: 30_000 });
  await page.goto('/customer/credit');
  const spent = (await page.getByTestId('credit-entry').first().locator('td').last().textContent()) ?? '';
  const spentMinor = Math.round(Number(spent.replace(/[^\d.]/g, '')) * 100);
  expect(spentMinor).toBeGreaterThan(0);
  await expect(page.getByTestId('credit-balance-amount')).toHaveText(store.money(50000 - spentMinor));
});

test('ar-AE: the account balance page reads right to left, in Arabic, and passes axe', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const ar = JSON.parse(fs.readFileSync(path.join(here, '../messages/credit/ar.json'), 'utf8'));
  const email = `e2e.credit.ar.${info.project.name}.${Date.now()}@example.com`.toLowerCase();
  await register(page, '/ae-ar', email, 'Layla');
  await page.goto('/ae-ar/customer/credit');
  await expect(page.getByTestId('credit-empty')).toContainText(ar.page.emptyTitle);
  await axe(page, '/customer/credit ar-AE empty');
  await ops('credit:add', email, '25', 'AED', 'هدية');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.page.title);
  await expect(page.getByTestId('credit-entry').first()).toContainText(ar.page.kind.refund);
  await axe(page, '/customer/credit ar-AE');
});
