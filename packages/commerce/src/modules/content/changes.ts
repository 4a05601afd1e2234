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
