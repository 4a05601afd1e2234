import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { sizeOfSku, stockInRegion, styleOfSku } from '../catalog/index.ts';
import { isLostBagCode, quoteService, type Caller as QuoteCaller, type QuoteError } from '../quote/index.ts';
import { itemNotFound, lockItem, resolveWishlist, touch, type WishlistCaller } from './access.ts';
import { MAX_WISHLIST_ITEMS, wishlistAlerts, wishlistItems } from './schema.ts';
import { countItems, wishlistItemsView, wishlistStyles, type WishlistItem } from './view.ts';

export interface WishlistAnswer {
  items: WishlistItem[];
  count: number;
  max: number;
}

export interface AddAnswer {
  /** The item of the style (new, or already there: adding is idempotent). */
  id: number;
  sku: string;
  count: number;
  /** A new guest wishlist's token (store it, send it back as `wishlist`); null otherwise. */
  token: string | null;
}

export interface MoveAnswer {
  /** The bag's id; null when the refusal left no bag. */
  quoteId: number | null;
  /** A new token of the bag when this call made one (or rotated a customer's, decision 0012). */
  quoteToken: string | null;
  /** The quote's refusals (§5): non-empty means nothing moved and the item stays. */
  errors: QuoteError[];
  count: number;
}

/** What a SKU names: a style, or one of its sizes (the catalogue answers). */
async function findStyle(tx: Transaction, sku: string) {
  const style = await styleOfSku(tx, sku);
  if (!style) throw new DomainError('PRODUCT_NOT_FOUND', { sku });
  return style;
}

/** A size of the item's style, or a 400 naming it (an unknown size SKU is 404 like any product). */
async function sizeOfItem(tx: Transaction, productId: number, sku: string) {
  const row = await sizeOfSku(tx, sku);
  if (!row) throw new DomainError('PRODUCT_NOT_FOUND', { sku });
  if (row.productId !== productId) throw new DomainError('WISHLIST_SIZE_MISMATCH', { sku });
  return row.id;
}

/** The wishlist (module `wishlist`, §7.3, issue 6 item 1, decision 0013). */
export function wishlistService(db: Database) {
  const inTransaction = <T>(caller: WishlistCaller, work: (tx: Transaction, now: Date) => Promise<T>) =>
    db.transaction((tx) => work(tx, caller.now ?? new Date()));

  return {
    /** GET wishlist: the items as product cards of the store; empty for a shopper without one. */
    get(caller: WishlistCaller): Promise<WishlistAnswer> {
      return inTransaction(caller, async (tx, now) => {
        const found = await resolveWishlist(tx, caller, { create: false });
        const items = found ? await wishlistItemsView(tx, found.wishlist.id, caller.store, now) : [];
        return { items, count: items.length, max: MAX_WISHLIST_ITEMS };
      });
    },

    /** GET wishlistskus: the style SKUs with their item ids, for hearts. */
    styles(caller: WishlistCaller): Promise<{ id: number; sku: string }[]> {
      return inTransaction(caller, async (tx) => {
        const found = await resolveWishlist(tx, caller, { create: false });
        return found ? wishlistStyles(tx, found.wishlist.id) : [];
      });
    },

    count(caller: WishlistCaller): Promise<number> {
      return inTransaction(caller, async (tx) => {
        const found = await resolveWishlist(tx, caller, { create: false });
        return found ? countItems(tx, found.wishlist.id) : 0;
      });
    },

    /**
     * POST wishlist: a style SKU, or a size SKU (its style, with that size remembered). Adding a
     * style already there changes nothing but the remembered size: idempotent, as hearts and
     * retried requests need. A guest's first heart makes their wishlist and answers its token.
     */
    add(caller: WishlistCaller, sku: string): Promise<AddAnswer> {
      return inTransaction(caller, async (tx) => {
        const style = await findStyle(tx, sku);
        const { wishlist, newToken } = (await resolveWishlist(tx, caller, { create: true }))!;
        const [existing] = await tx
          .select()
          .from(wishlistItems)
          .where(
            sql`${wishlistItems.wishlistId} = ${wishlist.id} and ${wishlistItems.productId} = ${style.productId}`,
          );
        let id = existing?.id;
        if (existing) {
          if (style.variantId !== null && existing.variantId !== style.variantId)
            await tx
              .update(wishlistItems)
              .set({ variantId: style.variantId })
              .where(eq(wishlistItems.id, existing.id));
        } else {
          if ((await countItems(tx, wishlist.id)) >= MAX_WISHLIST_ITEMS)
            throw new DomainError('WISHLIST_FULL', { max: String(MAX_WISHLIST_ITEMS) });
          const [row] = await tx
            .insert(wishlistItems)
            .values({ wishlistId: wishlist.id, productId: style.productId, variantId: style.variantId })
            .returning({ id: wishlistItems.id });
          id = row!.id;
        }
        await touch(tx, wishlist.id);
        return { id: id!, sku: style.styleSku, count: await countItems(tx, wishlist.id), token: newToken };
      });
    },

    /** DELETE wishlist/{id}: only an item of the caller's wishlist; any other id is 404. */
    remove(caller: WishlistCaller, itemId: number): Promise<{ count: number }> {
      return inTransaction(caller, async (tx) => {
        const found = await resolveWishlist(tx, caller, { create: false });
        if (!found) throw itemNotFound();
        const deleted = await tx
          .delete(wishlistItems)
          .where(sql`${wishlistItems.id} = ${itemId} and ${wishlistItems.wishlistId} = ${found.wishlist.id}`)
          .returning({ id: wishlistItems.id });
        if (deleted.length === 0) throw itemNotFound();
        await touch(tx, found.wishlist.id);
        return { count: await countItems(tx, found.wishlist.id) };
      });
    },

    /**
     * POST wishlist/move-to-quote: the size goes into the shopper's bag through the quote service
     * (its stock, price and limit rules, its refusals) and the item leaves the wishlist, in one
     * transaction: a refusal, or a failure after the add, leaves both as they were.
     * `quoteToken` is the caller's bag token (the §7.5 `Quote` header).
     */
    moveToQuote(
      caller: WishlistCaller & { quoteToken?: string | undefined },
      input: { id: number; sku: string },
    ): Promise<MoveAnswer> {
      return inTransaction(caller, async (tx) => {
        const found = await resolveWishlist(tx, caller, { create: false });
        const item = found && (await lockItem(tx, found.wishlist.id, input.id));
        if (!found || !item) throw itemNotFound();
        await sizeOfItem(tx, item.productId, input.sku);
        // The quote service opens its transactions on what it is given: here a savepoint of ours.
        const bag = quoteService(tx as unknown as Database);
        const quoteCaller: QuoteCaller = {
          store: caller.store,
          customerId: caller.customerId,
          token: caller.quoteToken,
          ...(caller.language ? { language: caller.language } : {}),
          ...(caller.now ? { now: caller.now } : {}),
        };
        const product = { sku: input.sku, qty: 1 };
        let quoteId: number | null;
        let quoteToken: string | null = null;
        let errors: QuoteError[];
        const create = async () => {
          const made = await bag.create({ ...quoteCaller, token: undefined }, product);
          quoteToken = made.token;
          return made;
        };
        if (quoteCaller.token && !quoteCaller.customerId) {
          try {
            ({ quoteId, errors } = await bag.addProduct(quoteCaller, product));
          } catch (err) {
            // §4.2 step 3: a guest bag that is gone (or merged at login) is started afresh.
            if (!(err instanceof DomainError && isLostBagCode(err.code))) throw err;
            ({ quoteId, errors } = await create());
          }
        } else if (quoteCaller.customerId) {
          // A customer's bag is found by account; their token only names a guest bag to merge.
          const made = await bag.create(quoteCaller, product);
          ({ quoteId, errors } = made);
          quoteToken = made.token;
        } else {
          ({ quoteId, errors } = await create());
        }
        if (errors.length === 0) {
          await tx.delete(wishlistItems).where(eq(wishlistItems.id, item.id));
          await touch(tx, found.wishlist.id);
        }
        return { quoteId, quoteToken, errors, count: await countItems(tx, found.wishlist.id) };
      });
    },

    /**
     * PATCH wishlist/{id}/notify (customers only): email me when this size is back. Only a size
     * of the item that is out of stock in the store's region can be asked for (an in-stock one
     * is 409: it can be bought now); asking again after an email re-arms it. `notify: false`
     * takes the request back.
     */
    notify(
      caller: WishlistCaller & { customerId: string },
      itemId: number,
      input: { sku: string; notify: boolean },
    ): Promise<{ id: number; sku: string; notify: boolean }> {
      return inTransaction(caller, async (tx) => {
        const found = await resolveWishlist(tx, caller, { create: false });
        const item = found && (await lockItem(tx, found.wishlist.id, itemId));
        if (!item) throw itemNotFound();
        const variantId = await sizeOfItem(tx, item.productId, input.sku);
        if (!input.notify) {
          await tx
            .delete(wishlistAlerts)
            .where(sql`${wishlistAlerts.itemId} = ${item.id} and ${wishlistAlerts.variantId} = ${variantId}`);
          return { id: item.id, sku: input.sku, notify: false };
        }
        const region = caller.store.stockRegion;
        if ((await stockInRegion(tx, variantId, region)) > 0)
          throw new DomainError('WISHLIST_SIZE_IN_STOCK', { sku: input.sku });
        await tx
          .insert(wishlistAlerts)
          .values({
            itemId: item.id,
            variantId,
            storeLocale: caller.store.localeISOCode,
            stockRegion: region,
          })
          .onConflictDoUpdate({
            target: [wishlistAlerts.itemId, wishlistAlerts.variantId],
            set: {
              storeLocale: caller.store.localeISOCode,
              stockRegion: region,
              notifiedAt: null,
              createdAt: sql`now()`,
            },
          });
        // The size asked about is the one the shopper has in mind.
        await tx.update(wishlistItems).set({ variantId }).where(eq(wishlistItems.id, item.id));
        return { id: item.id, sku: input.sku, notify: true };
      });
    },

    /** At login: the guest wishlist named by the token joins the customer's (resolveWishlist). */
    merge(caller: WishlistCaller & { customerId: string }): Promise<{ count: number }> {
      return inTransaction(caller, async (tx) => {
        const found = await resolveWishlist(tx, caller, { create: false });
        return { count: found ? await countItems(tx, found.wishlist.id) : 0 };
      });
    },
  };
}

export type WishlistService = ReturnType<typeof wishlistService>;
