'use server';

import { findLocale } from '@vitrine/config';
import { redeemSignInLink, requestSignInLink } from '@/lib/data/session';
import { renderFieldMessage } from '@/lib/data/errors';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { field, formError, requireFields, typedValues, type FormState } from '@/lib/account/forms';
import { storeLinkFor } from '@/lib/account/links';
import { clientAddress } from '@/lib/account/session';
import { completeSignIn } from '@/lib/account/sign-in';
import { href } from '@/lib/store';
import { formAction } from '@/lib/form-action';
import { looksLikeEmail } from '@/lib/email-shape';

/** Decision 0029: email a one-time sign-in link; the same confirmation whether or not the account exists. */
export const requestLinkAction = formAction(async function requestLinkAction(
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
    await requestSignInLink({ email, clientAddress: await clientAddress() }, await storeLinkFor(store));
  } catch (err) {
    return formError(err, store.language, values);
  }
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'account.link' });
  return { values, errors: {}, ok: true, message: t('sent', { email }) };
});

/** Signs in with the emailed link's token (spent once), then to the account. */
export const redeemLinkAction = formAction(async function redeemLinkAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = findLocale(field(form, 'store')) ?? findLocale('en-GB')!;
  try {
    await completeSignIn(store, await redeemSignInLink(field(form, 'token')));
  } catch (err) {
    return formError(err, store.language, {});
  }
  redirect(href(store, '/customer/account'));
});
