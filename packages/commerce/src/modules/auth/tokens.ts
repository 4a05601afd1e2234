import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { hashToken, hmac, type SigningKeys } from './keys.ts';

/** Access tokens live 15 minutes: short enough that a leaked one soon expires (§3.6 expiresIn). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Refresh tokens last the §9 cookie lifetime, 14 days, renewed at every rotation. */
export const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;

const ISSUER = 'vitrine';
const AUDIENCE = 'vitrine-api';

export interface AccessClaims {
  customerId: string;
  sessionVersion: number;
}

/**
 * Signs an access token. `issuedAt` and `tokenId` are inputs rather than "now" and random, so the
 * refresh grace window can hand racing requests the very same token (service.ts).
 */
export function signAccessToken(
  keys: SigningKeys,
  claims: AccessClaims,
  issuedAt: number,
  tokenId: string,
): Promise<string> {
  return new SignJWT({ sv: claims.sessionVersion, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.customerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .setJti(tokenId)
    .sign(keys.access);
}

/**
 * The claims of a valid access token, or undefined. Only HS256 with our key is accepted, so a
 * token with `alg: none`, signed with another key, expired, or any other string (a refresh token
 * sent as an access token) is refused.
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
    if (payload.typ !== 'access' || typeof payload.sv !== 'number' || typeof payload.sub !== 'string')
      return undefined;
    return { customerId: payload.sub, sessionVersion: payload.sv };
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
