import { completeSignIn, loginHere } from '@/lib/account/sign-in';
import { errorResponse, forbidden, invalid, jsonBody, storeOf, xsrfOk } from '@/lib/account/web-endpoint';

export const dynamic = 'force-dynamic';

/**
 * §7.6 /api/login: the web app's own sign-in. It calls the auth service and puts the tokens in
 * HttpOnly cookies, so browser code never holds one (issue 7 §6); the answer carries no token.
 */
export async function POST(request: Request) {
  const store = storeOf(request);
  if (!(await xsrfOk(request))) return forbidden(store);
  const read = await jsonBody(request, store);
  if ('refused' in read) return read.refused;
  const body = read.body;
  const email = typeof body?.email === 'string' ? body.email : '';
  const password = typeof body?.password === 'string' ? body.password : '';
  if (!email || !password || email.length > 254 || password.length > 1024) {
    return invalid(store, {
      ...(!email || email.length > 254 ? { email: 'required' } : {}),
      ...(!password || password.length > 1024 ? { password: 'required' } : {}),
    });
  }
  try {
    const pair = await loginHere(email, password);
    await completeSignIn(store, pair);
    return Response.json({ customerId: pair.customerId, expiresIn: pair.expiresIn });
  } catch (err) {
    return errorResponse(err, store);
  }
}
