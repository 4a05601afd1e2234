import { api } from '@/lib/data/api';

export const dynamic = 'force-dynamic';

/** Mounts the Hono API (DESIGN: Requests) in the web process, under /api/v1 and /api/v2. */
const handle = (request: Request) => api().fetch(request);
export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};
