'use server';

import { findLocale } from '@vitrine/config';
import { passwordProblem } from '@/lib/data/session';
import { register } from '@/lib/data/customer';
import { renderFieldMessage } from '@/lib/data/errors';
import { redirect } from 'next/navigation';
import { dateOfBirthField } from '@/lib/account/account-forms';
import { setFlash, setSignInEmail } from '@/lib/account/flash';
import { field, formError, requireFields, typedValues, type FormState } from '@/lib/account/forms';
import { storeLinkFor } from '@/lib/account/links';
import { forgetReferral, keptReferral } from '@/lib/raf/cookie';
import { clientAddress } from '@/lib/account/session';
import { href } from '@/lib/store';
import { formAction } from '@/lib/form-action';
import { looksLikeEmail } from '@/lib/email-shape';

/**
 * §7.3 registration. A taken email is answered exactly as a new one (decision 0034): the service
 * mails the owner instead of creating anything, and either way the shopper lands on the sign-in
 * page with the address filled in and "we've emailed you", where the password they just chose
 * signs a newcomer in. Signing in here would tell a stranger which addresses have an account.
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
  if (email && !looksLikeEmail(email)) errors.email = renderFieldMessage('email_invalid', language);
  const password = field(form, 'password');
  const problem = password ? passwordProblem(password, email) : undefined;
  if (problem) errors.password = renderFieldMessage(`password_${problem}`, language);
  // §9: the one date-of-birth rule the API applies too, read from the day, month and year selects.
  const { dateOfBirth, error: dateOfBirthError } = dateOfBirthField(form, language);
  if (dateOfBirthError) errors.dateOfBirth = dateOfBirthError;
  if (Object.keys(errors).length) return { values, errors };
  // Issue 6 item 4: the share link's code, kept in a cookie (lib/raf/cookie.ts) where RAF exists.
  const kept = await keptReferral(store);
  try {
    await register(
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
      storeLinkFor(store),
      await clientAddress(),
    );
  } catch (err) {
    return formError(err, language, values);
  }
  if (kept) await forgetReferral();
  await setFlash('check_inbox');
  await setSignInEmail(email);
  redirect(href(store, '/customer/account/login'));
});
