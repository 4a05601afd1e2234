import { getDb, pingDatabase as ping, type Database } from '@vitrine/commerce/db';

/**
 * A domain function with this process's database handed in (decision 0059): a page or action
 * passes only the shopper's inputs, and lib/data is the one place that knows there is a pool.
 * The pool is asked for on each call, as the callers did, so it is still made on first use.
 */
export const withDb =
  <A extends unknown[], R>(service: (db: Database, ...args: A) => R) =>
  (...args: A): R =>
    service(getDb(), ...args);

/** /elb-health-check: whether the database answers in time. */
export const pingDatabase = withDb(ping);
