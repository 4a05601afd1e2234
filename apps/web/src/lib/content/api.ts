import 'server-only';
import { createLogger } from '@vitrine/commerce/logger';
import { env } from '@vitrine/commerce/env';
import {
  createClient,
  createContentFetcher,
  createFooterReader,
  type ContentFetcher,
  type FooterReader,
} from '@vitrine/client';
import { shouldSendQuoteHeader } from '@vitrine/config';
import { configuredFeatures } from '@/lib/features';
import { contentApiConfig, withBearer, type ContentApiConfig } from './config';
import { sanitizeRichText } from './sanitize';

interface ContentServices {
  config: ContentApiConfig;
  content: ContentFetcher;
  footer: FooterReader;
}

// One set per process: the footer's 15-minute cache (§9) lives here.
const holder = globalThis as unknown as { __vitrineContent?: ContentServices };

/** The content services if this process has made them; never makes them (cache invalidation). */
export function existingContentServices(): ContentServices | undefined {
  return holder.__vitrineContent;
}

export function contentServices(): ContentServices {
  if (holder.__vitrineContent) return holder.__vitrineContent;
  const config = contentApiConfig(env());
  const log = createLogger().child({ area: 'content' });
  const client = createClient({
    baseUrl: config.baseUrl,
    fetch: withBearer((input, init) => fetch(input, init), config.token),
  });
  const content = createContentFetcher({
    client,
    serverSide: true,
    // §7.9's Quote-header variant follows the deployment's flags; callers pass the quote token
    // where they have one (the bag, issue 4).
    quoteHeaderEnabled: () => shouldSendQuoteHeader(configuredFeatures()),
    // §8 on the server: the report becomes a structured log line at its level.
    report: (report) =>
      log[report.level === 'warning' ? 'warn' : report.level](
        { tags: report.tags, path: report.path, clientSide: report.clientSide },
        report.message,
      ),
  });
  const footer = createFooterReader({
    content,
    sanitise: sanitizeRichText,
    log: (message, details) => log.warn(details, message),
  });
  holder.__vitrineContent = { config, content, footer };
  return holder.__vitrineContent;
}
