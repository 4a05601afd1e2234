'use server';

import type { LocaleConfig } from '@vitrine/config';
import { changePassword } from '@/lib/data/session';
import { updateProfile } from '@/lib/data/customer';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import {
  detailsValues,
  parseDetails,
  storeFromForm,
  parseEmailChange,
  parsePasswordChange,
} from '@/lib/account/account-forms';
import { formError, typedValues, type FormState } from '@/lib/account/forms';
import { storeLinkFor } from '@/lib/account/links';
import { clientAddress, requireSession, setSessionCookies } from '@/lib/account/session';
import { formAction } from '@/lib/form-action';

const wording = (store: LocaleConfig) =>
  getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.edit' });

/** Names, date of birth, phone and marketing channels (§7.3 PATCH customer, §7.9). */
export const updateDetailsAction = formAction(async function updateDetailsAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeFromForm(form);
  const { principal } = await requireSession(store);
  const values = typedValues(form);
  const { change, errors } = parseDetails(form, store.language);
  if (Object.keys(errors).length) return { values, errors };
  try {
    const saved = await updateProfile(principal, change, storeLinkFor(store), await clientAddress());
    const t = await wording(store);
    // Email marketing starts only once the mailbox owner follows the emailed link, so the box
    // shows what is true now and the message says what to do.
    const awaitingConfirmation = change.marketing.email && !saved.marketing.email;
    return {
      values: detailsValues(saved),
      errors: {},
      ok: true,
      message: t(awaitingConfirmation ? 'detailsSavedConfirm' : 'detailsSaved'),
    };
  } catch (err) {
    return formError(err, store.language, values);
  }
});

/** A new sign-in email, which needs the current password (the old address is told). */
export const changeEmailAction = formAction(async function changeEmailAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeFromForm(form);
  const { principal } = await requireSession(store);
  const values = typedValues(form, ['password']);
  const { email, password, errors } = parseEmailChange(form, store.language);
  if (Object.keys(errors).length) return { values, errors };
  try {
    const saved = await updateProfile(
      principal,
      { email, password },
      storeLinkFor(store),
      await clientAddress(),
    );
    // The page states the sign-in address; with JavaScript it is refreshed in place.
    refresh();
    const t = await wording(store);
    return { values: {}, errors: {}, ok: true, message: t('emailSaved', { email: saved.email }) };
  } catch (err) {
    return formError(err, store.language, values);
  }
});

/**
 * §7.2 auth/password. The change ends every session of the account, this one included, so the
 * fresh pair it returns goes straight into this browser's cookies to keep the shopper signed in.
 */
export const changePasswordAction = formAction(async function changePasswordAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeFromForm(form);
  const { principal } = await requireSession(store);
  const { currentPassword, newPassword, errors } = parsePasswordChange(form, store.language);
  if (Object.keys(errors).length) return { values: {}, errors };
  try {
    const pair = await changePassword(
      principal,
      { currentPassword, newPassword, clientAddress: await clientAddress() },
      storeLinkFor(store),
    );
    await setSessionCookies(pair);
  } catch (err) {
    const state = formError(err, store.language, {});
    // The service names the new password `password`; on this form that field is `newPassword`.
    if (state.errors.password) {
      state.errors.newPassword = state.errors.password;
      delete state.errors.password;
    }
    return state;
  }
  const t = await wording(store);
  return { values: {}, errors: {}, ok: true, message: t('passwordSaved') };
});
