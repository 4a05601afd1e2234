import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { register } from './support/account';
import {
  DUBAI,
  expectTendersAddUp,
  fillAddress,
  fillBag,
  fillCard,
  LONDON,
  NEW_YORK,
  placeOrder,
} from './support/checkout';
import { ops } from './support/ops';
import { ON_PHONE } from './support/projects';
import { expectNoAxeViolations } from './support/axe';
import { uniqueAddress } from './support/addresses';

/**
 * Issue 6 item 3 (§2.1 /customer/credit, §2.2 account balance) in the browser, en-GB and en-US: an
 * operator gives a customer credit (ops credit:add), the customer sees it, pays part of an order
 * with it at checkout and the card the rest, and sees the spend in the history with a link to the
 * order. fr-FR offers no account balance: the page is a 404 and the menu has no entry.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const credit = JSON.parse(fs.readFileSync(path.join(here, '../messages/credit/en.json'), 'utf8'));

const STORES = {
  'en-GB': {
    prefix: '',
    header: 'en_GB',
    currency: 'GBP',
    money: (minor: number) => `£${(minor / 100).toFixed(2)}`,
    date: /^\d{2}\/\d{2}\/\d{4}/,
    address: LONDON,
  },
  'en-US': {
    prefix: '/us',
    header: 'en_US',
    currency: 'USD',
    money: (minor: number) => `$${(minor / 100).toFixed(2)}`,
    date: /^\d{2}\/\d{2}\/\d{4}/,
    address: NEW_YORK,
  },
} as const;

test.beforeEach(async ({ context }, info) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
});

for (const code of ['en-GB', 'en-US'] as const) {
  test(`${code}: a customer with credit pays part of an order with it and sees the history`, async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    const store = STORES[code];
    const email = `e2e.credit.${code}.${info.project.name}.${Date.now()}@example.com`.toLowerCase();
    await register(page, email, { prefix: store.prefix });

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
    await expectNoAxeViolations(page, `/customer/credit ${code}`);
    // The account menu has the entry.
    await expect(
      page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Account balance' }),
    ).toBeVisible();

    // Checkout: "use my account balance" pays £10, the card the rest.
    await fillBag(page, store.header);
    await page.goto(`${store.prefix}/checkout`);
    await fillAddress(page, store.address);
    const choice = page.getByTestId('credit-choice');
    await expect(choice).toContainText(store.money(1000));
    await page.getByTestId('use-credit').check();
    await expect(page.getByTestId('credit-pays')).toContainText(store.money(1000));
    // The total is read once the delivery methods and the tax (added in the US) follow the address.
    await expect(page.locator('fieldset[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByTestId('checkout-summary')).toHaveAttribute('data-tax', 'ready');
    const total = Number(await page.getByTestId('summary-total').getAttribute('data-total-minor'));
    await expect(page.getByTestId('credit-left')).toContainText(store.money(total - 1000));
    await expect(page.getByTestId('tender-credit')).toContainText(`-${store.money(1000)}`);
    await expect(page.getByTestId('tender-card')).toContainText(store.money(total - 1000));
    // The delivery methods follow the typed postcode: check the page once they have settled.
    await expect(page.locator('fieldset[aria-busy="true"]')).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(page.locator('fieldset[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, `/checkout with credit ${code}`);
    await fillCard(page);
    const number = await placeOrder(page, { timeout: 30_000 });
    // Issue 29 item 11: the confirmation and the order's page say what the balance and the card
    // paid, and it adds up to the total.
    const paid = { creditMinor: 1000, cardLast4: '1111' };
    await expectTendersAddUp(page.getByTestId('order-confirmation'), 'order-total', paid);
    await expect(page.getByTestId('order-confirmation').getByTestId('tender-credit')).toContainText(
      `-${store.money(1000)}`,
    );
    await page.goto(`${store.prefix}/customer/order-history/${number}`);
    await expectTendersAddUp(page.locator('main'), 'order-detail-total', paid);

    // The history: the spend, with a link to the order; the balance is spent.
    await page.goto(`${store.prefix}/customer/credit`);
    await expect(page.getByTestId('credit-balance-amount')).toHaveText(store.money(0));
    const spend = page.getByTestId('credit-entry').first();
    await expect(spend).toContainText(`−${store.money(1000)}`);
    const link = spend.getByRole('link', { name: `Paid towards order ${number}` });
    await expect(link).toHaveAttribute('href', `${store.prefix}/customer/order-history/${number}`);
    await expectNoAxeViolations(page, `/customer/credit history ${code}`);

    // The operator cancels: the credit comes back.
    expect(await ops('order:cancel', number)).toContain('→ cancelled');
    await page.reload();
    await expect(page.getByTestId('credit-balance-amount')).toHaveText(store.money(1000));
    await expect(page.getByTestId('credit-entry').first()).toContainText(`Order ${number} cancelled`);
  });
}

test('fr-FR offers no account balance (§2.2): 404 and no menu entry', async ({ page }, info) => {
  const email = `e2e.credit.fr.${info.project.name}.${Date.now()}@example.com`.toLowerCase();
  await register(page, email, { prefix: '/fr', firstName: 'Léa' });
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
  await register(page, email);
  await ops('credit:add', email, '500', 'GBP');
  await fillBag(page, store.header);
  await page.goto('/checkout');
  await fillAddress(page, store.address);
  await expect(page.locator('iframe[data-testid="card-frame"]')).toBeVisible();
  await page.getByTestId('use-credit').check();
  await expect(page.getByTestId('credit-left')).toHaveText(credit.checkout.covered);
  await expect(page.locator('iframe[data-testid="card-frame"]')).toHaveCount(0);
  // Nothing is left for a card to pay: the summary says what the balance pays and no card row.
  await expect(page.getByTestId('tender-card')).toHaveCount(0);
  await expectTendersAddUp(page.getByTestId('checkout-summary'), 'summary-total', {
    creditMinor: Number(await page.getByTestId('summary-total').getAttribute('data-total-minor')),
  });
  await placeOrder(page, { timeout: 30_000 });
  await page.goto('/customer/credit');
  const spent = (await page.getByTestId('credit-entry').first().locator('td').last().textContent()) ?? '';
  const spentMinor = Math.round(Number(spent.replace(/[^\d.]/g, '')) * 100);
  expect(spentMinor).toBeGreaterThan(0);
  await expect(page.getByTestId('credit-balance-amount')).toHaveText(store.money(50000 - spentMinor));
});

test(
  'ar-AE: the account balance page reads right to left, in Arabic, and passes axe',
  ON_PHONE,
  async ({ page }, info) => {
    test.setTimeout(180_000);
    const ar = JSON.parse(fs.readFileSync(path.join(here, '../messages/credit/ar.json'), 'utf8'));
    const email = `e2e.credit.ar.${info.project.name}.${Date.now()}@example.com`.toLowerCase();
    await register(page, email, { prefix: '/ae-ar', firstName: 'Layla' });
    await page.goto('/ae-ar/customer/credit');
    await expect(page.getByTestId('credit-empty')).toContainText(ar.page.emptyTitle);
    await expectNoAxeViolations(page, '/customer/credit ar-AE empty');
    await ops('credit:add', email, '25', 'AED', 'هدية');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.page.title);
    await expect(page.getByTestId('credit-entry').first()).toContainText(ar.page.kind.refund);
    await expectNoAxeViolations(page, '/customer/credit ar-AE');

    // Issue 29 item 11: part of an order paid from the balance, the rest by card. Checkout, the
    // confirmation and the order's page name each tender and add up, right to left.
    await fillBag(page, 'ar_AE', { atLeastMinor: 5000 });
    await page.goto('/ae-ar/checkout');
    await fillAddress(page, DUBAI);
    await page.getByTestId('use-credit').check();
    await expectTendersAddUp(page.getByTestId('checkout-summary'), 'summary-total', { creditMinor: 2500 });
    await fillCard(page);
    const number = await placeOrder(page, { timeout: 30_000 });
    const paid = { creditMinor: 2500, cardLast4: '1111' };
    await expectTendersAddUp(page.getByTestId('order-confirmation'), 'order-total', paid);
    await page.goto(`/ae-ar/customer/order-history/${number}`);
    await expectTendersAddUp(page.locator('main'), 'order-detail-total', paid);
  },
);
