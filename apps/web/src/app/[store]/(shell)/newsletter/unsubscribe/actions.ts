'use server';

import { unsubscribe } from '@/lib/data/customer';
import { ApiError } from '@/lib/data/errors';
import { getTranslations } from 'next-intl/server';
import { storeFromForm } from '@/lib/account/account-forms';
import { field, type FormState } from '@/lib/account/forms';
import { formAction } from '@/lib/form-action';

/** §7.3 unsubscribe, from the emailed link's page once the shopper presses the button. */
export const unsubscribeAction = formAction(async function unsubscribeAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeFromForm(form);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.newsletter' });
  const token = field(form, 'token');
  try {
    if (!token || token.length > 1000) throw new ApiError(400, 'LINK_INVALID');
    await unsubscribe(token);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { values: {}, errors: {}, message: t('invalid') };
  }
  return { values: {}, errors: {}, ok: true, message: t('unsubscribed') };
});
