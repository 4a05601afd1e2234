import 'server-only';
import type { LocaleConfig } from '@vitrine/config';
import { ApiError } from '@/lib/data/errors';
import { assertOrderLimit, consumeOrderLimit, orderService } from '@/lib/data/orders';
import { orderView, timelineView, type OrderView, type TimelineView } from './view';

export type GuestLookup =
  | { kind: 'found'; order: OrderView; timeline: TimelineView }
  | { kind: 'not_found' }
  | { kind: 'too_many'; minutes: number };

const isNotFound = (err: unknown) => err instanceof ApiError && err.code === 'ORDER_NOT_FOUND';
const isTooMany = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 429;

/**
 * §7.6 order/search for a guest, by the rule the API applies (order/routes.ts `lookUp`): every
 * attempt counts against the client address, every miss against the order number whether it
 * exists or not, so neither the answer nor the limit tells a stranger which orders exist. A miss
 * that goes over the limit still answers "not found"; the limit shows on the next attempt.
 */
export async function guestLookup(
  number: string,
  email: string,
  clientAddress: string,
  store: LocaleConfig,
): Promise<GuestLookup> {
  const orders = orderService();
  try {
    await assertOrderLimit('orderLookupPerAddress', clientAddress);
    await assertOrderLimit('orderLookupPerNumber', number);
    await consumeOrderLimit('orderLookupPerAddress', clientAddress);
  } catch (err) {
    if (isTooMany(err)) return { kind: 'too_many', minutes: Number(err.params.minutes ?? 15) };
    throw err;
  }
  try {
    const found = await orders.search(number, { email });
    // The same access (the order's email) opens the v2 timeline: its steps to come.
    const tracking = await orders.trackingV2(number, { email });
    return { kind: 'found', order: orderView(found.order, store), timeline: timelineView(tracking) };
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await consumeOrderLimit('orderLookupPerNumber', number).catch((e: unknown) => {
      if (!isTooMany(e)) throw e;
    });
    return { kind: 'not_found' };
  }
}
