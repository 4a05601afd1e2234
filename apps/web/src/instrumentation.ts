/**
 * Runs once when a Next server process starts (Next's instrumentation hook). Background work
 * that every app instance shares through PostgreSQL starts here: the mail worker. Only in the
 * Node.js runtime: the edge runtime has no database driver, and the import is kept inside the
 * check so the edge bundle never includes it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startBackgroundWork } = await import('./instrumentation-node');
    startBackgroundWork();
  }
}
