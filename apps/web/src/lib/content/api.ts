import 'server-only';
import { contentServiceToken } from '@/lib/data/content';
import { createLogger, env } from '@/lib/data/runtime';
import { shouldSendQuoteHeader } from '@vitrine/config';
import { configuredFeatures } from '@/lib/features';
import { contentApiConfig } from './config';
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
  holder.__vitrineContent = buildContentServices({
    config: contentApiConfig(env()),
    fetch: (input, init) => fetch(input, init),
    serviceToken: () => contentServiceToken(),
    quoteHeaderEnabled: () => shouldSendQuoteHeader(configuredFeatures()),
    sanitise: sanitizeRichText,
    log: createLogger().child({ area: 'content' }),
  });
  return holder.__vitrineContent;
}
