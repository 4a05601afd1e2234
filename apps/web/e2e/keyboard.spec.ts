import fs from 'node:fs';
import { onPhoneIf } from './support/projects';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/test';

/**
 * Issue 29 item 13: a listing from the keyboard. After the skip link, "Skip to results" takes the
 * shopper past the header and the filters to the products; the filter groups start collapsed
 * (native disclosures, their state read out), so even without it the products come soon. §2.3's
 * keyboard-mode marker is set by a Tab pressed before the app has hydrated.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const shell = (language: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(here, `../messages/${language}.json`), 'utf8')) as {
      shell: Record<string, string>;
    }
  ).shell;

/** The product grid's first link: where a shopper who came for the products wants to be. */
const firstProduct = (page: Page) =>
  page.locator('[data-testid="product-grid"] > li').first().locator('a').first();

/** Presses Tab until the first product has focus; the number of presses, or Infinity past `max`. */
async function tabsToFirstProduct(page: Page, max: number): Promise<number> {
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press('Tab');
    if (await firstProduct(page).evaluate((a) => a === document.activeElement)) return n;
  }
  return Infinity;
}

const LISTINGS = [
  { project: 'desktop', locale: 'en-GB', language: 'en', url: '/clothing.html' },
  { project: 'phone', locale: 'ar-AE', language: 'ar', url: '/ae-ar/clothing.html' },
] as const;

for (const listing of LISTINGS) {
  test(
    `${listing.locale} on the ${listing.project}: the first product is within 10 Tabs of the skip link`,
    onPhoneIf(listing.project === 'phone'),
    async ({ page }, info) => {
      test.skip(info.project.name !== listing.project, `${listing.locale} runs on the ${listing.project}`);
      const t = shell(listing.language);
      await page.goto(listing.url);
      await expect(firstProduct(page)).toBeVisible();

      // The first stop is the skip link; the next is "Skip to results", shown while it has focus.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: t.skipToContent })).toBeFocused();
      await page.keyboard.press('Tab');
      const skipToResults = page.getByRole('link', { name: t.skipToResults });
      await expect(skipToResults).toBeFocused();
      await expect(skipToResults).toBeInViewport();
      await page.keyboard.press('Enter');
      expect(
        2 + (await tabsToFirstProduct(page, 8)),
        'Tabs from the skip link to the first product',
      ).toBeLessThanOrEqual(10);

      // The way through the page without it: every filter group is one stop, closed until opened.
      await page.goto(listing.url);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const groups = page.locator('[data-facet]');
      expect(await groups.count()).toBeGreaterThan(3);
      for (const group of await groups.all()) await expect(group).not.toHaveAttribute('open');
      expect(
        await tabsToFirstProduct(page, 20),
        'Tabs from the main content to the first product',
      ).toBeLessThanOrEqual(listing.project === 'phone' ? 6 : 16);
    },
  );
}

test('a filter group opens from the keyboard and says so; a group with a chosen value starts open', async ({
  page,
}) => {
  await page.goto('/clothing.html');
  const colour = page.locator('[data-facet="colour_group"]');
  const summary = colour.locator('summary');
  await expect(summary).toHaveAccessibleName(/colour/i);
  await summary.focus();
  await expect(colour.getByRole('link').first()).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(colour).toHaveAttribute('open');
  // Chromium exposes a summary's state to assistive technology as "expanded".
  const client = await page.context().newCDPSession(page);
  const { nodes } = (await client.send('Accessibility.getFullAXTree')) as {
    nodes: { name?: { value?: string }; properties?: { name: string; value: { value: unknown } }[] }[];
  };
  const announced = nodes.find(
    (n) => /colour/i.test(String(n.name?.value ?? '')) && n.properties?.some((p) => p.name === 'expanded'),
  );
  expect(announced?.properties?.find((p) => p.name === 'expanded')?.value.value).toBe(true);

  await colour.getByRole('link').first().click();
  await expect(page).toHaveURL(/colour_group=/);
  await expect(page.locator('[data-facet="colour_group"]')).toHaveAttribute('open');
  await expect(page.locator('[data-facet="clothes_size"]')).not.toHaveAttribute('open');
});

test('a Tab pressed before the app hydrates sets the keyboard-mode marker (§2.3)', async ({ page }) => {
  // The app's scripts are held back: nothing of React runs until they are let through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/clothing.html', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('body')).not.toHaveClass(/keyboard-mode/);
  await page.keyboard.press('Tab');
  await expect(page.locator('body')).toHaveClass(/keyboard-mode/);

  // Hydration keeps it; a mouse press clears it, the keyboard sets it again.
  release();
  await page.waitForLoadState('load');
  await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__react')));
  await expect(page.locator('body')).toHaveClass(/keyboard-mode/);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('body')).not.toHaveClass(/keyboard-mode/);
  await page.keyboard.press('Tab');
  await expect(page.locator('body')).toHaveClass(/keyboard-mode/);
});
