// Issue 29 item 9: a product page must not offer a size that sold out. Whatever changes what a
// product page shows of stock or price (an order, the operator's `stock:set`, a cancellation that
// puts stock back, a price change, another process or instance), PostgreSQL says so at commit on
// the listing index's channel (migration 0009: a size whose stock crosses zero, a price, a
// product's listing columns). Each web process hears it here and drops its cached pages of those
// products (decision 0046).

import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ChannelListener, type ChannelListenerOptions } from '../../db/listen.ts';
import { LISTING_INDEX_CHANNEL } from './listing-index-refresh.ts';
import { products } from '../catalog/schema.ts';

export interface ProductChangeListenerOptions extends Pick<
  ChannelListenerOptions,
  'keepaliveMs' | 'retryMs' | 'log'
> {
  /**
   * Products whose pages may be out of date, by URL key; undefined when any may be (a bulk change,
   * or a lost connection came back and notifications may have been missed).
   */
  onChange: (urlKeys: string[] | undefined) => void;
}

/** The notification's products: ids, 'all' for a bulk change, or none ('search' is not a product change). */
export function changedProducts(payload: string): number[] | 'all' {
  if (payload === '*') return 'all';
  return payload
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** One per process: calls `onChange` for the products of every change committed by anyone. */
export function listenForProductChanges(
  db: Database,
  options: ProductChangeListenerOptions,
): ChannelListener {
  const { onChange, ...rest } = options;
  const listener = new ChannelListener(db, LISTING_INDEX_CHANNEL, {
    ...rest,
    onNotification: (payload) => {
      const changed = changedProducts(payload);
      if (changed === 'all') return onChange(undefined);
      if (changed.length === 0) return;
      db.select({ urlKey: products.urlKey })
        .from(products)
        .where(inArray(products.id, changed))
        .then(
          (rows) => onChange(rows.map((r) => r.urlKey)),
          (err: unknown) => {
            // Not knowing which pages: every one may be out of date.
            rest.log?.warn({ err: err instanceof Error ? err.message : err }, 'changed products not read');
            onChange(undefined);
          },
        );
    },
    onListening: (resumed) => {
      if (resumed) onChange(undefined);
    },
  });
  listener.start();
  return listener;
}
