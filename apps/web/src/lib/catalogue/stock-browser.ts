import { toLocaleHeader } from '@vitrine/client';

// Browser only: the stock of a product page's sizes now (issue 29 item 9, decision 0046).

/** Size SKU → units in the store's region, or null when the stock could not be read. */
export type StockNow = Map<string, number> | null;

/**
 * §7.6 v2 `product/{sku}/inventory` for a style in the store. The page's own copy may be a cached
 * one; this read is never kept by the browser (`no-store`) nor by the API's page cache (the answer
 * is not `public`, decision 0018).
 */
export async function readStockNow(styleSku: string, locale: string): Promise<StockNow> {
  try {
    const response = await fetch(`/api/v2/product/${encodeURIComponent(styleSku)}/inventory`, {
      headers: { locale: toLocaleHeader(locale) },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { sizes?: { sku: string; quantity: number }[] };
    return new Map((body.sizes ?? []).map((s) => [s.sku, s.quantity]));
  } catch {
    // Offline or refused: the page's sizes stand; the bag checks stock again anyway (§5).
    return null;
  }
}
