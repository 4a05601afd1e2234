import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from './support/test';
import { register } from './support/account';
import { fillAddress, fillCard, LONDON, placeOrder } from './support/checkout';
import { ops } from './support/ops';
import { styleOf } from './support/catalogue';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 6 item 5 and its acceptance ("buy the subscription and see next-day delivery at no cost on
 * the next checkout"), §9 and §2.2 (en-GB only), in the browser: a new customer sees the offer on
 * /customer/account/subscription (content service page, £9.99), subscribes (the subscription goes
 * in the bag) and checks out with the sandbox card; the page shows it active with its dates in
 * the store's format; on the next checkout next-day delivery costs nothing; cancelled, it reads
 * "until <date>". en-US has no such page and no menu entry. Axe on the page in each state.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(here, '../messages', file), 'utf8'));
const t = json('subscription/en.json').page as Record<string, string> & { status: Record<string, string> };
const checkout = json('checkout/en.json') as { delivery: Record<string, string> };
const account = json('account/en.json') as { nav: Record<string, string> };
const shell = json('en.json') as { product: { addToBag: string } };

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text);

/** Today and a year from today in London, DD/MM/YYYY (§3.2 en-GB; the period is counted in Europe/London). */
function londonDay(yearsAhead = 0): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const year = Number(parts.year) + yearsAhead;
  // 29 February ends on 28 February of a year without one (docs/operations/subscriptions.md).
  const day =
    parts.month === '02' && parts.day === '29' && new Date(Date.UTC(year, 1, 29)).getUTCMonth() !== 1
      ? '28'
      : parts.day;
  return `${day}/${parts.month}/${year}`;
}

async function registerShopper(page: Page, info: TestInfo): Promise<string> {
  const email = `e2e.subscription.${info.project.name}.${Date.now()}@example.com`.toLowerCase();
  await register(page, email);
  return email;
}

/** One size deep in stock of a listed dress, added from its product page. */
async function addADress(page: Page) {
  await page.goto('/clothing/dresses.html');
  await expect(page.locator('[data-testid="product-grid"] article a').first()).toBeVisible();
  const hrefs = [
    ...new Set(
      await page
        .locator('[data-testid="product-grid"] article a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
    ),
  ].filter((h) => /-\d{6}\.html$/.test(h));
  const offset = Math.floor(Math.random() * 8);
  for (const href of [...hrefs.slice(offset), ...hrefs.slice(0, offset)].slice(0, 16)) {
    const res = await page.request.get(`/api/v2/product/${styleOf(href)}/inventory`, {
      headers: { locale: 'en_GB' },
    });
    if (!res.ok()) continue;
    const size = ((await res.json()) as { sizes: { sku: string; quantity: number }[] }).sizes.find(
      (s) => s.quantity >= 6,
    );
    if (!size) continue;
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator(`input[name="size"][value="${size.sku}"]`).check({ force: true });
    await page.getByRole('button', { name: shell.product.addToBag, exact: true }).click();
    await expect(page.getByTestId('size-message')).toHaveAttribute('data-outcome', 'added');
    return;
  }
  throw new Error(`no listed dress with a size in stock among ${hrefs.length} links`);
}

async function fillAddressIfAsked(page: Page) {
  // A saved address (from the first order) is chosen already; otherwise the fields are there.
  // Without scripts the fields are always rendered: wait for the page to be hydrated first.
  await page.waitForLoadState('networkidle');
  if ((await page.getByTestId('saved-address').count()) > 0) return;
  await fillAddress(page, LONDON);
}

async function fillCardIfAsked(page: Page) {
  await page.waitForLoadState('networkidle');
  if ((await page.locator('iframe[data-testid="card-frame"]').count()) === 0) return;
  if (!(await page.locator('iframe[data-testid="card-frame"]').isVisible())) return;
  await fillCard(page);
}

test('en-GB: subscribe through checkout, next day costs nothing on the next checkout, cancel until the end date', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await registerShopper(page, info);

  // The menu has the entry in en-GB; the page offers the subscription with the content page.
  await page.goto('/customer/account/subscription');
  const area = page.getByTestId('subscription');
  await expect(area).toHaveAttribute('data-status', 'none');
  await expect(
    page.getByRole('navigation').getByRole('link', { name: account.nav.subscription }),
  ).toHaveAttribute('href', '/customer/account/subscription');
  await expect(page.getByTestId('subscription-landing')).toContainText('Free next-day delivery for a year');
  await expect(page.getByTestId('subscription-price')).toHaveText(fill(t.price!, { price: '£9.99' }));
  await expectNoAxeViolations(page, 'subscription offer');

  // Signed in but not subscribed: next day has its price (the delivery methods API the checkout asks).
  const before = await page.request.get('/api/v1/page/shipping-methods?postcode=WC2E%209LH', {
    headers: { locale: 'en_GB' },
  });
  const beforeMethods = ((await before.json()) as { methods: { code: string; priceMinor: number }[] })
    .methods;
  expect(beforeMethods.find((m) => m.code === 'next_day')?.priceMinor).toBe(599);

  // Subscribe: the subscription is the bag's one item (no parcel), bought with the sandbox card.
  await page.getByTestId('subscribe').click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await expect(page.locator('[data-testid="bag-digital-line"][data-kind="subscription"]')).toContainText(
    '£9.99',
  );
  // Back on the page it says it is in the bag instead of offering a second one.
  await page.goto('/customer/account/subscription');
  await expect(page.getByTestId('subscription-in-bag')).toBeVisible();
  await expect(page.getByTestId('subscribe')).toHaveCount(0);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('digital-only')).toBeVisible();
  await fillAddressIfAsked(page);
  await fillCardIfAsked(page);
  await placeOrder(page);
  await expect(page.getByTestId('order-total')).toHaveText('£9.99');

  // Active, from today (London) to the same date next year, renewing.
  await page.goto('/customer/account/subscription');
  await expect(area).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('subscription-status')).toHaveText(t.status.active!);
  await expect(page.getByTestId('subscription-start')).toHaveText(londonDay());
  await expect(page.getByTestId('subscription-end')).toHaveText(londonDay(1));
  await expect(page.getByTestId('subscribe')).toHaveCount(0);
  await expectNoAxeViolations(page, 'subscription active');

  // The next checkout: next-day delivery is free with the subscription, and the order charges none.
  await addADress(page);
  await page.goto('/checkout');
  await fillAddressIfAsked(page);
  const nextDay = page.locator('[data-testid="delivery-method"][data-code="next_day"]');
  await expect(nextDay).toContainText(checkout.delivery.freeWithSubscription!);
  await nextDay.locator('input[type="radio"]').check();
  await expect(page.getByTestId('summary-delivery')).toHaveText(checkout.delivery.free!);
  await fillCardIfAsked(page);
  await placeOrder(page);
  await expect(page.getByTestId('order-confirmation')).toBeVisible();

  // Cancel, confirmed: free next day stays until the end date; nothing left to cancel.
  await page.goto('/customer/account/subscription');
  await page.getByTestId('subscription-cancel').click();
  await expect(page.getByTestId('subscription-cancel-confirm')).toContainText(
    fill(t.cancelConfirmBody!, { date: londonDay(1) }),
  );
  await expectNoAxeViolations(page, 'subscription cancel confirmation');
  await page.getByTestId('subscription-cancel-yes').click();
  await expect(area).toHaveAttribute('data-status', 'cancelled_until_end');
  await expect(page.getByTestId('subscription-until')).toHaveText(
    fill(t.cancelledUntil!, { date: londonDay(1) }),
  );
  await expect(page.getByTestId('subscription-cancel')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(t.metaTitle!));
  await expectNoAxeViolations(page, 'subscription cancelled');
  // And as read afresh (what a shopper coming back sees).
  await page.reload();
  await expect(page.getByTestId('subscription-until')).toHaveText(
    fill(t.cancelledUntil!, { date: londonDay(1) }),
  );
  await expect(page.getByTestId('subscription-renewal')).toHaveText(t.noRenewal!);

  // The renewal job a year and a month on (docs/operations/subscriptions.md): a cancelled
  // subscription expires instead of renewing, and the page offers it again.
  const ran = await ops(
    'subscriptions:renew',
    '--now',
    new Date(Date.now() + 400 * 86_400_000).toISOString(),
  );
  expect(ran).toContain('expired_cancelled');
  await page.reload();
  await expect(area).toHaveAttribute('data-status', 'expired');
  await expect(page.getByText(fill(t.endedOn!, { date: londonDay(1) }))).toBeVisible();
  await expect(page.getByTestId('subscribe')).toBeVisible();
});

test('en-US has no subscription page (404) and no menu entry (§2.2: en-GB only)', async ({ page }, info) => {
  const guest = await page.goto('/us/customer/account/subscription');
  expect(guest?.status()).toBe(404);
  await registerShopper(page, info);
  const signedIn = await page.goto('/us/customer/account/subscription');
  expect(signedIn?.status()).toBe(404);
  await page.goto('/us/customer/account');
  await expect(page.getByRole('link', { name: account.nav.subscription })).toHaveCount(0);
  // The API agrees.
  const api = await page.request.get('/api/v1/subscription', { headers: { locale: 'en_US' } });
  expect(api.status()).toBe(404);
});
