// A dedicated connection that LISTENs on its channels and comes back when it is lost: the one
// LISTEN client of the code base (issue 30, decision 0060), for callers that need no more than
// "tell me, and tell me when you may have missed something" (the listing index decides from that
// when it may be trusted, decision 0007). A keepalive query notices a connection that died
// quietly; a lost one is retried every few seconds with a log line.

import type { Logger } from 'pino';
import pg from 'pg';
import type { Database } from './client.ts';

export interface ChannelListenerOptions {
  /** Each notification's payload and channel, in the order PostgreSQL delivered them. */
  onNotification: (payload: string, channel: string) => void;
  /**
   * LISTEN is in place. `resumed` is true after a lost connection came back: notifications sent
   * while it was down are gone, so whatever they would have said must be assumed.
   */
  onListening?: (resumed: boolean) => void;
  /** The connection was lost: nothing is heard until `onListening` says LISTEN is back. */
  onLost?: () => void;
  /** The pool ended (a script or a test finished), so the listener stopped for good. */
  onClosed?: () => void;
  /** How often the connection is checked. Default 5 s. */
  keepaliveMs?: number;
  /** Wait before reconnecting. Default 5 s. */
  retryMs?: number;
  log?: Pick<Logger, 'info' | 'warn'>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export class ChannelListener {
  private client: pg.Client | undefined;
  private keepaliveTimer: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private everListened = false;
  private lostSince = false;
  /** True while LISTEN is in place on a live connection. */
  listening = false;

  readonly channels: readonly string[];

  private readonly db: Database;
  private readonly options: ChannelListenerOptions;

  constructor(db: Database, channels: string | readonly string[], options: ChannelListenerOptions) {
    this.db = db;
    this.options = options;
    this.channels = typeof channels === 'string' ? [channels] : [...channels];
    // LISTEN takes an identifier, not a parameter.
    for (const channel of this.channels)
      if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${channel}`);
  }

  /** The channels, as the log names them. */
  private get channel(): string {
    return this.channels.join(',');
  }

  /** Starts listening in the background; returns at once. Safe to call twice. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.keepaliveTimer = setInterval(() => void this.keepalive(), this.options.keepaliveMs ?? 5_000);
    this.keepaliveTimer.unref();
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.keepaliveTimer);
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => {});
  }

  private get log(): Pick<Logger, 'info' | 'warn'> {
    return this.options.log ?? console;
  }

  private poolGone(): boolean {
    const pool = this.db.$client;
    if (!pool.ending && !pool.ended) return false;
    if (!this.stopped) {
      void this.stop();
      this.options.onClosed?.();
    }
    return true;
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.poolGone()) return;
    const client = new pg.Client({ ...this.db.$client.options, keepAlive: true });
    this.client = client;
    const lost = (err?: unknown) => this.lost(client, err);
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (this.channels.includes(message.channel))
        this.options.onNotification(message.payload ?? '', message.channel);
    });
    try {
      await client.connect();
      // The listener must not keep a script or a test run alive on its own.
      (
        client as unknown as { connection?: { stream?: { unref?: () => void } } }
      ).connection?.stream?.unref?.();
      for (const channel of this.channels) await client.query(`listen ${channel}`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.client !== client) return;
    this.listening = true;
    const resumed = this.everListened;
    this.everListened = true;
    if (this.lostSince) {
      this.lostSince = false;
      this.log.info({ channel: this.channel }, 'listening for change notifications again');
    }
    this.options.onListening?.(resumed);
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    void client.end().catch(() => {});
    if (this.stopped) return;
    this.options.onLost?.();
    if (!this.lostSince) {
      this.lostSince = true;
      this.log.warn(
        { channel: this.channel, err: err instanceof Error ? err.message : err },
        'change notifications lost, reconnecting',
      );
    }
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), this.options.retryMs ?? 5_000);
    this.retry.unref();
  }

  private async keepalive(): Promise<void> {
    if (this.poolGone()) return;
    const client = this.client;
    if (!client || !this.listening) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.query('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('keepalive timed out')), 2_000);
        }),
      ]);
    } catch (err) {
      this.lost(client, err);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** What one part of a process does with the notifications of one channel. */
export interface ChannelSubscriber extends Pick<ChannelListenerOptions, 'onListening' | 'onLost'> {
  channel: string;
  onNotification: (payload: string) => void;
}

/**
 * One connection for every subscriber of a process (issue 30: one LISTEN client per process):
 * LISTENs on their channels and hands each notification to the subscribers of its channel, and
 * tells each of them when the connection is lost and when it listens again. Started at once.
 */
export function listenForAll(
  db: Database,
  subscribers: readonly ChannelSubscriber[],
  options: Pick<ChannelListenerOptions, 'keepaliveMs' | 'retryMs' | 'log' | 'onClosed'> = {},
): ChannelListener {
  const listener = new ChannelListener(db, [...new Set(subscribers.map((s) => s.channel))], {
    ...options,
    onNotification: (payload, channel) => {
      for (const s of subscribers) if (s.channel === channel) s.onNotification(payload);
    },
    onListening: (resumed) => {
      for (const s of subscribers) s.onListening?.(resumed);
    },
    onLost: () => {
      for (const s of subscribers) s.onLost?.();
    },
  });
  listener.start();
  return listener;
}
