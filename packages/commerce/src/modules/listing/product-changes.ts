// Issue 29 item 9: a product page must not offer a size that sold out. Whatever changes what a
// product page shows of stock or price (an order, the operator's `stock:set`, a cancellation that
// puts stock back, a price change, another process or instance), PostgreSQL says so at commit on
// the listing index's channel (migration 0009: a size whose stock crosses zero, a price, a
// product's listing columns). Each web process hears it here and drops its cached pages of those
// products (decision 0046).

import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  listenForAll,
  type ChannelListener,
  type ChannelListenerOptions,
  type ChannelSubscriber,
} from '../../db/listen.ts';
import { listingIndexFor } from './listing-index.ts';
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

/** Calls `onChange` for the products of every change committed by anyone. */
export function productChangeSubscriber(
  db: Database,
  options: Pick<ProductChangeListenerOptions, 'onChange' | 'log'>,
): ChannelSubscriber {
  const { onChange, log } = options;
  return {
    channel: LISTING_INDEX_CHANNEL,
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
            log?.warn({ err: err instanceof Error ? err.message : err }, 'changed products not read');
            onChange(undefined);
          },
        );
    },
    onListening: (resumed) => {
      if (resumed) onChange(undefined);
    },
  };
}

/** One per process: calls `onChange` for the products of every change committed by anyone. */
export function listenForProductChanges(
  db: Database,
  options: ProductChangeListenerOptions,
): ChannelListener {
  return listenForAll(db, [productChangeSubscriber(db, options)], options);
}

/**
 * The one LISTEN connection of a web process (issue 30): the listing index of `db` (when on),
 * the pages of changed products (`onChange`) and `others` (content) hear their channels on it.
 * Called before the index starts, so the index opens no connection of its own.
 */
export function listenForChanges(
  db: Database,
  options: ProductChangeListenerOptions & { others: readonly ChannelSubscriber[] },
): ChannelListener {
  const index = listingIndexFor(db);
  const subscribers = [
    ...(index ? [index.subscriber()] : []),
    productChangeSubscriber(db, options),
    ...options.others,
  ];
  return listenForAll(db, subscribers, options);
}
