import 'server-only';
import { cookies } from 'next/headers';

/**
 * A one-minute notice carried to the next page through a cookie, because §2.3 drops unknown
 * query parameters: "you have signed out", "your account has been deleted"...
 */
export const FLASH_COOKIE = 'vt_flash';
export const FLASHES = ['signed_out', 'deleted', 'password_changed', 'check_inbox'] as const;
export type Flash = (typeof FLASHES)[number];

export async function setFlash(flash: Flash): Promise<void> {
  (await cookies()).set(FLASH_COOKIE, flash, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 });
}

export async function readFlash(): Promise<Flash | undefined> {
  const value = (await cookies()).get(FLASH_COOKIE)?.value;
  return (FLASHES as readonly string[]).includes(value ?? '') ? (value as Flash) : undefined;
}
