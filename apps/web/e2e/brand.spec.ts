import { expect, test } from './support/test';
import { register } from './support/account';

/**
 * §2.2 with BRAND=boohooman (the `boohooman` project of playwright.config.ts: a store of its own
 * started with that brand). The brand offers an account balance in fr-FR and not in the UAE, the
 * other way round from the default brand; every place the rule acts follows it: the credit page,
 * the account menu, the footer, the content service's account-balance entry. Gift cards are not
 * the brand's to change: neither store offers them.
 */
test('boohooman: fr-FR offers the account balance everywhere, ar-AE nowhere (§2.2)', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const email = `e2e.brand.${info.project.name}.${Date.now()}@example.com`;
  await register(page, email, { prefix: '/fr' });

  // fr-FR: the account menu and the footer lead to the credit page, which shows the balance.
  const accountMenuCredit = page.locator('main nav a[href="/fr/customer/credit"]');
  await expect(accountMenuCredit).toBeVisible();
  await expect(page.locator('footer a[href="/fr/customer/credit"]')).toHaveText('Solde du compte');
  await page.locator('footer a[href="/fr/customer/credit"]').click();
  await expect(page).toHaveURL(/\/fr\/customer\/credit$/);
  await expect(page.getByTestId('credit-balance-amount')).toContainText('0,00');
  const entry = await request.get('/api/v1/account-balance', { headers: { locale: 'fr_FR' } });
  expect(entry.status()).toBe(200);
  expect((await entry.json()).data).toMatchObject({ locale: 'fr-FR', title: 'Solde du compte' });
  expect((await page.goto('/fr/giftcards/activate'))?.status()).toBe(404);

  // ar-AE: no account balance for this brand: no menu entry, no footer link, no page, no entry.
  await page.goto('/ae-ar/customer/account');
  await expect(page.locator('main nav a[href$="/customer/account/edit"]')).toBeVisible();
  await expect(page.locator('a[href$="/customer/credit"]')).toHaveCount(0);
  expect((await page.goto('/ae-ar/customer/credit'))?.status()).toBe(404);
  expect((await request.get('/api/v1/account-balance', { headers: { locale: 'ar_AE' } })).status()).toBe(404);
  expect((await page.goto('/ae-ar/giftcards/activate'))?.status()).toBe(404);
});
