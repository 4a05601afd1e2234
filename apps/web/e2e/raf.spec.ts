import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { fillRegistration, register, signInAfterRegistration } from './support/account';
import {
  fillAddress,
  fillBag,
  fillCard,
  LONDON,
  NEW_YORK,
  placeOrder,
  SANDBOX_CARDS,
} from './support/checkout';
import { openMail } from './support/inbox';
import { ops } from './support/ops';
import { expectNoAxeViolations } from './support/axe';
import { uniqueAddress } from './support/addresses';

/**
 * Issue 6 item 4 (§2.1 /customer/account/raf, §2.2 en-GB, en-US, en-AU) in the browser: the
 * referrer copies their link and reads the terms (issue 35 item 12: the minimum spend, the days
 * after delivery, the yearly cap); a friend opens it, registers, gets their code by email, orders
 * items worth the minimum with the discount; the operator dispatches (the card is captured) and
 * delivers, and settles once the return window and the hold have passed; the referrer sees the
 * credit on /customer/credit and the referral rewarded. fr-FR and ar-AE: 404.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const raf = JSON.parse(fs.readFileSync(path.join(here, '../messages/raf/en.json'), 'utf8'));
const DAY = 86_400_000;
/** The return window (28 days from delivery) and RAF_HOLD_DAYS (14) after it. */
const WAIT_DAYS = 28 + 14;

const STORES = {
  'en-GB': {
    prefix: '',
    header: 'en_GB',
    money: (minor: number) => `£${(minor / 100).toFixed(2)}`,
    address: LONDON,
    minimumMinor: 4000,
  },
  'en-US': {
    prefix: '/us',
    header: 'en_US',
    money: (minor: number) => `$${(minor / 100).toFixed(2)}`,
    address: NEW_YORK,
    minimumMinor: 5000,
  },
} as const;

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
    await register(referrer, referrerEmail, { prefix: p });
    await referrer.goto(`${p}/customer/account/raf`);
    const rafCode = (await referrer.getByTestId('raf-code').textContent())!.trim();
    expect(rafCode).toMatch(/^AVA-[A-Z2-9]{5}$/);
    const link = await referrer.getByTestId('raf-link').inputValue();
    expect(new URL(link).pathname).toBe(`${p}/customer/account/raf/${rafCode}`);
    await referrer.getByTestId('raf-copy').click();
    await expect(referrer.getByRole('status').filter({ hasText: raf.page.copied })).toBeVisible();
    expect(await referrer.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(referrer.getByTestId('raf-none')).toBeVisible();
    // The terms the reward is settled by, in the store's currency.
    const terms = referrer.getByTestId('raf-terms');
    await expect(terms).toContainText(`items worth ${store.money(store.minimumMinor)} or more`);
    await expect(terms).toContainText(`${WAIT_DAYS} days after the order is delivered`);
    await expect(terms).toContainText('Up to 10 rewards in any 12 months');
    await expect(referrer.getByTestId('raf-year')).toHaveText('Rewards in the last 12 months: 0 of 10.');
    await expectNoAxeViolations(referrer, `raf page ${code}`);

    // The friend opens the link: the registration form says who invited them.
    const friendContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress(info) },
    });
    const friend = await friendContext.newPage();
    await friend.goto(new URL(link).pathname);
    await expect(friend).toHaveURL(new RegExp(`${p}/customer/account/create$`));
    await expect(friend.getByTestId('raf-notice')).toContainText('Ava invited you');
    await expectNoAxeViolations(friend, `registration through a link ${code}`);
    await fillRegistration(friend, friendEmail, 'Mia');
    await signInAfterRegistration(friend, friendEmail);
    await expect(friend).toHaveURL(new RegExp(`${p}/customer/account$`));

    // Their first-order code arrives by email.
    await openMail(friend, friendEmail, 'referral-welcome');
    const promotion = (await friend.getByTestId('mail-data-code').textContent())!.trim();
    expect(promotion).toMatch(/^FRIEND-[A-Z2-9]{8}$/);

    // The order, with the discount applied in the bag: items worth the minimum after it.
    await fillBag(friend, store.header, { atLeastMinor: Math.ceil(store.minimumMinor / 0.85) + 1 });
    await friend.goto(`${p}/checkout/cart`);
    const form = friend.getByTestId('promotion-form');
    await form.locator('input[name="code"]').fill(promotion);
    await form.getByRole('button').click();
    await expect(friend.getByTestId('promotion-applied')).toContainText(promotion);
    await friend.goto(`${p}/checkout`);
    await fillAddress(friend, store.address, 'Mia');
    await fillCard(friend, SANDBOX_CARDS.approve, 'Mia Stone');
    const number = await placeOrder(friend, { timeout: 30_000 });

    await referrer.reload();
    await expect(referrer.getByTestId('raf-referral')).toHaveAttribute('data-status', 'ordered');
    await expect(referrer.getByTestId('raf-referral')).toContainText(`${WAIT_DAYS} days after delivery`);
    await expect(referrer.getByTestId('raf-referral')).not.toContainText(friendEmail);

    // Not delivered yet: a settle long after pays nothing. Dispatched (captured) and delivered,
    // then the return window and the hold: paid.
    await ops('referrals:settle', '--now', new Date(Date.now() + 2 * WAIT_DAYS * DAY).toISOString());
    await referrer.reload();
    await expect(referrer.getByTestId('raf-referral')).toHaveAttribute('data-status', 'ordered');
    expect(await ops('order:process', number)).toContain('→ processing');
    expect(await ops('order:dispatch', number)).toContain('→ dispatched');
    expect(await ops('order:deliver', number)).toContain('→ delivered');
    const later = new Date(Date.now() + (WAIT_DAYS + 1) * DAY).toISOString();
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

test('refer a friend is not offered in fr-FR or ar-AE (§2.2): 404 for the page and the link', async ({
  page,
}, info) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
  for (const prefix of ['/fr', '/ae-ar']) {
    expect((await page.goto(`${prefix}/customer/account/raf`))?.status(), prefix).toBe(404);
    expect((await page.goto(`${prefix}/customer/account/raf/AVA-ABCDE`))?.status(), prefix).toBe(404);
  }
});

test('an unknown link is ignored with a message; registration goes ahead', async ({ page }, info) => {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
  await page.goto('/customer/account/raf/NOBODY-ZZZZZ');
  await expect(page).toHaveURL(/\/customer\/account\/create$/);
  await expect(page.getByTestId('raf-notice')).toHaveText(raf.register.unknown);
  const email = `e2e.raf.unknown.${info.project.name}.${Date.now()}@example.com`;
  await fillRegistration(page, email, 'Zoe');
  await signInAfterRegistration(page, email);
  await expect(page).toHaveURL(/\/customer\/account$/);
});
