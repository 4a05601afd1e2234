'use server';

import { findLocale } from '@vitrine/config';
import { login, passwordProblem } from '@vitrine/commerce/auth';
import { register } from '@vitrine/commerce/customer';
import { getDb } from '@vitrine/commerce/db';
import { renderFieldMessage } from '@vitrine/commerce/errors';
import { redirect } from 'next/navigation';
import { setFlash } from '@/lib/account/flash';
import { field, formError, requireFields, typedValues, type FormState } from '@/lib/account/forms';
import { storeLinkFor } from '@/lib/account/links';
import { forgetReferral, keptReferral } from '@/lib/raf/cookie';
import { clientAddress, setSessionCookies } from '@/lib/account/session';
import { bringBagToAccount } from '@/lib/bag/login';
import { bringWishlistToAccount } from '@/lib/wishlist/server';
import { href } from '@/lib/store';
import { formAction } from '@/lib/form-action';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * §7.3 registration, then sign-in with the same credentials. The registration answer is the same
 * for a known email (issue 7); only the sign-in tells them apart, exactly as a login form would,
 * so the form reveals nothing a login attempt does not already.
 */
export const registerAction = formAction(async function registerAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = findLocale(field(form, 'store')) ?? findLocale('en-GB')!;
  const language = store.language;
  const values = typedValues(form, ['password']);
  const errors = requireFields(form, ['firstName', 'lastName', 'email', 'password'], language);
  for (const name of ['firstName', 'lastName'] as const) {
    if (field(form, name).trim().length > 50) errors[name] = renderFieldMessage('too_long', language);
  }
  const email = field(form, 'email').trim();
  if (email && !EMAIL.test(email)) errors.email = renderFieldMessage('email_invalid', language);
  const password = field(form, 'password');
  const problem = password ? passwordProblem(password, email) : undefined;
  if (problem) errors.password = renderFieldMessage(`password_${problem}`, language);
  const dateOfBirth = field(form, 'dateOfBirth') || null;
  if (Object.keys(errors).length) return { values, errors };
  const db = getDb();
  const address = await clientAddress();
  // Issue 6 item 4: the share link's code, kept in a cookie (lib/raf/cookie.ts) where RAF exists.
  const kept = await keptReferral(store);
  try {
    await register(
      db,
      {
        email,
        password,
        firstName: field(form, 'firstName').trim(),
        lastName: field(form, 'lastName').trim(),
        dateOfBirth,
        marketing: {
          email: form.get('marketingEmail') === 'on',
          sms: form.get('marketingSms') === 'on',
          post: form.get('marketingPost') === 'on',
        },
        referralCode: kept && kept !== 'unknown' ? kept : null,
      },
      store,
      await storeLinkFor(store),
      address,
    );
  } catch (err) {
    return formError(err, language, values);
  }
  if (kept) await forgetReferral();
  try {
    const pair = await login(db, { email, password, clientAddress: address });
    await setSessionCookies(pair);
    // §7.5 quote/merge: a bag filled before registering is the new account's bag.
    await bringBagToAccount(store, pair.customerId);
    // Decision 0013: the guest's hearts join the account's wishlist the same way.
    await bringWishlistToAccount(store, pair.customerId);
  } catch {
    await setFlash('check_inbox');
    redirect(href(store, '/customer/account/login'));
  }
  redirect(href(store, '/customer/account'));
});
