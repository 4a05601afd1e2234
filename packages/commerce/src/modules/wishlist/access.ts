import type { LocaleConfig } from '@vitrine/config';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import type { Language } from '../../kernel/language.ts';
import { hashQuoteToken, isWellFormedQuoteToken, newQuoteToken } from '../quote/index.ts';
import { MAX_WISHLIST_ITEMS, wishlistItems, wishlists } from './schema.ts';

// Who owns which wishlist (decision 0013), on the quote's model (decision 0012): a customer's is
// found by the account; a guest's by a bearer token of 32 random bytes whose SHA-256 alone is
// stored. Every change locks the wishlist row first, so racing hearts cannot pass the limit and a
// merge cannot run twice.

export interface WishlistCaller {
  /** The store of the `locale` header (§7.1): prices, stock region and language of the answer. */
  store: LocaleConfig;
  /** A guest wishlist's token (the `wishlist` header, or the web app's cookie). */
  token?: string | undefined;
  customerId?: string | undefined;
  language?: Language;
  now?: Date;
}

export type WishlistRow = typeof wishlists.$inferSelect;

export const wishlistNotFound = () => new DomainError('WISHLIST_NOT_FOUND');
export const itemNotFound = () => new DomainError('WISHLIST_ITEM_NOT_FOUND');

/** The token a `wishlist` header carries, or undefined for none (empty, or the §7.5-style placeholder). */
export function wishlistTokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value || value === 'pltwl') return undefined;
  return value;
}

async function lockByToken(tx: Transaction, token: string): Promise<WishlistRow | undefined> {
  if (!isWellFormedQuoteToken(token)) return undefined;
  const [row] = await tx
    .select()
    .from(wishlists)
    .where(eq(wishlists.tokenHash, hashQuoteToken(token)))
    .for('update');
  return row;
}

async function lockCustomerWishlist(tx: Transaction, customerId: string): Promise<WishlistRow | undefined> {
  const [row] = await tx.select().from(wishlists).where(eq(wishlists.customerId, customerId)).for('update');
  return row;
}

/** The customer's wishlist, made if need be; two first hearts racing end on one row (unique index). */
async function ensureCustomerWishlist(tx: Transaction, customerId: string): Promise<WishlistRow> {
  const found = await lockCustomerWishlist(tx, customerId);
  if (found) return found;
  await tx.insert(wishlists).values({ customerId }).onConflictDoNothing({ target: wishlists.customerId });
  const row = await lockCustomerWishlist(tx, customerId);
  if (!row) throw new Error('the customer wishlist could not be created');
  return row;
}

export interface Resolved {
  wishlist: WishlistRow;
  /** A new guest wishlist's token: the caller stores it (cookie) to find the wishlist again. */
  newToken: string | null;
}

/**
 * The wishlist a request works on, locked for the rest of the transaction:
 *
 * - a customer's is found by the account; an active guest wishlist they send along joins it
 *   (items merged, no duplicates) and its token stops working; a dead or merged guest token
 *   beside a session is ignored (their cookie may lag behind the merge);
 * - a guest's by token: unknown 404 (the client drops its markers), merged 401;
 * - no wishlist: undefined, or a new one when `create` (a guest's first heart gets a token).
 */
export async function resolveWishlist(
  tx: Transaction,
  caller: WishlistCaller,
  options: { create: boolean },
): Promise<Resolved | undefined> {
  const tokenRow = caller.token ? await lockByToken(tx, caller.token) : undefined;
  if (caller.customerId) {
    const guest =
      tokenRow && tokenRow.customerId === null && tokenRow.status === 'active' ? tokenRow : undefined;
    const mine =
      guest || options.create
        ? await ensureCustomerWishlist(tx, caller.customerId)
        : await lockCustomerWishlist(tx, caller.customerId);
    if (guest && mine) await mergeInto(tx, guest, mine);
    return mine ? { wishlist: mine, newToken: null } : undefined;
  }
  if (caller.token) {
    if (!tokenRow || tokenRow.customerId !== null) throw wishlistNotFound();
    if (tokenRow.status === 'merged') throw new DomainError('WISHLIST_MERGED');
    return { wishlist: tokenRow, newToken: null };
  }
  if (!options.create) return undefined;
  const token = newQuoteToken();
  const [row] = await tx
    .insert(wishlists)
    .values({ tokenHash: hashQuoteToken(token) })
    .returning();
  return { wishlist: row!, newToken: token };
}

/**
 * A guest wishlist joins the customer's at login: styles not already there are added, newest
 * hearts first while the limit allows (the customer's own items are never pushed out), with the
 * size the guest had chosen. The guest wishlist keeps its token hash so the token answers 401.
 */
export async function mergeInto(tx: Transaction, guest: WishlistRow, mine: WishlistRow): Promise<void> {
  await tx.execute(sql`
    insert into ${wishlistItems} (wishlist_id, product_id, variant_id, added_at)
    select ${mine.id}, g.product_id, g.variant_id, g.added_at
    from ${wishlistItems} g
    where g.wishlist_id = ${guest.id}
      and not exists (select 1 from ${wishlistItems} m where m.wishlist_id = ${mine.id} and m.product_id = g.product_id)
    order by g.added_at desc, g.id desc
    limit greatest(0, ${MAX_WISHLIST_ITEMS} - (select count(*) from ${wishlistItems} where wishlist_id = ${mine.id}))
    on conflict (wishlist_id, product_id) do nothing`);
  await tx.delete(wishlistItems).where(eq(wishlistItems.wishlistId, guest.id));
  await tx
    .update(wishlists)
    .set({ status: 'merged', mergedInto: mine.id, updatedAt: sql`now()` })
    .where(eq(wishlists.id, guest.id));
  await touch(tx, mine.id);
}

export async function touch(tx: Transaction, wishlistId: number): Promise<void> {
  await tx
    .update(wishlists)
    .set({ updatedAt: sql`now()` })
    .where(eq(wishlists.id, wishlistId));
}

/** An item of this wishlist, locked; another wishlist's id is 404 like an unknown one. */
export async function lockItem(tx: Transaction, wishlistId: number, itemId: number) {
  const [row] = await tx
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.wishlistId, wishlistId)))
    .for('update');
  return row;
}
