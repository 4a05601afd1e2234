'use server';

import { findLocale } from '@vitrine/config';
import { renderFieldMessage } from '@/lib/data/errors';
import { redirect } from 'next/navigation';
import { field, formError, requireFields, typedValues, type FormState } from '@/lib/account/forms';
import { loginReturnPath } from '@/lib/account/paths';
import { completeSignIn, loginHere } from '@/lib/account/sign-in';
import { href } from '@/lib/store';
import { formAction } from '@/lib/form-action';
import { looksLikeEmail } from '@/lib/email-shape';

/** Sign in (§7.2 auth/login in process), then back to the referer page or the account. */
export const loginAction = formAction(async function loginAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = findLocale(field(form, 'store')) ?? findLocale('en-GB')!;
  const values = typedValues(form, ['password']);
  const errors = requireFields(form, ['email', 'password'], store.language);
  if (field(form, 'email') && !looksLikeEmail(field(form, 'email').trim())) {
    errors.email = renderFieldMessage('email_invalid', store.language);
  }
  if (Object.keys(errors).length) return { values, errors };
  try {
    await completeSignIn(store, await loginHere(field(form, 'email'), field(form, 'password')));
  } catch (err) {
    return formError(err, store.language, values);
  }
  redirect(loginReturnPath(field(form, 'next')) ?? href(store, '/customer/account'));
});
