'use server';

import { XSRF_FIELD } from '@vitrine/config';
import { ApiError } from '@/lib/data/errors';
import { redirect } from 'next/navigation';
import { xsrfPresented } from '@/lib/anti-forgery';
import { storeFromForm } from '@/lib/account/account-forms';
import { setFlash } from '@/lib/account/flash';
import { field, formError, type FormState } from '@/lib/account/forms';
import { signOut } from '@/lib/account/sign-out';
import { href } from '@/lib/store';
import { formAction } from '@/lib/form-action';

/**
 * The sign-out button (the logout page's, the account menu's): a POST that must carry the §9
 * anti-forgery pair, so another site can neither link nor post a shopper out (issue 35 item 8).
 * Then every session of the account ends and the sign-in page says so.
 */
export const signOutAction = formAction(async function signOutAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeFromForm(form);
  if (!(await xsrfPresented(field(form, XSRF_FIELD)))) {
    return formError(new ApiError(403, 'XSRF_MISMATCH'), store.language, {});
  }
  await signOut();
  await setFlash('signed_out');
  redirect(href(store, '/customer/account/login'));
});
