'use server';

import { deleteAccount, sendDeletionCode } from '@/lib/data/customer';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { storeFromForm } from '@/lib/account/account-forms';
import { setFlash } from '@/lib/account/flash';
import { field, formError, type FormState } from '@/lib/account/forms';
import { clearSessionCookies, requireSession } from '@/lib/account/session';
import { href } from '@/lib/store';
import { formAction } from '@/lib/form-action';

/** Step 1 (§7.3 send-deletion-code): a fresh code to the account's mailbox. */
export const sendDeletionCodeAction = formAction(async function sendDeletionCodeAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeFromForm(form);
  const { principal, customer } = await requireSession(store);
  try {
    await sendDeletionCode(principal);
  } catch (err) {
    return formError(err, store.language, {});
  }
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.delete' });
  return { values: {}, errors: {}, ok: true, message: t('codeSent', { email: customer.email }) };
});

/** Step 2 (§7.3 DELETE customer): with the emailed code; then signed out, with a notice. */
export const deleteAccountAction = formAction(async function deleteAccountAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeFromForm(form);
  const { principal } = await requireSession(store);
  const code = field(form, 'code').replace(/\s/g, '');
  try {
    await deleteAccount(principal, code);
  } catch (err) {
    return formError(err, store.language, { code });
  }
  await clearSessionCookies();
  await setFlash('deleted');
  redirect(href(store, '/customer/account/login'));
});
