import { createRoute, z } from '@hono/zod-openapi';
import { splitPath } from '@vitrine/config';
import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '../../kernel/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { clientAddress } from '../../http/client-address.ts';
import { consume } from '../security/index.ts';

// §8 without a Sentry DSN: the browser's reporter sends its events here and they become
// structured log lines beside the server's own. Anyone can call this, so everything is bounded:
// body size, field lengths, counts, and a per-address rate (security/limits.ts clientLogsPerAddress).

/** Far above a real report (2 KB message, 8 KB stack, 50 short breadcrumbs), far below the API's 256 KB. */
export const MAX_LOG_BODY_BYTES = 32 * 1024;

const Level = z.enum(['fatal', 'error', 'warning', 'info', 'debug']);
const TagKey = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/);
const Tags = z
  .record(TagKey, z.string().max(200))
  .refine((tags) => Object.keys(tags).length <= 20, 'too_many');

const Breadcrumb = z
  .object({
    category: z.string().max(64),
    message: z.string().max(500),
    level: Level.optional(),
    timestamp: z.number().int().nonnegative().optional(),
  })
  .strict();

export const ClientReportSchema = z
  .object({
    kind: z.enum(['request', 'error']),
    message: z.string().min(1).max(2000),
    level: Level,
    tags: Tags.default({}),
    path: z.string().max(2000),
    clientSide: z.boolean(),
    stack: z.string().max(8000).optional(),
    release: z.string().max(64).optional(),
    breadcrumbs: z.array(Breadcrumb).max(50).default([]),
  })
  .strict()
  .openapi('ClientReport');

/**
 * A browser cannot page anyone: 'fatal' from the client is logged as an error, so alerting on
 * server fatals stays meaningful. The rest map to pino's names.
 */
const PINO_LEVEL = {
  fatal: 'error',
  error: 'error',
  warning: 'warn',
  info: 'info',
  debug: 'debug',
} as const satisfies Record<z.infer<typeof Level>, string>;

const logRoute = createRoute({
  method: 'post',
  path: '/log',
  tags: ['observability'],
  summary: 'Record an error report from the browser (§8, when no Sentry DSN is configured)',
  middleware: [
    bodyLimit({
      maxSize: MAX_LOG_BODY_BYTES,
      onError: () => {
        throw new DomainError('PAYLOAD_TOO_LARGE');
      },
    }),
  ] as const,
  request: {
    body: { content: { 'application/json': { schema: ClientReportSchema } }, required: true },
  },
  responses: { 204: { description: 'Recorded' }, ...errorResponses(400, 429) },
});

export function observabilityRoutes() {
  return apiRouter().openapi(logRoute, async (c) => {
    const address = clientAddress(c);
    await consume(c.get('db'), 'clientLogsPerAddress', address);
    const report = c.req.valid('json');
    const log = c.get('log').child({ source: 'browser' });
    log[PINO_LEVEL[report.level]](
      {
        report: {
          ...report,
          // The reporter strips queries already; a hand-made call must not log one either.
          path: splitPath(report.path).pathname,
        },
        userAgent: c.req.header('user-agent')?.slice(0, 300),
        store: c.get('store').localeISOCode,
      },
      'client report',
    );
    return c.body(null, 204);
  });
}
