'use server';

import { addAddress, deleteAddress, listAddresses, updateAddress } from '@/lib/data/customer';
import { ApiError } from '@/lib/data/errors';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { parseAddress, storeFromForm } from '@/lib/account/account-forms';
import { field, formError, typedValues, type FormState } from '@/lib/account/forms';
import { requireSession } from '@/lib/account/session';
import { formAction } from '@/lib/form-action';

/** A new address; the first one becomes both defaults (the service decides). */
export const addAddressAction = formAction(async function addAddressAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeFromForm(form);
  const { principal } = await requireSession(store);
  const values = typedValues(form);
  try {
    await addAddress(principal, parseAddress(form), store);
  } catch (err) {
    return formError(err, store.language, values);
  }
  refresh();
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.addressBook' });
  // An empty form again, ready for another address; the new one is in the list above.
  return { values: { countryCode: values.countryCode ?? '' }, errors: {}, ok: true, message: t('added') };
});

export const updateAddressAction = formAction(async function updateAddressAction(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeFromForm(form);
  const { principal } = await requireSession(store);
  const values = typedValues(form);
  try {
    await updateAddress(principal, field(form, 'id'), parseAddress(form), store);
  } catch (err) {
    return formError(err, store.language, values);
  }
  refresh();
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.addressBook' });
  return { values, errors: {}, ok: true, message: t('saved') };
});

// The buttons below are plain forms (no state): the page shows the result. An address already
// gone (deleted in another tab), or one from a store that ships elsewhere (the page offers no
// default button for it), is no error worth an error page.
const ignoreMissing = (err: unknown) => {
  if (!(err instanceof ApiError && (err.code === 'ADDRESS_NOT_FOUND' || err.code === 'ADDRESS_INVALID')))
    throw err;
};

export const deleteAddressAction = formAction(async function deleteAddressAction(
  form: FormData,
): Promise<void> {
  const store = storeFromForm(form);
  const { principal } = await requireSession(store);
  await deleteAddress(principal, field(form, 'id')).catch(ignoreMissing);
  refresh();
});

/** "Use as default delivery/billing": the address as stored, with one default flag set. */
export const setDefaultAddressAction = formAction(async function setDefaultAddressAction(
  form: FormData,
): Promise<void> {
  const store = storeFromForm(form);
  const { principal } = await requireSession(store);
  const id = field(form, 'id');
  const kind = field(form, 'kind');
  const address = (await listAddresses(principal)).find((a) => a.id === id);
  if (address && (kind === 'shipping' || kind === 'billing')) {
    await updateAddress(
      principal,
      id,
      {
        ...address,
        isDefaultShipping: kind === 'shipping',
        isDefaultBilling: kind === 'billing',
      },
      store,
    ).catch(ignoreMissing);
  }
  refresh();
});
