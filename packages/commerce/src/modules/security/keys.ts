import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSecrets } from './schema.ts';

/**
 * The server's signing keys, derived from one master secret: AUTH_SECRET when set (rotate it
 * there), otherwise a random secret the first instance stores in `app_secrets` and every other
 * instance reads, so a deployment works out of the box and still shares one key across machines.
 * Each use gets its own HKDF sub-key so a token of one kind can never verify as another.
 */
export interface SigningKeys {
  /** HS256 key of access tokens (JWT). */
  access: Uint8Array;
  /** Derives a refresh token's successor (see tokens.ts: the grace window). */
  rotation: Buffer;
  /** Signs links in emails (unsubscribe, staff verification). */
  links: Buffer;
  /** Signs device cookies (devices.ts). */
  devices: Buffer;
  /** The storefront's bearer on content reads (decision 0055, content/service-token.ts). */
  contentService: Buffer;
}

const MASTER_NAME = 'auth-master';
const MIN_SECRET_LENGTH = 32;

const cache = new WeakMap<Database, Promise<SigningKeys>>();

export function signingKeys(db: Database, configured = process.env.AUTH_SECRET): Promise<SigningKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadMaster(db, configured).then(deriveKeys);
    // A failed load (database down) must not be remembered.
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

async function loadMaster(db: Database, configured: string | undefined): Promise<string> {
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return configured;
  }
  await db
    .insert(appSecrets)
    .values({ name: MASTER_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, MASTER_NAME));
  if (!row) throw new Error('the signing secret could not be stored');
  return row.value;
}

export function deriveKeys(master: string): SigningKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, 'vitrine', info, 32));
  return {
    access: new Uint8Array(derive('access-token')),
    rotation: derive('refresh-rotation'),
    links: derive('signed-links'),
    devices: derive('device-cookies'),
    contentService: derive('content-service-token'),
  };
}

/** A random token for links and sessions: 256 bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: only its hash, so a database leak yields nothing usable. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** HMAC-SHA256 of a value, URL-safe. */
export const hmac = (key: Buffer, value: string): string =>
  createHmac('sha256', key).update(value).digest('base64url');

/** Constant-time comparison of two strings (signatures, codes). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
