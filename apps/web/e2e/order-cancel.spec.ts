import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueAddress } from './support/addresses';
import { openMail } from './support/inbox';
import {
  DUBAI_ORDER_ADDRESS,
  LONDON_ORDER_ADDRESS,
  placeCustomerOrder,
  signUpAndIn,
  sizeInStock,
  unitsInStock,
} from './support/orders';

/**
 * Issue 34 item 5 in the browser: a customer cancels an order from its page while it waits to be
 * prepared; the confirmation step, the page that says it is done, the size back in stock, the
 * email. In en-GB and, right to left, in ar-AE.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const wording = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(here, `../messages/orders/${language}.json`), 'utf8')) as {
    cancel: Record<'heading' | 'ask' | 'confirmTitle' | 'confirm' | 'cancelled', string>;
    status: Record<'cancelled', string>;
  };

const STORES = [
  { locale: 'en-GB', prefix: '', header: 'en_GB', language: 'en', address: LONDON_ORDER_ADDRESS },
  { locale: 'ar-AE', prefix: '/ae-ar', header: 'ar_AE', language: 'ar', address: DUBAI_ORDER_ADDRESS },
];

test.beforeEach(async ({ context }, info) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
});

for (const store of STORES) {
  test(`${store.locale}: a customer cancels an order before it is prepared`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const t = wording(store.language);
    const email = await signUpAndIn(page, info, `${store.prefix}/customer/order-history`, store.header);
    // A product of its own per store and screen: the three runs of this journey go side by side.
    const run = STORES.indexOf(store) * 2 + (info.project.name === 'phone' ? 1 : 0);
    const sku = await sizeInStock(page.request, store.header, { from: 60 + run * 4 });
    const number = await placeCustomerOrder(page, store, sku);
    const left = await unitsInStock(page.request, store.header, sku);

    await page.goto(`${store.prefix}/customer/order-history/${number}`);
    if (store.language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const section = page.getByRole('region', { name: t.cancel.heading });
    await expect(section).toBeVisible();
    // The time it may be cancelled until, in the store's clock (HH:MM).
    await expect(section).toContainText(/\d\d:\d\d/);
    await expectNoAxeViolations(page, `${store.locale} order with cancel`);

    // First the question, then the answer; keeping it changes nothing.
    await section.getByRole('button', { name: t.cancel.ask }).click();
    const confirm = page.getByTestId('order-cancel-confirm');
    await expect(
      confirm.getByRole('heading', { name: t.cancel.confirmTitle.replace('{number}', number) }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `${store.locale} cancel confirmation`);
    await confirm.getByRole('button', { name: t.cancel.confirm }).click();

    await expect(page.getByTestId('order-cancelled-notice')).toHaveText(t.cancel.cancelled);
    await expect(page).toHaveURL(new RegExp(`/customer/order-history/${number}$`));
    await expect(page.locator('[data-status="cancelled"]').first()).toHaveText(t.status.cancelled);
    await expect(page.getByRole('region', { name: t.cancel.heading })).toHaveCount(0);
    expect(await unitsInStock(page.request, store.header, sku)).toBe(left + 1);
    await expectNoAxeViolations(page, `${store.locale} cancelled order`);

    // One email, in the store's language.
    await openMail(page, email, 'order-cancelled');
    await expect(page.locator('body')).toContainText(number);
  });
}
