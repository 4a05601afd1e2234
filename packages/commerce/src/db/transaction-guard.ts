import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * A transaction holds its pooled connection until it ends. Code inside it that asks the pool for
 * another (a query on `db` instead of `tx`, a rate limiter, a nested `db.transaction`) waits for a
 * free one, and when a burst of such transactions holds the whole pool, each waits for the
 * others: every request stalls until the pool's connect timeout and answers 500 (issue 35 item 2).
 * Inside `db.transaction(...)` every statement goes through the `tx` it was given.
 *
 * This guard makes the mistake loud: while a transaction's callback runs, asking any pool for a
 * connection throws in development and tests, and is logged with its stack in staging and
 * production (a stall there is bad; a checkout that fails outright on an untested path is worse).
 */
export class SecondConnectionInTransactionError extends Error {
  override name = 'SecondConnectionInTransactionError';
  constructor() {
    super(
      'A pooled connection was asked for inside a transaction: use the transaction (`tx`) for every ' +
        'statement inside db.transaction(...), and do pool work before or after it.',
    );
  }
}

/** The transaction whose callback is running in this async context; `open` ends with it. */
const current = new AsyncLocalStorage<{ open: boolean }>();

type Reaction = 'throw' | 'warn';

/** Throw where tests and developers see it; warn where shoppers would pay for a throw. */
export function reactionFor(environment: Record<string, string | undefined>): Reaction {
  const appEnv = environment.APP_ENV ?? 'development';
  return appEnv === 'production' || appEnv === 'staging' ? 'warn' : 'throw';
}

/** Whether this code runs inside a transaction's callback (for the guard and its tests). */
export function insideTransaction(): boolean {
  return current.getStore()?.open === true;
}

/** Runs a transaction's callback marked as such: the pool refuses it a second connection. */
export async function asTransaction<T>(callback: () => Promise<T>): Promise<T> {
  const frame = { open: true };
  try {
    return await current.run(frame, callback);
  } finally {
    // Work the callback started and left running may use the pool once the transaction is over.
    frame.open = false;
  }
}

/**
 * Wraps the pool's `connect`, through which `pool.query` also goes, so that a connection asked
 * for inside a transaction's callback is refused (or reported). Applies to any pool, so a second
 * pool cannot be used to get around it either.
 */
export function guardPool(pool: pg.Pool, reaction: Reaction = reactionFor(process.env)): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (insideTransaction()) {
      const error = new SecondConnectionInTransactionError();
      if (reaction === 'throw') {
        const callback = args[0];
        if (typeof callback === 'function') {
          process.nextTick(() => (callback as (err: Error) => void)(error));
          return undefined;
        }
        return Promise.reject(error);
      }
      process.emitWarning(error.message + '\n' + (error.stack ?? ''), { code: 'VITRINE_SECOND_CONNECTION' });
    }
    return connect(...args);
  };
}
