'use client';

import { consumeLogoutRedirect, LOGOUT_REDIRECT_KEY } from '@vitrine/client';
import { logoutPath, type LocaleCode } from '@vitrine/config';
import { useEffect } from 'react';
import { reportError } from '@/lib/reporting';
import { browserClient, holdsSession, logoutFlag, onLogoutRedirect } from '@/lib/session/browser';
import { staysWhenSessionEnds } from '@/lib/session/logout-redirect';

/**
 * §4.1 / §2.3 / §8 (decision 0039): when the logout-redirect flag is set, the app clears it and
 * goes to the store's logout page. The flag is raised by this page's client (a refresh or logout
 * answered 400/401), found stored when a page opens (a tab closed before it could follow it), or
 * raised in another tab: the session is the browser's, so every tab of it leaves. Each page that
 * holds a session asks §7.3 refresh/get once, so an ended session is noticed where the shopper is.
 */
export function SessionWatch({ locale }: { locale: LocaleCode }) {
  useEffect(() => {
    const flags = logoutFlag();
    const follow = () => {
      if (staysWhenSessionEnds(window.location.pathname)) {
        flags.clear();
        return;
      }
      const target = consumeLogoutRedirect(flags, { locale });
      if (target) window.location.assign(target);
    };
    // Another tab raised the flag; it clears it as it follows it, so this tab acts on the raising.
    const fromAnotherTab = (event: StorageEvent) => {
      if (event.key !== LOGOUT_REDIRECT_KEY || event.newValue === null) return;
      if (!staysWhenSessionEnds(window.location.pathname)) window.location.assign(logoutPath(locale));
    };

    follow();
    const stop = onLogoutRedirect(follow);
    window.addEventListener('storage', fromAnotherTab);
    if (holdsSession()) {
      // A 401 here leads to the one refresh of §4.1; a refused refresh raises the flag (above).
      browserClient()
        .get('refresh/get')
        .catch((error: unknown) => reportError(error, { tags: { alertCategory: 'session' } }));
    }
    return () => {
      stop();
      window.removeEventListener('storage', fromAnotherTab);
    };
  }, [locale]);
  return null;
}
