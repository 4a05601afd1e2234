import { MS_PER_SECOND } from '@vitrine/config';

/** §3.6: the session record kept in client storage. */
export interface SessionRecord {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms at which the access token expires (§3.6 derived expiration), when known. */
  expiresAt?: number;
}

/** The `POST auth/refresh` (and login) answer for API clients (§7.1). */
export interface TokenResponse {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  tokenType?: 'Bearer';
  /** An explicit expiration timestamp (epoch ms); §3.6 derives one from expiresIn when absent. */
  expiresAt?: number;
}

/**
 * Where the client finds the tokens. `token`: JS holds the §3.6 record and sends it as a bearer
 * header (API clients, tests, server-side callers). `cookie`: the browser app, where the tokens
 * live in HttpOnly cookies JS cannot read, so no Authorization header is sent and the refresh
 * carries no token (an empty JSON object: the cookie is the credential).
 */
export type SessionStore = TokenSessionStore | CookieSessionStore;

export interface TokenSessionStore {
  readonly kind: 'token';
  get(): SessionRecord | null;
  set(record: SessionRecord): void;
  clear(): void;
}

export interface CookieSessionStore {
  readonly kind: 'cookie';
  /**
   * Whether a refresh is worth trying after a 401. JS cannot see the HttpOnly refresh cookie, so
   * an app that knows the shopper is anonymous (e.g. from a readable marker) can say so and avoid
   * a refresh that could only fail and raise the logout redirect. Always true when omitted.
   */
  canRefresh(): boolean;
}

export function memorySession(initial: SessionRecord | null = null): TokenSessionStore {
  let record = initial;
  return {
    kind: 'token',
    get: () => record,
    set: (next) => {
      record = next;
    },
    clear: () => {
      record = null;
    },
  };
}

export function cookieSession(options: { canRefresh?: () => boolean } = {}): CookieSessionStore {
  return { kind: 'cookie', canRefresh: options.canRefresh ?? (() => true) };
}

/** §3.6: the explicit timestamp when given, else now + expiresIn seconds. */
export function tokenExpiresAt(token: Pick<TokenResponse, 'expiresIn' | 'expiresAt'>, now: number): number {
  return token.expiresAt ?? now + token.expiresIn * MS_PER_SECOND;
}

/** §4.1: a token expires at its derived time (that instant included); unknown expiry never expires here. */
export function isTokenExpired(record: Pick<SessionRecord, 'expiresAt'>, now: number): boolean {
  return record.expiresAt !== undefined && now >= record.expiresAt;
}

export function sessionFromTokenResponse(token: TokenResponse, now: number): SessionRecord {
  return {
    accessToken: token.accessToken,
    refreshToken: token.refreshToken,
    expiresAt: tokenExpiresAt(token, now),
  };
}

export function isTokenResponse(value: unknown): value is TokenResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.accessToken === 'string' &&
    v.accessToken !== '' &&
    typeof v.refreshToken === 'string' &&
    typeof v.expiresIn === 'number' &&
    Number.isFinite(v.expiresIn) &&
    (v.expiresAt === undefined || (typeof v.expiresAt === 'number' && Number.isFinite(v.expiresAt)))
  );
}
