import type { Api } from '../data/api';

/**
 * The one API instance of a web process. Next's route handler (app/api/[...path]/route.ts) builds
 * it on the first API request; the production server (server/api-direct.ts) reads it from here to
 * answer reads without Next. It lives on globalThis because the two are different bundles of the
 * same process: one instance means one pool, one listing index and one set of caches.
 */
export const apiHolder = globalThis as unknown as { __vitrineApi?: Api };
