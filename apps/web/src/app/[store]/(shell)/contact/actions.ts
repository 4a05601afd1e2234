'use server';

import { findLocale } from '@vitrine/config';
import { submitContact } from '@/lib/data/contact';
import { getTranslations } from 'next-intl/server';
import { field, formError, requireFields, typedValues, type FormState } from '@/lib/account/forms';
import { clientAddress } from '@/lib/account/session';
import { formAction } from '@/lib/form-action';

/** §7.6 contact: queues the message to customer service and the sender's confirmation. */
export const contactAction = formAction(async function contactAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = findLocale(field(form, 'store')) ?? findLocale('en-GB')!;
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'contact' });
  const values = typedValues(form);
  // A field people cannot see or reach: only form-filling robots put something in it.
  if (field(form, 'website'))
    return { values: {}, errors: {}, ok: true, message: t('sent', { reference: '-' }) };
  const errors = requireFields(form, ['name', 'email', 'topic', 'message'], store.language);
  if (Object.keys(errors).length) return { values, errors };
  try {
    const { reference } = await submitContact(
      {
        name: field(form, 'name'),
        email: field(form, 'email'),
        orderNumber: field(form, 'orderNumber'),
        topic: field(form, 'topic'),
        message: field(form, 'message'),
      },
      { store, clientAddress: await clientAddress() },
    );
    return { values: {}, errors: {}, ok: true, message: t('sent', { reference }) };
  } catch (err) {
    return formError(err, store.language, values);
  }
});
