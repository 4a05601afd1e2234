import { findLocale, ONE_SIZE, type LocaleCode } from '@vitrine/config';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { offersForSkus, sizeSkusOf } from '../catalog/index.ts';
import { customerContactsOf } from '../customer/index.ts';
import { queueMail } from '../mail/index.ts';
import { wishlistAlerts, wishlistItems, wishlists } from './schema.ts';
import { storePageUrl } from '../../store-links.ts';

/** Absolute link to a page of a store, for emails sent where no request says where the shop is. */
export type StoreLink = (locale: LocaleCode, path: string) => string;

/** The configured origin and the store's own path, as the order emails do. */
export const defaultStoreLink: StoreLink = storePageUrl;

interface Claimed extends Record<string, unknown> {
  alert_id: number;
  store_locale: string;
  customer_id: string;
}

/**
 * A size came back in a warehouse region (its quantity went from 0 to more): every customer
 * waiting for it in a store of that region gets one `back-in-stock` email in their store's
 * language, queued in the caller's transaction (the restock's), and their alert is marked.
 *
 * Exactly once however many restocks or workers see the same return: the claim is one UPDATE
 * whose WHERE keeps `notified_at is null`; a racing second claim waits on the first's row locks,
 * re-reads the rows once it commits, finds them notified and takes none. Answers the emails queued.
 */
export async function notifyBackInStock(
  tx: Transaction,
  restocked: { variantId: number; region: string },
  link: StoreLink = defaultStoreLink,
): Promise<number> {
  // The claim touches the wishlist's own tables only; the address, name and SKU are read after it
  // from their owners (customer, catalog) in this transaction. A wishlist with a customer always
  // names an existing one (foreign key, cascade), and the claimed alerts stay locked until the
  // transaction ends, so what is read is the customer and size of every alert claimed.
  const { rows } = await tx.execute<Claimed>(sql`
    update ${wishlistAlerts} a set notified_at = now()
    from ${wishlistItems} i, ${wishlists} w
    where a.item_id = i.id and i.wishlist_id = w.id and w.customer_id is not null
      and a.variant_id = ${restocked.variantId} and a.stock_region = ${restocked.region}
      and a.notified_at is null
    returning a.id as alert_id, a.store_locale, w.customer_id`);
  if (rows.length === 0) return 0;
  const sku = (await sizeSkusOf(tx, [restocked.variantId])).get(restocked.variantId);
  const contacts = await customerContactsOf(tx, [...new Set(rows.map((r) => r.customer_id))]);
  for (const row of rows) {
    const contact = contacts.get(row.customer_id);
    if (!sku || !contact) continue;
    const store = findLocale(row.store_locale);
    if (!store) continue;
    const offer = (await offersForSkus(tx, [sku], store, new Date())).get(sku);
    if (!offer) continue;
    await queueMail(tx, {
      to: contact.email,
      locale: store.localeISOCode,
      message: {
        template: 'back-in-stock',
        data: {
          firstName: contact.firstName,
          productName: offer.name,
          size: offer.size === ONE_SIZE ? '' : offer.sizeLabel,
          productUrl: link(store.localeISOCode, `/${offer.urlKey}.html`),
          wishlistUrl: link(store.localeISOCode, '/customer/account/wishlist'),
        },
      },
    });
  }
  return rows.length;
}
