import type { APIRequestContext, Page } from '@playwright/test';

export interface Size {
  sku: string;
  quantity: number;
}

/** §7.6 v2 inventory: every size of a style with its stock in the store's region. */
export async function inventory(request: APIRequestContext, style: string, header: string): Promise<Size[]> {
  const res = await request.get(`/api/v2/product/${style}/inventory`, { headers: { locale: header } });
  if (!res.ok()) return [];
  return ((await res.json()) as { sizes: Size[] }).sizes;
}

/** The style SKU of a product page link: the seed's url keys end with its number (…-000123.html). */
export const styleOf = (href: string) => `VT${/-(\d{6})\.html$/.exec(href)?.[1] ?? ''}`;

/** Product links of a listing page, in grid order. */
export async function listingLinks(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  const hrefs = await page
    .locator('[data-testid="product-grid"] article a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((h) => /-\d{6}\.html$/.test(h));
}

/**
 * Shows a listing's filter group: the phone's "Filter" panel, then the group, which starts closed
 * unless one of its values is chosen (issue 29 item 13).
 */
export async function openFilter(page: Page, facet: string): Promise<void> {
  const panel = page.locator('summary', { hasText: /^(Filter|Filtrer|تصفية)$/ });
  if (await panel.isVisible()) await panel.click();
  const group = page.locator(`[data-facet="${facet}"]`);
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
}
