'use server';

import { findLocale } from '@vitrine/config';
import { login } from '@vitrine/commerce/auth';
import { renderFieldMessage } from '@vitrine/commerce/errors';
import { getDb } from '@vitrine/commerce/db';
import { redirect } from 'next/navigation';
import { field, formError, requireFields, typedValues, type FormState } from '@/lib/account/forms';
import { safeReturnPath } from '@/lib/account/paths';
import { clientAddress, setSessionCookies } from '@/lib/account/session';
import { bringBagToAccount } from '@/lib/bag/login';
import { bringWishlistToAccount } from '@/lib/wishlist/server';
import { href } from '@/lib/store';
import { formAction } from '@/lib/form-action';

/** Sign in (§7.2 auth/login in process), then back to the referer page or the account. */
export const loginAction = formAction(async function loginAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = findLocale(field(form, 'store')) ?? findLocale('en-GB')!;
  const values = typedValues(form, ['password']);
  const errors = requireFields(form, ['email', 'password'], store.language);
  if (field(form, 'email') && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(field(form, 'email').trim())) {
    errors.email = renderFieldMessage('email_invalid', store.language);
  }
  if (Object.keys(errors).length) return { values, errors };
  try {
    const pair = await login(getDb(), {
      email: field(form, 'email'),
      password: field(form, 'password'),
      clientAddress: await clientAddress(),
    });
    await setSessionCookies(pair);
    // §7.5 quote/merge: the guest bag follows the shopper into the account (never blocks login).
    await bringBagToAccount(store, pair.customerId);
    // Decision 0013: the guest's hearts join the account's wishlist the same way.
    await bringWishlistToAccount(store, pair.customerId);
  } catch (err) {
    return formError(err, store.language, values);
  }
  redirect(safeReturnPath(field(form, 'next')) ?? href(store, '/customer/account'));
});
