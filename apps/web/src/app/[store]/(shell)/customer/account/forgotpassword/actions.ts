'use server';

import { findLocale } from '@vitrine/config';
import { forgotPassword } from '@/lib/data/session';
import { renderFieldMessage } from '@/lib/data/errors';
import { getTranslations } from 'next-intl/server';
import { field, formError, requireFields, typedValues, type FormState } from '@/lib/account/forms';
import { storeLinkFor } from '@/lib/account/links';
import { clientAddress } from '@/lib/account/session';
import { formAction } from '@/lib/form-action';
import { looksLikeEmail } from '@/lib/email-shape';

/** §7.2 auth/password/forgot: the same confirmation whether or not the account exists. */
export const forgotAction = formAction(async function forgotAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = findLocale(field(form, 'store')) ?? findLocale('en-GB')!;
  const values = typedValues(form);
  const errors = requireFields(form, ['email'], store.language);
  const email = field(form, 'email').trim();
  if (email && !looksLikeEmail(email)) errors.email = renderFieldMessage('email_invalid', store.language);
  if (Object.keys(errors).length) return { values, errors };
  try {
    await forgotPassword({ email, clientAddress: await clientAddress() }, storeLinkFor(store));
  } catch (err) {
    return formError(err, store.language, values);
  }
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.forgot' });
  return { values, errors: {}, ok: true, message: t('sent', { email }) };
});
