import 'server-only';
import { cookieOptions } from '@/lib/data/session';
import { cookies, headers } from 'next/headers';
import { EMAIL_MAX } from './form-limits';

/**
 * A one-minute notice carried to the next page through a cookie, because §2.3 drops unknown
 * query parameters: "you have signed out", "your account has been deleted"...
 */
export const FLASH_COOKIE = 'vt_flash';
export const FLASHES = [
  'signed_out',
  'deleted',
  'password_changed',
  'check_inbox',
  'order_cancelled',
  'return_started',
] as const;
export type Flash = (typeof FLASHES)[number];

export async function setFlash(flash: Flash): Promise<void> {
  (await cookies()).set(FLASH_COOKIE, flash, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 });
}

export async function readFlash(): Promise<Flash | undefined> {
  const value = (await cookies()).get(FLASH_COOKIE)?.value;
  return (FLASHES as readonly string[]).includes(value ?? '') ? (value as Flash) : undefined;
}

/**
 * Decision 0034: registering does not sign in, so the sign-in page it lands on fills in the address
 * just registered. Kept a minute, like the flash, and only ever shown to the browser that sent it.
 */
const SIGN_IN_EMAIL_COOKIE = 'vt_signin_email';

export async function setSignInEmail(email: string): Promise<void> {
  // An address is personal data: HTTPS only, as the session cookies (localhost aside).
  const { secure } = cookieOptions((await headers()).get('host') ?? '');
  (await cookies()).set(SIGN_IN_EMAIL_COOKIE, email, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: 60,
  });
}

export async function readSignInEmail(): Promise<string | undefined> {
  const value = (await cookies()).get(SIGN_IN_EMAIL_COOKIE)?.value;
  // Only ever a field's starting value (React escapes it): a browser that edits it fools itself.
  return value && value.length <= EMAIL_MAX ? value : undefined;
}
