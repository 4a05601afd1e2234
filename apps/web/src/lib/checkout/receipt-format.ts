// The order receipt cookie's format (issue 4 item 3 "must not leak an order"): a guest has no
// session, so the confirmation page trusts a short-lived, server-signed receipt of what this
// browser just placed. An entry is `number.email.expires.signature` (email base64url, expiry in
// Unix seconds); entries are joined by '~'. Pure: the signature is checked by the caller.

export const RECEIPT_COOKIE = 'vt_order_receipt';
/** Long enough to reload the confirmation or come back to it after a while, short for a shared device. */
export const RECEIPT_SECONDS = 2 * 60 * 60;
/** A browser that places orders one after another keeps the newest few; a cookie stays small. */
export const MAX_RECEIPTS = 3;

const NUMBER = /^VT\d{6,12}$/;
const B64 = /^[A-Za-z0-9_-]{1,400}$/;

export interface Receipt {
  number: string;
  email: string;
  /** Unix seconds. */
  expires: number;
}

export interface SignedReceipt extends Receipt {
  signature: string;
}

/** What the signature covers. */
export const receiptPayload = (r: Receipt): string =>
  `${r.number}.${Buffer.from(r.email, 'utf8').toString('base64url')}.${r.expires}`;

export function parseReceipts(value: string | undefined, nowSeconds: number): SignedReceipt[] {
  if (!value || value.length > 4000) return [];
  const receipts: SignedReceipt[] = [];
  for (const entry of value.split('~').slice(0, MAX_RECEIPTS)) {
    const [number, email64, expiresText, signature, ...rest] = entry.split('.');
    if (rest.length > 0 || !number || !email64 || !expiresText || !signature) continue;
    if (!NUMBER.test(number) || !B64.test(email64) || !B64.test(signature) || !/^\d{1,12}$/.test(expiresText))
      continue;
    const expires = Number(expiresText);
    if (expires <= nowSeconds) continue;
    receipts.push({ number, email: Buffer.from(email64, 'base64url').toString('utf8'), expires, signature });
  }
  return receipts;
}

/** The cookie with a new receipt first; the oldest and any expired fall out. */
export function withReceipt(current: SignedReceipt[], added: SignedReceipt): string {
  return [added, ...current.filter((r) => r.number !== added.number)]
    .slice(0, MAX_RECEIPTS)
    .map((r) => `${receiptPayload(r)}.${r.signature}`)
    .join('~');
}
