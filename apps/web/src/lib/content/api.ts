import 'server-only';
import { api } from '@/lib/data/api';
import { contentServiceToken } from '@/lib/data/content';
import { createLogger, env } from '@/lib/data/runtime';
import type { FetchLike } from '@vitrine/client';
import { shouldSendQuoteHeader } from '@vitrine/config';
import type { Logger } from 'pino';
import { configuredFeatures } from '@/lib/features';
import { contentApiConfig, contentApiIsOwn } from './config';
import { inProcessFetch } from './in-process';
import { sanitizeRichText } from './sanitize';
import { buildContentServices, type ContentServices } from './services';

// One set per process: the footer's 15-minute cache (§9) lives here.
const holder = globalThis as unknown as { __vitrineContent?: ContentServices };

/** The content services if this process has made them; never makes them (cache invalidation). */
export function existingContentServices(): ContentServices | undefined {
  return holder.__vitrineContent;
}

export function contentServices(): ContentServices {
  if (holder.__vitrineContent) return holder.__vitrineContent;
  const environment = env();
  const log = createLogger().child({ area: 'content' });
  holder.__vitrineContent = buildContentServices({
    config: contentApiConfig(environment),
    fetch: contentTransport(contentApiIsOwn(environment), log),
    serviceToken: () => contentServiceToken(),
    quoteHeaderEnabled: () => shouldSendQuoteHeader(configuredFeatures()),
    sanitise: sanitizeRichText,
    log,
  });
  return holder.__vitrineContent;
}

/**
 * Decision 0059: this process's own content API is asked in process, through its one API instance
 * (the same one its `/api` answers with), so a render sends no HTTP request into its own server.
 * CONTENT_API_URL names another service, asked over HTTP.
 */
function contentTransport(own: boolean, log: Logger): FetchLike {
  if (!own) return (input, init) => fetch(input, init);
  return inProcessFetch(
    (input, init) => api().request(input, init),
    (err) => log.error({ err }, 'the content API failed in process'),
  );
}
