'use client';

import { readDocumentCookie } from '@vitrine/client';
import { COOKIE_NAMES, XSRF_FIELD } from '@vitrine/config';
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * The §9 anti-forgery pair's form half: the cookie goes by itself, its value in this hidden field.
 * The server draws the value it was sent (so the form works without scripts); the browser's own
 * cookie replaces it, in case this was the visit that first received one.
 */
export function XsrfField({ xsrf }: { xsrf: string }) {
  const token = useSyncExternalStore(
    noChanges,
    () => readDocumentCookie(COOKIE_NAMES.xsrf) ?? xsrf,
    () => xsrf,
  );
  return <input type="hidden" name={XSRF_FIELD} value={token} />;
}
