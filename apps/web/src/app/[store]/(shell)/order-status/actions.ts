'use server';

import { renderFieldMessage } from '@/lib/data/errors';
import { getTranslations } from 'next-intl/server';
import { storeFromForm } from '@/lib/account/account-forms';
import { field } from '@/lib/account/forms';
import { clientAddress } from '@/lib/account/session';
import { guestLookup } from '@/lib/orders/guest';
import { isOrderNumber, normaliseOrderNumber } from '@/lib/orders/query';
import type { OrderView, TimelineView } from '@/lib/orders/view';
import { formAction } from '@/lib/form-action';

export interface GuestLookupState {
  values: { order: string; email: string };
  errors: { order?: string; email?: string };
  message?: string;
  ok?: boolean;
  result?: { order: OrderView; timeline: TimelineView };
}

// What a shopper may type for an email: the API's bound, and the order module's shape of one.
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * §7.6 order/search for a guest: email and order number, both needed. A wrong pair, an unknown
 * number and another person's order all get one answer, so the page never says which exist.
 */
export const lookUpOrderAction = formAction(async function lookUpOrderAction(
  _previous: GuestLookupState,
  form: FormData,
): Promise<GuestLookupState> {
  const store = storeFromForm(form);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.guest' });
  const values = {
    order: field(form, 'order').trim().slice(0, 40),
    email: field(form, 'email').trim().slice(0, EMAIL_MAX),
  };
  const errors: GuestLookupState['errors'] = {};
  const number = normaliseOrderNumber(values.order);
  if (!values.order) errors.order = renderFieldMessage('required', store.language);
  else if (!isOrderNumber(number))
    errors.order = (await getTranslations({ locale: store.localeISOCode, namespace: 'orders.track' }))(
      'invalid',
    );
  if (!values.email) errors.email = renderFieldMessage('required', store.language);
  else if (!EMAIL.test(values.email)) errors.email = renderFieldMessage('email_invalid', store.language);
  if (errors.order || errors.email) return { values, errors };

  const found = await guestLookup(number, values.email, await clientAddress(), store);
  if (found.kind === 'too_many') return { values, errors, message: t('tooMany', { minutes: found.minutes }) };
  if (found.kind === 'not_found') return { values, errors, message: t('notFound') };
  return {
    values: { ...values, order: found.order.number },
    errors,
    ok: true,
    message: t('found', { number: found.order.number }),
    result: { order: found.order, timeline: found.timeline },
  };
});
