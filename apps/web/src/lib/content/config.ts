/**
 * Where the storefront reads content (decision 0011). Pure: the server module passes the parsed
 * environment in, tests pass plain objects.
 */
export interface ContentEnv {
  PORT: number;
  HOST?: string | undefined;
  APP_ENV: string;
  CONTENT_API_URL?: string | undefined;
  CONTENT_API_TOKEN?: string | undefined;
  CONTENT_MEDIA_HOST?: string | undefined;
  CONTENT_STAGING_HOST?: string | undefined;
}

export interface ContentApiConfig {
  /** The API root (…/api): content paths carry their version (v1/footer, v2/footer). */
  baseUrl: string;
  /** CONTENT_API_TOKEN: the bearer when set (decision 0010); else the service token (decision 0055). */
  token: string | undefined;
  /** §3.5 CDN host prefixed to media URLs (idempotent when the service already did it). */
  mediaHost: string | undefined;
  /** §3.4: staging links rewritten to this app in development only. */
  rewriteHost: { from: string; to: string } | undefined;
}

/** This process's own address: where it listens (HOST), loopback when it listens everywhere. */
function ownOrigin(host: string | undefined, port: number): string {
  const bound = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${bound.includes(':') ? `[${bound}]` : bound}:${port}`;
}

/**
 * Whether the content API is this process's own (CONTENT_API_URL unset): its reads are then
 * answered in process by the one API instance, not sent over HTTP (decision 0059).
 */
export function contentApiIsOwn(env: Pick<ContentEnv, 'CONTENT_API_URL'>): boolean {
  return env.CONTENT_API_URL === undefined;
}

export function contentApiConfig(env: ContentEnv): ContentApiConfig {
  // The API is mounted in this Next process (app/api/[...path]): its own address names it, and
  // in-process.ts answers what is sent there without a socket.
  const baseUrl = (env.CONTENT_API_URL ?? `${ownOrigin(env.HOST, env.PORT)}/api`).replace(/\/+$/, '');
  return {
    baseUrl,
    token: env.CONTENT_API_TOKEN || undefined,
    mediaHost: env.CONTENT_MEDIA_HOST || undefined,
    rewriteHost:
      env.APP_ENV === 'development' && env.CONTENT_STAGING_HOST
        ? { from: env.CONTENT_STAGING_HOST, to: `localhost:${env.PORT}` }
        : undefined,
  };
}

/** A bearer: a fixed token, or one read when first needed (decision 0055's service token). */
export type BearerToken = string | (() => Promise<string>) | undefined;

/** Adds the service token to every request of the content client (the shared client has no such option). */
export function withBearer(
  fetchImpl: (input: string, init: RequestInit) => Promise<Response>,
  token: BearerToken,
): (input: string, init: RequestInit) => Promise<Response> {
  if (!token) return fetchImpl;
  return async (input, init) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${typeof token === 'string' ? token : await token()}`);
    return fetchImpl(input, { ...init, headers });
  };
}

/** §7.7: the static files are named by the store's region code (NZ is answered the AU file server-side). */
export const menuPath = (region: string) => `v1/static/menu/${encodeURIComponent(region)}.json`;
export const bannerPath = (region: string, type: 'listing' | 'home') =>
  `v1/static/banner/${encodeURIComponent(region)}_${type}.json`;
