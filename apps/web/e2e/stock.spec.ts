import { expect, test, type Page } from './support/test';
import { inventory, listingLinks, styleOf } from './support/catalogue';
import { ops } from './support/ops';

/**
 * Issue 29 item 9: a size sold out after a product page was cached is never offered. The page is
 * opened (and so cached), a size is sold out through the operator's `stock:set` (another process:
 * the web server hears of it only from the database), then:
 *   - the page the server sends says the size is sold out, before any script runs (a shopper
 *     without JavaScript): Next's cached copy and the page cache's were expired;
 *   - another shopper opening the page is shown the size sold out;
 *   - the shopper who left the page open is shown it sold out when they come back to the tab.
 * Shoes, not the dresses most journeys buy from, so no other spec loses the size it chose.
 */
const STORES = [
  { locale: 'en-GB', prefix: '', header: 'en_GB', soldOut: /, sold out$/, pick: 2 },
  { locale: 'ar-AE', prefix: '/ae-ar', header: 'ar_AE', soldOut: /، نفدت الكمية$/, pick: 5 },
] as const;

const sizeRadio = (page: Page, sku: string) => page.locator(`input[name="size"][value="${sku}"]`);

for (const store of STORES) {
  test(`${store.locale}: a size sold out after its page was cached is shown sold out, on a new visit and in the open tab`, async ({
    page,
    browser,
  }) => {
    const links = await listingLinks(page, `${store.prefix}/shoes.html`);
    // A style with two sizes in stock, so that the page still sells something once one is gone.
    let found: { href: string; sku: string; quantity: number } | undefined;
    for (const href of links.slice(store.pick)) {
      const sizes = (await inventory(page.request, styleOf(href), store.header)).filter(
        (s) => s.quantity > 0,
      );
      if (sizes.length >= 2) {
        found = { href, sku: sizes[0]!.sku, quantity: sizes[0]!.quantity };
        break;
      }
    }
    expect(found, 'a shoe with two sizes in stock').toBeDefined();
    const { href, sku, quantity } = found!;

    // Shopper one opens the page (twice: the second visit is a cached copy) and keeps it open.
    await page.goto(href);
    await page.goto(href);
    await expect(sizeRadio(page, sku)).toBeEnabled();

    await ops('stock:set', sku, 'gb', '0');
    try {
      // The page as the server now sends it: rendered afresh within seconds of the change, although
      // another process made it (decision 0046).
      const input = new RegExp(`<input[^>]*value="${sku}"[^>]*>`);
      await expect
        .poll(async () => input.exec(await (await page.request.get(href)).text())?.[0] ?? '', {
          timeout: 5_000,
        })
        .toContain('disabled');

      // Shopper two, another browser: the size is sold out, said so to screen readers.
      const other = await browser.newContext({ storageState: await page.context().storageState() });
      try {
        const second = await other.newPage();
        await second.goto(href);
        await expect(sizeRadio(second, sku)).toBeDisabled();
        await expect(sizeRadio(second, sku)).toHaveAccessibleName(store.soldOut);
      } finally {
        await other.close();
      }

      // Shopper one comes back to the tab left open: the picker has asked again.
      await page.evaluate(() => {
        window.dispatchEvent(new Event('focus'));
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect(sizeRadio(page, sku)).toBeDisabled();
      await expect(sizeRadio(page, sku)).toHaveAccessibleName(store.soldOut);
    } finally {
      await ops('stock:set', sku, 'gb', String(quantity));
    }
  });
}
