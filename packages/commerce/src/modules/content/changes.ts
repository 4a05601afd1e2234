import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import {
  listenForAll,
  type ChannelListener,
  type ChannelListenerOptions,
  type ChannelSubscriber,
} from '../../db/listen.ts';

// Issue 5: what shoppers see changed (a publish, an unpublish, a booked publication, a banner's
// schedule). Every app instance keeps content in memory (decision 0011), so the change is sent
// to all of them on one PostgreSQL channel, from inside the writing transaction: PostgreSQL
// delivers it at commit, and an aborted write notifies nobody.

export const CONTENT_CHANNEL = 'content_change';

/** What a change to an entry says: `entry footer/footer en-GB`. */
export const entryChange = (row: { kind: string; key: string; locale: string }) =>
  `entry ${row.kind}/${row.key} ${row.locale}`;

/** What a change to a banner says: `banner UK/listing/sale`. */
export const bannerChange = (row: { region: string; type: string; bannerId: string }) =>
  `banner ${row.region}/${row.type}/${row.bannerId}`;

const BOOKED = 'booked ';

/** A change announced at its booked time (booked.ts): `booked banner UK/listing/sale`. */
export const bookedChange = (what: string) => `${BOOKED}${what}`;

/** Whether a change is one announced at its booked time, not a write that may have booked one. */
export const isBookedChange = (what: string) => what.startsWith(BOOKED);

/** Says what changed (`entry footer/footer en-GB`, `banner UK/listing/sale`), for the log. */
export async function notifyContentChange(tx: Executor, what: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${what})`);
}

export interface ContentChangeListenerOptions extends Pick<
  ChannelListenerOptions,
  'keepaliveMs' | 'retryMs' | 'log'
> {
  /**
   * Drop cached content. `what` is the notification, or undefined after a lost connection came
   * back (a change may have been missed, so everything is assumed changed).
   */
  onChange: (what: string | undefined) => void;
}

/** Calls `onChange` for every content change committed by any instance. */
export function contentChangeSubscriber(
  onChange: ContentChangeListenerOptions['onChange'],
): ChannelSubscriber {
  return {
    channel: CONTENT_CHANNEL,
    onNotification: (payload) => onChange(payload),
    onListening: (resumed) => {
      if (resumed) onChange(undefined);
    },
  };
}

/** A connection of its own that calls `onChange` for every content change committed by any instance. */
export function listenForContentChanges(
  db: Database,
  options: ContentChangeListenerOptions,
): ChannelListener {
  return listenForAll(db, [contentChangeSubscriber(options.onChange)], options);
}
