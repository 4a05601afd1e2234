import { expect, test, type Page } from './support/test';

/**
 * Issue 29 item 12: the menu's Sale entry leads, in every store, to a listing of the products
 * reduced now (§3.3 special_price inside its from/to window), and that listing sorts and pages like
 * any other. Every card shows the price now beside the price it was.
 */
const STORES = [
  { locale: 'en-GB', prefix: '', sale: 'Sale', sortLabel: 'Price: low to high' },
  { locale: 'ar-AE', prefix: '/ae-ar', sale: 'تخفيضات', sortLabel: /السعر/ },
] as const;

const cards = (page: Page) => page.locator('[data-testid="product-grid"] article');

/** Every card of the grid shows a struck-through regular price beside its price. */
async function expectEveryCardReduced(page: Page): Promise<number> {
  const n = await cards(page).count();
  expect(n).toBeGreaterThan(0);
  const reduced = await cards(page).evaluateAll(
    (articles) => articles.filter((a) => a.querySelector('s')).length,
  );
  expect(reduced, 'cards with a was price').toBe(n);
  return n;
}

for (const store of STORES) {
  test(`${store.locale}: the menu's Sale lists only reduced products, sorted and paged like any listing`, async ({
    page,
  }) => {
    await page.goto(`${store.prefix}/`);
    await page.getByRole('navigation').getByRole('link', { name: store.sale, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${store.prefix}/sale\\.html$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.sale);
    expect(await expectEveryCardReduced(page)).toBe(48);

    // A second page, still only reductions.
    await page
      .getByRole('navigation', { name: /^(Pages|الصفحات)$/ })
      .locator('a[href*="page=2"]')
      .first()
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expectEveryCardReduced(page);

    // Sorted by price: still only reductions, in ascending order of what they cost now.
    await page.goto(`${store.prefix}/sale.html?sort=price_asc`);
    await expectEveryCardReduced(page);
    const prices = await page
      .locator('[data-testid="product-grid"] article [data-price-minor]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-price-minor'))));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
}
