import 'server-only';
import { COOKIE_NAMES, getLocale } from '@vitrine/config';
import { roleAllows, staffRoleOf, type StaffRole } from '@/lib/data/session';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { currentSession } from '@/lib/account/session';
import { loginHref } from '@/lib/account/paths';

export interface Staff {
  role: StaffRole;
  email: string;
  /** The session's access token: the editing API is called with it, and checks the role again. */
  token: string;
  canPublish: boolean;
}

/**
 * Issue 5: the staff screens are for signed-in customers with a content role, checked on the
 * server on every page and action. A guest signs in (through the session refresh when only the
 * access token has expired) and comes back to `back`; a shopper gets the 404 page, which says
 * nothing about what is here.
 */
export async function requireStaff(back: string): Promise<Staff> {
  const session = await currentSession();
  const jar = await cookies();
  if (!session) {
    if (jar.get(COOKIE_NAMES.refresh)?.value && jar.get(COOKIE_NAMES.jwt)?.value) {
      redirect(`/api/session/refresh?next=${encodeURIComponent(back)}`);
    }
    // Staff screens are in English: the en-GB sign-in page.
    redirect(loginHref(getLocale('en-GB'), back));
  }
  const role = await staffRoleOf(session.principal.customerId);
  if (!role) notFound();
  return {
    role,
    email: session.customer.email,
    token: jar.get(COOKIE_NAMES.jwt)!.value,
    canPublish: roleAllows(role, 'publisher'),
  };
}
