'use server';

import { findLocale } from '@vitrine/config';
import { passwordProblem, resetPassword } from '@/lib/data/session';
import { renderFieldMessage } from '@/lib/data/errors';
import { redirect } from 'next/navigation';
import { setFlash } from '@/lib/account/flash';
import { field, formError, requireFields, type FormState } from '@/lib/account/forms';
import { clearSessionCookies } from '@/lib/account/session';
import { href } from '@/lib/store';
import { formAction } from '@/lib/form-action';

/** §7.2 auth/password/reset with the emailed token; every session ends, so sign in afresh. */
export const resetAction = formAction(async function resetAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = findLocale(field(form, 'store')) ?? findLocale('en-GB')!;
  const language = store.language;
  const errors = requireFields(form, ['password', 'confirm'], language);
  const password = field(form, 'password');
  const problem = password ? passwordProblem(password) : undefined;
  if (problem) errors.password = renderFieldMessage(`password_${problem}`, language);
  if (password && field(form, 'confirm') && password !== field(form, 'confirm')) {
    errors.confirm = renderFieldMessage('passwords_differ', language);
  }
  if (Object.keys(errors).length) return { values: {}, errors };
  try {
    await resetPassword({ token: field(form, 'token'), newPassword: password });
  } catch (err) {
    return formError(err, language, {});
  }
  await clearSessionCookies();
  await setFlash('password_changed');
  redirect(href(store, '/customer/account/login'));
});
