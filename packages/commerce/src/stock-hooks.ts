import type { StockRestockedHook } from './modules/catalog/index.ts';
import { notifyBackInStock } from './modules/wishlist/index.ts';

// What each module does when stock changes, written down in one place above the modules (the
// shape of order-hooks.ts, decision 0057): the catalogue calls the hooks it is handed and knows
// none of the modules behind them. Each runs in the restock's own transaction, in this order.

/** When a size comes back in stock in a region: the customers waiting for it (issue 6). */
export const STOCK_RESTOCKED_HOOKS: readonly StockRestockedHook[] = [
  notifyBackInStock, // wishlist back-in-stock alerts (decision 0013)
];
