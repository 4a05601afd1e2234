import {
  cookieSession,
  createClient,
  memoryFlag,
  readDocumentCookie,
  storageFlag,
  type Client,
  type FlagStore,
} from '@vitrine/client';
import { COOKIE_NAMES } from '@vitrine/config';

// Browser only: the page's one §7.1 client and the §4.1 logout-redirect flag it raises.

let client: Client | undefined;
let flag: FlagStore | undefined;
const redirectListeners = new Set<() => void>();

/**
 * Decision 0039: whether this browser holds a sign-in, from the readable marker the server sets
 * beside the HttpOnly session cookies. Without it a 401 is a guest's (another account's bag, say)
 * and no refresh is tried, so a shopper who never signed in is never sent to the logout page.
 */
export function holdsSession(): boolean {
  return readDocumentCookie(COOKIE_NAMES.signedIn) !== undefined;
}

/** The flag in localStorage, so every tab of the site sees one raised in another (decision 0039). */
export function logoutFlag(): FlagStore {
  if (!flag) {
    try {
      flag = storageFlag(window.localStorage);
    } catch {
      // Reading window.localStorage itself throws where storage is blocked.
      flag = memoryFlag();
    }
  }
  return flag;
}

/**
 * One shared client per page: same-origin /api/v1, the session in HttpOnly cookies (the browser
 * sends them; a 401 gets one refresh when there is a session to renew, §4.1), the anti-forgery
 * header on every non-GET (§9), the logout-redirect flag in web storage.
 */
export function browserClient(): Client {
  client ??= createClient({
    baseUrl: '/api/v1',
    session: cookieSession({ canRefresh: holdsSession }),
    flags: logoutFlag(),
    onLogoutRedirect: () => {
      for (const listener of redirectListeners) listener();
    },
  });
  return client;
}

/** Called each time this page's client raises the flag (a refresh or logout answered 400/401). */
export function onLogoutRedirect(listener: () => void): () => void {
  redirectListeners.add(listener);
  return () => redirectListeners.delete(listener);
}
