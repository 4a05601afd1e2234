// Work a process leaves for when it is told to stop (SIGTERM, SIGINT), run after its server stops
// taking requests and before its database pool closes: the popular searches counted in memory
// (listing/query-count-writes.ts) and the job runner, which sends the last of them first
// (jobs.ts). Kept on globalThis: the web server's signal handler
// (apps/web/src/server/main.ts) runs outside Next's bundle, which has its own copy of the modules
// that register work here.

const holder = globalThis as { __vitrineWhenStopping?: Set<() => Promise<void>> };

/** Runs `work` when the process is told to stop. */
export function whenStopping(work: () => Promise<void>): void {
  (holder.__vitrineWhenStopping ??= new Set()).add(work);
}

/** Runs the registered work; resolves when all of it has settled, or after `limitMs` at most. */
export async function stopping(limitMs = 3_000): Promise<void> {
  const work = Promise.allSettled([...(holder.__vitrineWhenStopping ?? [])].map((run) => run()));
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([work, limit]);
  clearTimeout(timer);
}
