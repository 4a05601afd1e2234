import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed webhooks (issue 34 item 4), in Stripe's scheme: the provider signs "<t>.<raw body>" with
// HMAC-SHA256 under the endpoint's secret and sends `Vitrine-Signature: t=<unix seconds>,v1=<hex>`.
// The timestamp is inside what is signed, so an old delivery cannot be given a fresh one; the
// tolerance bounds how long a captured delivery can be replayed. During a secret rotation the
// provider signs with the old and the new secret, one `v1=` each: either one verifies.

export const SIGNATURE_HEADER = 'Vitrine-Signature';

/** How far a signature's timestamp may be from our clock, either way (Stripe's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The signed bytes are the body as sent: never a re-serialised parse of it. */
export type RawBody = string | Uint8Array;

const bytesOf = (body: RawBody) => (typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body));

/** Hex HMAC-SHA256 of "<t>.<body>" under `secret`. */
export function computeSignature(secret: string, timestamp: number, body: RawBody): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(bytesOf(body)).digest('hex');
}

/** The header value for `body` signed at `timestamp` (unix seconds) with each of `secrets`. */
export function signatureHeader(
  secrets: string | readonly string[],
  timestamp: number,
  body: RawBody,
): string {
  const all = typeof secrets === 'string' ? [secrets] : secrets;
  return [`t=${timestamp}`, ...all.map((secret) => `v1=${computeSignature(secret, timestamp, body)}`)].join(
    ',',
  );
}

export type SignatureFailure = 'missing' | 'malformed' | 'expired' | 'mismatch';

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: SignatureFailure };

interface ParsedHeader {
  timestamp: number;
  signatures: Buffer[];
}

/** `t=` once, as whole seconds; every `v1=` that is 64 hex digits; anything else is passed over. */
function parseHeader(header: string): ParsedHeader | undefined {
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(value)) return undefined;
      timestamp = Number(value);
    } else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) {
      signatures.push(Buffer.from(value, 'hex'));
    }
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

export interface VerifyOptions {
  /** The clock, for tests. */
  now?: () => Date;
  toleranceSeconds?: number;
}

/**
 * Whether `header` signs `body` with one of `secrets`, at a time within the tolerance of now.
 * Every comparison is constant-time and every candidate is compared, so how long a refusal takes
 * says nothing of how close a forgery came.
 */
export function verifySignature(
  body: RawBody,
  header: string | null | undefined,
  secrets: string | readonly string[],
  options: VerifyOptions = {},
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parsed = parseHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const nowSeconds = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(nowSeconds - parsed.timestamp) > tolerance) return { ok: false, reason: 'expired' };
  let matched = false;
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    if (!secret) continue;
    const expected = Buffer.from(computeSignature(secret, parsed.timestamp, body), 'hex');
    for (const given of parsed.signatures) if (timingSafeEqual(expected, given)) matched = true;
  }
  return matched ? { ok: true, timestamp: parsed.timestamp } : { ok: false, reason: 'mismatch' };
}
