import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { COOKIE_NAMES, type LocaleCode } from '@vitrine/config';
import { CUSTOMER_REGISTERED_HOOKS } from './customer-hooks.ts';
import { ORDER_MOVE_HOOKS, ORDER_PLACED_HOOKS, PAYMENT_EVENT_HOOKS, RETURN_HOOKS } from './order-hooks.ts';
import { storePageUrl } from './store-links.ts';
import type { Logger } from 'pino';
import type { Database } from './db/client.ts';
import { env } from './env.ts';
import { customerGuard } from './modules/auth/index.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { catalogRoutesV1, catalogRoutesV2 } from './modules/catalog/routes.ts';
import { recommendationRoutes, signalRoutes, VISUAL_SEARCH_PATH } from './modules/merchandising/routes.ts';
import { contentRoutesV1, contentRoutesV2 } from './modules/content/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { customerRoutes } from './modules/customer/routes.ts';
import { eventRoutes, type ConversionSink } from './modules/events/routes.ts';
import { observabilityRoutes } from './modules/observability/routes.ts';
import { searchRoutes } from './modules/listing/routes.ts';
import { quoteRoutes } from './modules/quote/routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { giftCardRoutes } from './modules/giftcard/routes.ts';
import { subscriptionRoutes } from './modules/subscription/routes.ts';
import { creditRoutes } from './modules/credit/routes.ts';
import { paymentRoutes, paymentWebhookRoutes } from './modules/payment/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { orderNumbersOf } from './modules/order/index.ts';
import { orderRoutes, orderRoutesV2 } from './modules/order/routes.ts';
import { storeRoutes } from './modules/store/routes.ts';
import type { ApiEnv } from './http/context.ts';
import { ApiError } from './http/errors.ts';
import { toApiError } from './http/error-mapping.ts';
import { errorBody } from './error-body.ts';
import './error-statuses.ts';
import { securityHeaders } from './http/security-headers.ts';
import { storeFromLocaleHeader } from './http/store-locale.ts';
import { apiRouter, validationHook } from './http/validation.ts';

export interface ApiDependencies {
  db: Database;
  log: Logger;
  version: string;
  /**
   * Absolute URL of a page of a store, for links in emails: from configuration, never from the
   * request (issue 35 item 1). By default store-links.ts storePageUrl.
   */
  storeLink?: (locale: LocaleCode, path: string) => string;
  /** §7.6 event/facebook destination; by default the Conversions API when configured, else logs. */
  conversions?: ConversionSink;
  /** After an order took stock: the web app refreshes those products' cached pages (issue 3 item 7). */
  onStockChange?: (productUrlKeys: string[]) => void | Promise<void>;
  /** After staff publish, unpublish or schedule content: the web app drops its caches (issue 5). */
  onContentChange?: () => void | Promise<void>;
  /** Headers every answer carries (decision 0032); by default from this process's configuration. */
  securityHeaders?: Readonly<Record<string, string>>;
}

/** Largest photo visual search accepts (phone cameras make 3-5 MB JPEGs). */
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** Largest JSON body any endpoint accepts; bigger requests are refused before parsing. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * The HTTP API under `/api`: v1 for every module, v2 where §7 names a v2 call. Mounted in the
 * Next.js process by default (apps/web/src/app/api/[...path]/route.ts) and runnable on its own
 * (src/server.ts) when the API must scale apart from the pages.
 */
export function createApi(deps: ApiDependencies) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  // Outermost, so that error answers (onError, notFound) carry them too (decision 0032).
  const secure = Object.entries(deps.securityHeaders ?? securityHeaders(env()));
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of secure) c.res.headers.set(name, value);
  });
  app.use('*', requestId({ headerName: 'x-request-id' }));
  app.use('*', async (c, next) => {
    const started = performance.now();
    const log = deps.log.child({ requestId: c.get('requestId') });
    c.set('log', log);
    c.set('db', deps.db);
    c.set('customerGuard', customerGuard);
    c.set('language', 'en');
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE');
      },
    });
  const jsonLimit = limitBody(MAX_BODY_BYTES);
  const photoLimit = limitBody(MAX_PHOTO_BYTES);
  // A shopper's photo for visual search is the one upload the API takes. A read has no body to
  // limit (the Node adapter gives a GET or HEAD none), and asking for one makes the adapter build
  // a whole WHATWG Request, a large share of a cached suggestion's CPU (decision 0018).
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : c.req.path.endsWith(VISUAL_SEARCH_PATH)
        ? photoLimit(c, next)
        : jsonLimit(c, next),
  );
  app.use('*', storeFromLocaleHeader);
  const storeLink = deps.storeLink ?? storePageUrl;
  app.use('*', async (c, next) => {
    const locale = c.get('store').localeISOCode;
    c.set('storeLink', (path: string) => storeLink(locale, path));
    await next();
  });

  const v1 = apiRouter();
  v1.route('/', storeRoutes());
  v1.route('/', catalogRoutesV1());
  v1.route('/', recommendationRoutes());
  v1.route('/', signalRoutes());
  v1.route('/', searchRoutes());
  v1.route('/', authRoutes());
  v1.route('/', customerRoutes({ registeredHooks: CUSTOMER_REGISTERED_HOOKS }));
  v1.route('/', contentRoutesV1(deps.onContentChange ? { onChange: deps.onContentChange } : {}));
  v1.route('/', contactRoutes());
  v1.route('/', eventRoutes(deps.conversions ? { sink: deps.conversions } : {}));
  v1.route('/', observabilityRoutes());
  v1.route('/', quoteRoutes());
  v1.route('/', wishlistRoutes());
  v1.route('/', giftCardRoutes());
  v1.route('/', subscriptionRoutes());
  v1.route('/', creditRoutes({ orderNumbers: orderNumbersOf }));
  v1.route('/', paymentRoutes());
  v1.route('/', paymentWebhookRoutes(PAYMENT_EVENT_HOOKS));
  v1.route(
    '/',
    checkoutRoutes({
      placeOrder: {
        placedHooks: ORDER_PLACED_HOOKS,
        ...(deps.onStockChange ? { onStockChange: deps.onStockChange } : {}),
      },
    }),
  );
  v1.route('/', orderRoutes({ moveHooks: ORDER_MOVE_HOOKS, returnHooks: RETURN_HOOKS }));
  for (const router of [v1]) {
    router.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    router.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
      type: 'apiKey',
      in: 'cookie',
      name: COOKIE_NAMES.jwt,
      description: 'The web session; non-GET requests also need the x-xsrf-token header (§9).',
    });
  }
  const v2 = apiRouter();
  v2.route('/', catalogRoutesV2());
  v2.route('/', contentRoutesV2());
  v2.route('/', orderRoutesV2());

  const info = { title: 'Vitrine storefront API', version: deps.version };
  v1.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      ...info,
      description: 'Storefront API v1. Send the store as the `locale` header, e.g. `en_GB` (spec §7.1).',
    },
    servers: [{ url: '/api/v1' }],
  });
  v2.doc31('/openapi.json', { openapi: '3.1.0', info, servers: [{ url: '/api/v2' }] });

  app.route('/api/v1', v1);
  app.route('/api/v2', v2);

  app.notFound((c) =>
    c.json(errorBody(c.get('language') ?? 'en', 'ROUTE_NOT_FOUND', {}, c.get('requestId')), 404),
  );
  app.onError((err, c) => {
    const language = c.get('language') ?? 'en';
    const id = c.get('requestId');
    const known = toApiError(err, c.get('bodyTypes'));
    if (known) {
      if (known.status === 429 && known.params.minutes) {
        c.header('Retry-After', String(Number(known.params.minutes) * 60));
      }
      if (known.status === 503) c.header('Retry-After', '1');
      return c.json(errorBody(language, known.code, known.params, id, known.fields), known.status);
    }
    (c.get('log') ?? deps.log).error({ err, requestId: id }, 'unhandled API error');
    return c.json(errorBody(language, 'INTERNAL_ERROR', {}, id), 500);
  });

  return app;
}

export type Api = ReturnType<typeof createApi>;
