import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueAddress } from './support/addresses';
import { openMail } from './support/inbox';
import { ops } from './support/ops';
import {
  DUBAI_ORDER_ADDRESS,
  LONDON_ORDER_ADDRESS,
  placeBagOrder,
  signUpAndIn,
  sizeInStock,
  unitsInStock,
  xsrfHeader,
} from './support/orders';
import { onPhoneIf } from './support/projects';

/**
 * Issue 34 items 6 and 7 in the browser: a customer returns two of the three lines of a delivered
 * order from its page, prints the label, the warehouse receives the parcel (the operator's
 * command), and the order page and the email show the refund; the sizes are back in stock. In
 * en-GB, fr-FR and, right to left, ar-AE.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const wording = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(here, `../messages/orders/${language}.json`), 'utf8')) as {
    returns: Record<'heading' | 'submit' | 'started' | 'listHeading' | 'label' | 'toCard', string> & {
      status: Record<'requested' | 'refunded', string>;
      reasons: Record<string, string>;
    };
  };

/** Where the fr-FR orders go (the UK and UAE ones are the shared support's). */
const PARIS_ORDER_ADDRESS = {
  firstName: 'Ava',
  lastName: 'Stone',
  line1: '12 rue de Rivoli',
  city: 'Paris',
  postcode: '75004',
  countryCode: 'FR',
  phone: '+33 6 12 34 56 78',
};

const STORES = [
  { locale: 'en-GB', prefix: '', header: 'en_GB', language: 'en', address: LONDON_ORDER_ADDRESS },
  { locale: 'fr-FR', prefix: '/fr', header: 'fr_FR', language: 'fr', address: PARIS_ORDER_ADDRESS },
  { locale: 'ar-AE', prefix: '/ae-ar', header: 'ar_AE', language: 'ar', address: DUBAI_ORDER_ADDRESS },
];

test.beforeEach(async ({ context }, info) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
});

for (const store of STORES) {
  test(
    `${store.locale}: a customer returns two of three lines and sees the refund`,
    onPhoneIf(store.locale === 'en-GB'),
    async ({ page }, info) => {
      test.setTimeout(180_000);
      const t = wording(store.language);
      const email = await signUpAndIn(page, info, `${store.prefix}/customer/order-history`, store.header);
      // Sizes of products of their own per store and screen: the runs go side by side.
      const run = STORES.indexOf(store) * 2 + (info.project.name === 'phone' ? 1 : 0);
      const skus: string[] = [];
      for (let from = 20 + run * 6; skus.length < 3; from += 2) {
        const sku = await sizeInStock(page.request, store.header, { from });
        // Three products, not three sizes of one: each line returned or kept is its own.
        if (!skus.some((s) => s.replace(/-.*$/, '') === sku.replace(/-.*$/, ''))) skus.push(sku);
      }
      const headers = { locale: store.header, ...(await xsrfHeader(page)) };
      for (const sku of skus) {
        const bag = await page.request.post('/api/v1/quote', { headers, data: { product: { sku, qty: 1 } } });
        expect((await bag.json()).errors, `bag for ${sku}`).toEqual([]);
      }
      const number = await placeBagOrder(page, headers, store.address);
      await ops('order:process', number);
      await ops('order:dispatch', number);
      expect(await ops('order:deliver', number)).toContain('→ delivered');
      const [first, second, kept] = skus as [string, string, string];
      const before = {
        first: await unitsInStock(page.request, store.header, first),
        second: await unitsInStock(page.request, store.header, second),
      };

      await page.goto(`${store.prefix}/customer/order-history/${number}`);
      if (store.language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const section = page.getByRole('region', { name: t.returns.heading });
      await expect(section).toBeVisible();
      await section.locator(`select[name="qty:${first}"]`).selectOption('1');
      await section.locator(`select[name="qty:${second}"]`).selectOption('1');
      await section.locator('select[name="reason"]').selectOption({ label: t.returns.reasons['too-large']! });
      await expectNoAxeViolations(page, `${store.locale} return form`);
      await section.getByRole('button', { name: t.returns.submit }).click();

      await expect(page.getByTestId('order-return-notice')).toHaveText(t.returns.started);
      const reference = `R-${number}-1`;
      const item = page.locator(`[data-reference="${reference}"]`);
      await expect(item.locator('[data-return-status]')).toHaveText(t.returns.status.requested);
      // Only the kept line can still be returned.
      await expect(section.locator('select[name^="qty:"]')).toHaveCount(1);
      await expect(section.locator(`select[name="qty:${kept}"]`)).toHaveCount(1);
      await expectNoAxeViolations(page, `${store.locale} return requested`);

      // The printable label: the reference, large, and the warehouse to send it to.
      await item.getByRole('link', { name: t.returns.label }).click();
      await expect(page.getByTestId('return-reference')).toHaveText(reference);
      await expect(page.getByTestId('return-address')).toContainText('Vitrine Returns');
      await expect(page.getByTestId('return-label')).toContainText(number);
      await expectNoAxeViolations(page, `${store.locale} return label`);

      // The warehouse receives the parcel.
      expect(await ops('return:receive', reference)).toContain(`${reference} (order ${number}): refunded`);
      expect(await unitsInStock(page.request, store.header, first)).toBe(before.first + 1);
      expect(await unitsInStock(page.request, store.header, second)).toBe(before.second + 1);

      await page.goto(`${store.prefix}/customer/order-history/${number}`);
      const refunded = page.locator(`[data-reference="${reference}"]`);
      await expect(refunded.locator('[data-return-status]')).toHaveText(t.returns.status.refunded);
      const refund = refunded.getByTestId('order-return-refund');
      await expect(refund).toContainText(t.returns.toCard);
      await expect(refund).toContainText(/\d/);

      // The email says what was refunded where, in the store's language.
      await openMail(page, email, 'order-return-refunded');
      await expect(page.locator('body')).toContainText(reference);
    },
  );
}
