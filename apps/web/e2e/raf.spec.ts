import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ops } from './support/ops';

/**
 * Issue 6 item 4 (§2.1 /customer/account/raf, §2.2 en-GB, en-US, en-AU) in the browser: the
 * referrer copies their link; a friend opens it, registers, gets their code by email, orders with
 * the discount; the operator dispatches (the card is captured) and settles 15 days later; the
 * referrer sees the credit on /customer/credit and the referral rewarded. fr-FR: 404.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const raf = JSON.parse(fs.readFileSync(path.join(here, '../messages/raf/en.json'), 'utf8'));
const PASSWORD = 'Velvet-Orchid-Parade-42';
const APPROVE = '4444 3333 2222 1111';
const DAY = 86_400_000;

const STORES = {
  'en-GB': {
    prefix: '',
    header: 'en_GB',
    money: (minor: number) => `£${(minor / 100).toFixed(2)}`,
    address: { line1: '12 Long Acre', city: 'London', postcode: 'WC2E 9LH', phone: '07700 900123' },
  },
  'en-US': {
    prefix: '/us',
    header: 'en_US',
    money: (minor: number) => `$${(minor / 100).toFixed(2)}`,
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
  `203.0.113.${(Date.now() + info.workerIndex * 43 + ++counter) % 250}-${info.project.name}-raf-${Date.now()}-${counter}`;

async function axe(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations, what).toEqual([]);
}

async function fillRegistration(page: Page, email: string, firstName: string) {
  await page.locator('input[name="firstName"]').fill(firstName);
  await page.locator('input[name="lastName"]').fill('Stone');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page
    .locator('form')
    .filter({ has: page.locator('input[name="firstName"]') })
    .locator('button[type="submit"]')
    .click();
}

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

/** The newest email of a template for an address, opened in the development inbox. */
async function openMail(page: Page, to: string, template: string) {
  await expect(async () => {
    await page.goto(`/dev/inbox?to=${encodeURIComponent(to)}`);
    await expect(page.getByTestId('inbox-message').filter({ hasText: template }).first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await page.getByTestId('inbox-message').filter({ hasText: template }).first().getByRole('link').click();
}

for (const code of ['en-GB', 'en-US'] as const) {
  test(`${code}: a friend registers through the link and orders; the referrer is rewarded once it is paid`, async ({
    browser,
  }, info) => {
    test.setTimeout(240_000);
    const store = STORES[code];
    const p = store.prefix;
    const stamp = `${info.project.name}.${Date.now()}`;
    const referrerEmail = `e2e.raf.referrer.${code}.${stamp}@example.com`.toLowerCase();
    const friendEmail = `e2e.raf.friend.${code}.${stamp}@example.com`.toLowerCase();

    // The referrer: their code and link, made on the first visit.
    const referrerContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress(info) },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const referrer = await referrerContext.newPage();
    await referrer.goto(`${p}/customer/account/create`);
    await fillRegistration(referrer, referrerEmail, 'Ava');
    await expect(referrer).toHaveURL(new RegExp(`${p}/customer/account$`));
    await referrer.goto(`${p}/customer/account/raf`);
    const rafCode = (await referrer.getByTestId('raf-code').textContent())!.trim();
    expect(rafCode).toMatch(/^AVA-[A-Z2-9]{5}$/);
    const link = await referrer.getByTestId('raf-link').inputValue();
    expect(new URL(link).pathname).toBe(`${p}/customer/account/raf/${rafCode}`);
    await referrer.getByTestId('raf-copy').click();
    await expect(referrer.getByRole('status').filter({ hasText: raf.page.copied })).toBeVisible();
    expect(await referrer.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(referrer.getByTestId('raf-none')).toBeVisible();
    await axe(referrer, `raf page ${code}`);

    // The friend opens the link: the registration form says who invited them.
    const friendContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress(info) },
    });
    const friend = await friendContext.newPage();
    await friend.goto(new URL(link).pathname);
    await expect(friend).toHaveURL(new RegExp(`${p}/customer/account/create$`));
    await expect(friend.getByTestId('raf-notice')).toContainText('Ava invited you');
    await axe(friend, `registration through a link ${code}`);
    await fillRegistration(friend, friendEmail, 'Mia');
    await expect(friend).toHaveURL(new RegExp(`${p}/customer/account$`));

    // Their first-order code arrives by email.
    await openMail(friend, friendEmail, 'referral-welcome');
    const promotion = (await friend.getByTestId('mail-data-code').textContent())!.trim();
    expect(promotion).toMatch(/^FRIEND-[A-Z2-9]{8}$/);

    // The order, with the discount applied in the bag.
    await fillBag(friend, store.header);
    await friend.goto(`${p}/checkout/cart`);
    const form = friend.getByTestId('promotion-form');
    await form.locator('input[name="code"]').fill(promotion);
    await form.getByRole('button').click();
    await expect(friend.getByTestId('promotion-applied')).toContainText(promotion);
    await friend.goto(`${p}/checkout`);
    await friend.locator('input[name="firstName"]').fill('Mia');
    await friend.locator('input[name="lastName"]').fill('Stone');
    await friend.locator('input[name="line1"]').fill(store.address.line1);
    await friend.locator('input[name="city"]').fill(store.address.city);
    if ('region' in store.address)
      await friend.locator('select[name="region"]').selectOption(store.address.region);
    await friend.locator('input[name="postcode"]').fill(store.address.postcode);
    await friend.locator('input[name="phone"]').fill(store.address.phone);
    await friend.locator('input[name="cardNumber"]').fill(APPROVE);
    await friend.locator('select[name="cardExpMonth"]').selectOption('12');
    await friend.locator('select[name="cardExpYear"]').selectOption(String(new Date().getFullYear() + 2));
    await friend.locator('input[name="cardCvc"]').fill('123');
    await friend.locator('input[name="cardName"]').fill('Mia Stone');
    await friend.getByTestId('place-order').click();
    await expect(friend).toHaveURL(/\/checkout\/success\?order=VT\d+$/, { timeout: 30_000 });
    const number = (await friend.getByTestId('order-number').textContent())!.trim();

    await referrer.reload();
    await expect(referrer.getByTestId('raf-referral')).toHaveAttribute('data-status', 'ordered');
    await expect(referrer.getByTestId('raf-referral')).not.toContainText(friendEmail);

    // Not paid yet: a settle long after pays nothing. Dispatched (captured), then 15 days on: paid.
    const later = new Date(Date.now() + 15 * DAY).toISOString();
    await ops('referrals:settle', '--now', later);
    await referrer.reload();
    await expect(referrer.getByTestId('raf-referral')).toHaveAttribute('data-status', 'ordered');
    expect(await ops('order:process', number)).toContain('→ processing');
    expect(await ops('order:dispatch', number)).toContain('→ dispatched');
    // Settling is global: a parallel test's settle may have paid this one already.
    expect(await ops('referrals:settle', '--now', later)).toMatch(/Referrals rewarded: \d+\./);

    await referrer.reload();
    await expect(referrer.getByTestId('raf-referral')).toHaveAttribute('data-status', 'rewarded');
    await expect(referrer.getByTestId('raf-referral')).toContainText(store.money(1000));
    await referrer.goto(`${p}/customer/credit`);
    await expect(referrer.getByTestId('credit-balance-amount')).toHaveText(store.money(1000));
    await expect(referrer.getByTestId('credit-entry').first()).toContainText('Refer-a-friend reward');
    // Settling again pays nothing more.
    await ops('referrals:settle', '--now', later);
    await referrer.reload();
    await expect(referrer.getByTestId('credit-balance-amount')).toHaveText(store.money(1000));
    await referrerContext.close();
    await friendContext.close();
  });
}

test('refer a friend is not offered in fr-FR (§2.2): 404 for the page and the link', async ({
  page,
}, info) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
  expect((await page.goto('/fr/customer/account/raf'))?.status()).toBe(404);
  expect((await page.goto('/fr/customer/account/raf/AVA-ABCDE'))?.status()).toBe(404);
});

test('an unknown link is ignored with a message; registration goes ahead', async ({ page }, info) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
  await page.goto('/customer/account/raf/NOBODY-ZZZZZ');
  await expect(page).toHaveURL(/\/customer\/account\/create$/);
  await expect(page.getByTestId('raf-notice')).toHaveText(raf.register.unknown);
  await fillRegistration(page, `e2e.raf.unknown.${info.project.name}.${Date.now()}@example.com`, 'Zoe');
  await expect(page).toHaveURL(/\/customer\/account$/);
});
