'use server';

import { requestStaffVerification } from '@/lib/data/customer';
import { renderFieldMessage } from '@/lib/data/errors';
import { getTranslations } from 'next-intl/server';
import { storeFromForm } from '@/lib/account/account-forms';
import { EMAIL_MAX } from '@/lib/account/form-limits';
import { field, formError, typedValues, type FormState } from '@/lib/account/forms';
import { storeLinkFor } from '@/lib/account/links';
import { requireSession } from '@/lib/account/session';
import { formAction } from '@/lib/form-action';

/** §6 staff discount: a verification link to a work address of the brand's domains. */
export const requestStaffAction = formAction(async function requestStaffAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeFromForm(form);
  const { principal } = await requireSession(store);
  const values = typedValues(form);
  const workEmail = field(form, 'workEmail').trim();
  if (!workEmail || workEmail.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(workEmail)) {
    const code = workEmail ? 'email_invalid' : 'required';
    return { values, errors: { workEmail: renderFieldMessage(code, store.language) } };
  }
  try {
    await requestStaffVerification(principal, workEmail, storeLinkFor(store));
  } catch (err) {
    return formError(err, store.language, values);
  }
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.staff' });
  return { values: {}, errors: {}, ok: true, message: t('sent', { email: workEmail }) };
});
