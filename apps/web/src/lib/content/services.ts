import {
  createClient,
  createContentFetcher,
  createFooterReader,
  type ContentFetcher,
  type FetchLike,
  type FooterReader,
  type HtmlSanitiser,
} from '@vitrine/client';
import type { Logger } from 'pino';
import { withBearer, type ContentApiConfig } from './config';

export interface ContentServices {
  config: ContentApiConfig;
  content: ContentFetcher;
  footer: FooterReader;
  /** The transport to the content API, with no bearer: the staff preview sends the staff member's own. */
  fetch: FetchLike;
}

export interface ContentServiceDeps {
  config: ContentApiConfig;
  /**
   * How requests reach the content API: in process for this process's own API, HTTP for
   * CONTENT_API_URL (api.ts chooses, decision 0059).
   */
  fetch: FetchLike;
  /**
   * Decision 0055: the bearer when CONTENT_API_TOKEN is unset, the storefront's service token
   * (`contentServiceToken` of @vitrine/commerce/content), so footer calls always carry one (§7.9).
   */
  serviceToken: () => Promise<string>;
  /** §7.9's Quote-header variant follows the deployment's flags. */
  quoteHeaderEnabled: () => boolean;
  sanitise: HtmlSanitiser;
  log: Logger;
}

/** The content client, fetcher and footer reader of one process (api.ts keeps the one set). */
export function buildContentServices(deps: ContentServiceDeps): ContentServices {
  const { config, log } = deps;
  const client = createClient({
    baseUrl: config.baseUrl,
    fetch: withBearer(deps.fetch, config.token ?? deps.serviceToken),
  });
  const content = createContentFetcher({
    client,
    serverSide: true,
    quoteHeaderEnabled: deps.quoteHeaderEnabled,
    // §8 on the server: the report becomes a structured log line at its level.
    report: (report) =>
      log[report.level === 'warning' ? 'warn' : report.level](
        { tags: report.tags, path: report.path, clientSide: report.clientSide },
        report.message,
      ),
  });
  const footer = createFooterReader({
    content,
    sanitise: deps.sanitise,
    log: (message, details) => log.warn(details, message),
  });
  return { config, content, footer, fetch: deps.fetch };
}
