import 'server-only';
import { cookieOptions } from '@/lib/data/session';
import { receiptSignatureValid, signReceipt } from '@/lib/data/checkout';
import { cookies, headers } from 'next/headers';
import {
  parseReceipts,
  RECEIPT_COOKIE,
  RECEIPT_SECONDS,
  receiptPayload,
  withReceipt,
  type Receipt,
} from './receipt-format';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Gives this browser a receipt for the order it just placed (server actions only). HttpOnly: no
 * script on the page can read the email in it, and SameSite=Lax keeps it off cross-site posts.
 */
export async function keepReceipt(number: string, email: string): Promise<void> {
  const jar = await cookies();
  const receipt: Receipt = { number, email, expires: nowSeconds() + RECEIPT_SECONDS };
  const signature = await signReceipt(receiptPayload(receipt));
  const { path, domain, secure } = cookieOptions((await headers()).get('host') ?? '');
  jar.set(
    RECEIPT_COOKIE,
    withReceipt(parseReceipts(jar.get(RECEIPT_COOKIE)?.value, nowSeconds()), { ...receipt, signature }),
    { path, domain, secure, httpOnly: true, sameSite: 'lax', maxAge: RECEIPT_SECONDS },
  );
}

/** The email an order was placed with, if this browser holds a valid receipt for it. */
export async function receiptEmail(number: string): Promise<string | undefined> {
  const receipts = parseReceipts((await cookies()).get(RECEIPT_COOKIE)?.value, nowSeconds());
  const receipt = receipts.find((r) => r.number === number);
  if (!receipt) return undefined;
  return (await receiptSignatureValid(receiptPayload(receipt), receipt.signature))
    ? receipt.email
    : undefined;
}
