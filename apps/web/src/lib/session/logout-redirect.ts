import { LOGOUT_PATH, splitSubpathPrefix } from '@vitrine/config';

/**
 * §4.1 "three customer paths (logout, delete, login referer) are treated specially" when a session
 * refresh fails; decision 0039 defines how. On these a raised logout-redirect flag is cleared and
 * the shopper stays: the logout page is where the redirect leads (following it again would loop),
 * the deletion page's own next step signs the shopper in and brings them back to it, and the
 * sign-in page with a referer is already asking for the sign-in, its return path kept.
 */
const STAY_PATHS = [LOGOUT_PATH, '/customer/account/delete', '/customer/account/login/referer'];

/** Whether a page (its path, store prefix included) is one of the three. */
export function staysWhenSessionEnds(pathname: string): boolean {
  const path = splitSubpathPrefix(pathname).path.replace(/\/+$/, '');
  return STAY_PATHS.some((stay) => path === stay || path.startsWith(`${stay}/`));
}
