import { register } from '@/lib/data/customer';
import { storeLinkFor } from '@/lib/account/links';
import { clientAddress } from '@/lib/account/session';
import { errorResponse, forbidden, invalid, jsonBody, storeOf, xsrfOk } from '@/lib/account/web-endpoint';

export const dynamic = 'force-dynamic';

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined;

/**
 * §7.6 /api/register: registration, answered as §7.3's API answers it: 202 `{accepted: true}` and
 * no cookie, whether the email was new or already had an account (whose owner is emailed
 * instead). It does not sign in: that would tell a stranger the address was free (decision
 * 0034). The caller signs in through /api/login with the same credentials.
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
  try {
    await register(
      {
        email: input.email!,
        password: input.password!,
        firstName: input.firstName!,
        lastName: input.lastName!,
      },
      store,
      storeLinkFor(store),
      await clientAddress(),
    );
  } catch (err) {
    return errorResponse(err, store);
  }
  return Response.json({ accepted: true }, { status: 202 });
}
