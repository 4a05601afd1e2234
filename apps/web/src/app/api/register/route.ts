import { login } from '@vitrine/commerce/auth';
import { register } from '@vitrine/commerce/customer';
import { getDb } from '@vitrine/commerce/db';
import { storeLinkFor } from '@/lib/account/links';
import { clientAddress, setSessionCookies } from '@/lib/account/session';
import { bringBagToAccount } from '@/lib/bag/login';
import { bringWishlistToAccount } from '@/lib/wishlist/server';
import { errorResponse, forbidden, invalid, jsonBody, storeOf, xsrfOk } from '@/lib/account/web-endpoint';

export const dynamic = 'force-dynamic';

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined;

/**
 * §7.6 /api/register: registration (the same answer for a known email), then sign-in with the
 * same credentials into HttpOnly cookies. `signedIn: false` means "check your inbox".
 */
export async function POST(request: Request) {
  const store = storeOf(request);
  if (!(await xsrfOk(request))) return forbidden(store);
  const read = await jsonBody(request, store);
  if ('refused' in read) return read.refused;
  const body = read.body ?? {};
  const input = {
    email: text(body.email, 254),
    password: typeof body.password === 'string' && body.password.length <= 1024 ? body.password : undefined,
    firstName: text(body.firstName, 50),
    lastName: text(body.lastName, 50),
  };
  const missing = Object.entries(input)
    .filter(([, v]) => !v)
    .map(([k]) => [k, 'required']);
  if (missing.length) return invalid(store, Object.fromEntries(missing));
  const db = getDb();
  const address = await clientAddress();
  try {
    await register(
      db,
      {
        email: input.email!,
        password: input.password!,
        firstName: input.firstName!,
        lastName: input.lastName!,
      },
      store,
      await storeLinkFor(store),
      address,
    );
  } catch (err) {
    return errorResponse(err, store);
  }
  try {
    const pair = await login(db, { email: input.email!, password: input.password!, clientAddress: address });
    await setSessionCookies(pair);
    // §7.5 quote/merge: a bag filled before registering is the new account's bag.
    await bringBagToAccount(store, pair.customerId);
    // Decision 0013: the guest's hearts join the account's wishlist the same way.
    await bringWishlistToAccount(store, pair.customerId);
    return Response.json({ accepted: true, signedIn: true }, { status: 202 });
  } catch {
    return Response.json({ accepted: true, signedIn: false }, { status: 202 });
  }
}
