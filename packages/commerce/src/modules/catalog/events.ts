import type { LocaleCode, StockRegion } from '@vitrine/config';
import type { Transaction } from '../../db/executor.ts';

/** A size that had none left in a warehouse region and now has some (issue 6: back in stock). */
export interface StockRestocked {
  variantId: number;
  region: StockRegion;
}

/** Absolute link to a page of a store, for what a hook sends where no request says where the shop is. */
export type RestockLink = (locale: LocaleCode, path: string) => string;

/**
 * What acts when a size comes back in stock, in the restock's transaction (the shape of decision
 * 0057's order hooks): it answers how many customers it told; a refusal it throws rolls the
 * restock back. `link` is the caller's, undefined for the hook's own default.
 */
export type StockRestockedHook = (
  tx: Transaction,
  restocked: StockRestocked,
  link: RestockLink | undefined,
) => Promise<number>;
