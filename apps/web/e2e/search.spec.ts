import { expect, test } from './support/test';
import { ON_PHONE } from './support/projects';
import { expectNoAxeViolations } from './support/axe';

/** A product name from the dresses listing and a one-letter typo of its longest word. */
async function aProductAndTypo(page: import('./support/test').Page, prefix = '') {
  await page.goto(`${prefix}/clothing/dresses.html`);
  const name = (await page.locator('[data-testid="product-grid"] article h3').first().textContent())!.trim();
  const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
  const typo = word.slice(0, 2) + word.slice(3); // drop the third letter: "Satin" -> "Sain"
  return { name, word, typo };
}

test('search with a typo still finds the product (issue #3)', async ({ page }) => {
  const { word, typo } = await aProductAndTypo(page);
  const response = await page.goto(`/catalogsearch/result?q=${encodeURIComponent(typo)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(typo);
  const names = await page.locator('[data-testid="product-grid"] article h3').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.some((n) => n.toLowerCase().includes(word.toLowerCase()))).toBe(true);
});

test('search results sort by price and paginate like listings', async ({ page }) => {
  await page.goto('/catalogsearch/result?q=dress&sort=price_asc');
  const prices = await page
    .locator('[data-testid="product-grid"] article [data-price-minor]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-price-minor'))));
  expect(prices.length).toBeGreaterThan(5);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('French search is accent-insensitive and answers in French', async ({ page }) => {
  await page.goto('/fr/catalogsearch/result?q=robe');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Résultats pour');
  expect(await page.locator('[data-testid="product-grid"] article').count()).toBeGreaterThan(0);
});

test('a search with no results suggests where to go instead', async ({ page }) => {
  await page.goto('/catalogsearch/result?q=zzqxjvkw');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('No results');
  await expect(page.getByTestId('search-alternatives').getByRole('link').first()).toBeVisible();
  const long = await page.goto(`/catalogsearch/result?q=${'a'.repeat(10_000)}`);
  expect(long?.status()).toBe(200);
});

test('suggestions appear as the shopper types and are keyboard-navigable', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the header search box is the desktop one; phones use the search page');
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('dre', { delay: 50 });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  const options = listbox.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const activeId = await box.getAttribute('aria-activedescendant');
  expect(activeId).toBeTruthy();
  await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
  const target = await page.locator(`[id="${activeId}"]`).getAttribute('href');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'));
  await page.goBack();
  await page.getByRole('combobox', { name: 'Search' }).press('Escape');
});

test('the search page passes axe', ON_PHONE, async ({ page }) => {
  await page.goto('/catalogsearch/result?q=dress');
  await expectNoAxeViolations(page, 'search dress');
});
