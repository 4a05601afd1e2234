import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { env } from '../../env.ts';
import { hashToken, hmac, type SigningKeys } from '../security/index.ts';

/** Access tokens live 15 minutes: short enough that a leaked one soon expires (§3.6 expiresIn). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/**
 * Refresh tokens last the §9 cookie lifetime, 14 days, renewed at every rotation, but never past
 * the end of the sign-in they belong to (familyEndsAt).
 */
export const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;

/** Decision 0033: days a sign-in (a refresh-token family) lasts from its login, however often refreshed. */
export const sessionLifetimeDays = (): number => env().SESSION_MAX_DAYS;

/** When the sign-in that began at `startedAt` ends: no token of its family is valid after it. */
export const familyEndsAt = (startedAt: Date): Date =>
  new Date(startedAt.getTime() + sessionLifetimeDays() * 24 * 60 * 60 * 1000);

const ISSUER = 'vitrine';
const AUDIENCE = 'vitrine-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AccessClaims {
  customerId: string;
  sessionVersion: number;
  /** The refresh-token family (sign-in) the token was issued to: revoking it ends the token. */
  familyId: string;
  /** Epoch ms of the token's `exp` (§3.6 derived expiry); set by verifyAccessToken, unused when signing. */
  expiresAt?: number;
}

/**
 * Signs an access token. `issuedAt` and `tokenId` are inputs rather than "now" and random, so the
 * refresh grace window can hand racing requests the very same token (service.ts). It expires
 * ACCESS_TOKEN_SECONDS after `issuedAt`, or at `notAfter` (seconds) when its sign-in ends sooner.
 */
export function signAccessToken(
  keys: SigningKeys,
  claims: AccessClaims,
  issuedAt: number,
  tokenId: string,
  notAfter = Number.POSITIVE_INFINITY,
): Promise<string> {
  return new SignJWT({ sv: claims.sessionVersion, fid: claims.familyId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.customerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(accessTokenExpiry(issuedAt, notAfter))
    .setJti(tokenId)
    .sign(keys.access);
}

/** When an access token issued at `issuedAt` expires (seconds), its sign-in ending at `notAfter`. */
export const accessTokenExpiry = (issuedAt: number, notAfter = Number.POSITIVE_INFINITY): number =>
  Math.min(issuedAt + ACCESS_TOKEN_SECONDS, notAfter);

/**
 * The claims of a valid access token, or undefined. Only HS256 with our key is accepted, so a
 * token with `alg: none`, signed with another key, expired, or any other string (a refresh token
 * sent as an access token) is refused. Whether its sign-in was since revoked is the caller's
 * question (service.ts authenticate).
 */
export async function verifyAccessToken(keys: SigningKeys, token: string): Promise<AccessClaims | undefined> {
  if (token.length > 4096) return undefined;
  try {
    const { payload } = await jwtVerify(token, keys.access, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { typ, sv, sub, fid, exp } = payload;
    // A token without its family (signed before decision 0033) is refused: the client refreshes.
    if (typ !== 'access' || typeof sv !== 'number' || typeof sub !== 'string') return undefined;
    if (typeof fid !== 'string' || !UUID.test(fid)) return undefined;
    return { customerId: sub, sessionVersion: sv, familyId: fid, expiresAt: (exp ?? 0) * 1000 };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return undefined;
    throw err;
  }
}

/**
 * The refresh token that replaces `token`. Derived (HMAC under a server key) rather than random,
 * so every request that presents `token` within the grace window gets the same successor without
 * the server ever storing a usable token; without the key it is as unguessable as a random one.
 */
export const successorOf = (keys: SigningKeys, token: string): string =>
  hmac(keys.rotation, `rotate:${token}`);

/** The access token id paired with a refresh token (stable for the grace window). */
export const accessTokenIdFor = (refreshToken: string): string => hashToken(refreshToken).slice(0, 24);
