import {
  addressFieldsFor,
  defaultCountryFor,
  regionLabel,
  shippingCountriesFor,
  type LocaleConfig,
} from '@vitrine/config';
import { listAddresses, type Address } from '@/lib/data/customer';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/AccountFrame';
import { AddressForm, type CountryOption } from '@/components/account/AddressForm';
import { addressLines, countryName } from '@/lib/account/address-view';
import { requireSession } from '@/lib/account/session';
import { storeFromParams } from '@/lib/store';
import { deleteAddressAction, setDefaultAddressAction } from './actions';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.addressBook' });
  return { title: t('title'), robots: { index: false } };
}

function countryOptions(store: LocaleConfig): CountryOption[] {
  return shippingCountriesFor(store.localeISOCode)
    .map((code) => {
      const fields = addressFieldsFor(code);
      return {
        code,
        name: countryName(code, store.language),
        postcode: fields.postcode,
        postcodeExample: fields.postcodeExample,
        regions: fields.regions?.map((r) => ({ code: r.code, label: regionLabel(r, store.language) })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, store.language));
}

/** The address's fields as the edit form starts with them. */
function formValues(address: Address): Record<string, string> {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    region: address.region ?? '',
    postcode: address.postcode ?? '',
    countryCode: address.countryCode,
    phone: address.phone,
  };
}

const smallButton =
  'inline-flex h-9 items-center px-3 text-xs font-semibold tracking-wide uppercase border border-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900';

/** §2.1 /customer/address-book: the saved addresses, their defaults, and a form to add one. */
export default async function AddressBook({ params }: Params) {
  const store = await storeFromParams(params);
  const { principal } = await requireSession(store);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'accountArea.addressBook' });
  const addresses = await listAddresses(principal);
  const countries = countryOptions(store);
  const shipsTo = new Set(countries.map((c) => c.code));
  const code = store.localeISOCode;

  return (
    <AccountFrame store={store} current="/customer/address-book" title={t('title')} intro={t('intro')}>
      <div className="flex flex-col gap-8">
        {addresses.length === 0 ? (
          <p className="text-base text-stone-700">{t('empty')}</p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2">
            {addresses.map((address) => {
              const name = `${address.firstName} ${address.lastName}`;
              // Defaults can only move to an address this store can deliver to.
              const shippable = shipsTo.has(address.countryCode);
              return (
                <li key={address.id} className="flex flex-col gap-4 border border-stone-300 bg-white p-5">
                  {address.isDefaultShipping || address.isDefaultBilling ? (
                    <p className="flex flex-wrap gap-2">
                      {address.isDefaultShipping ? (
                        <span className="bg-stone-900 px-2 py-1 text-xs font-semibold tracking-wide text-white uppercase">
                          {t('defaultShipping')}
                        </span>
                      ) : null}
                      {address.isDefaultBilling ? (
                        <span className="border border-stone-900 px-2 py-1 text-xs font-semibold tracking-wide text-stone-900 uppercase">
                          {t('defaultBilling')}
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                  <address className="text-sm leading-relaxed text-stone-900 not-italic">
                    {addressLines(address, store.language).map((line, i) => (
                      <span key={i} className={`block ${i === 0 ? 'font-semibold' : ''}`}>
                        {line}
                      </span>
                    ))}
                    <span className="block" dir="ltr">
                      {address.phone}
                    </span>
                  </address>
                  <div className="flex flex-wrap gap-2">
                    {shippable && !address.isDefaultShipping ? (
                      <form action={setDefaultAddressAction}>
                        <input type="hidden" name="store" value={code} />
                        <input type="hidden" name="id" value={address.id} />
                        <input type="hidden" name="kind" value="shipping" />
                        <button type="submit" className={smallButton}>
                          {t('useForShipping')}
                        </button>
                      </form>
                    ) : null}
                    {shippable && !address.isDefaultBilling ? (
                      <form action={setDefaultAddressAction}>
                        <input type="hidden" name="store" value={code} />
                        <input type="hidden" name="id" value={address.id} />
                        <input type="hidden" name="kind" value="billing" />
                        <button type="submit" className={smallButton}>
                          {t('useForBilling')}
                        </button>
                      </form>
                    ) : null}
                    <form action={deleteAddressAction}>
                      <input type="hidden" name="store" value={code} />
                      <input type="hidden" name="id" value={address.id} />
                      <button
                        type="submit"
                        aria-label={t('deleteLabel', { name, line1: address.line1 })}
                        className={`${smallButton} border-red-800 text-red-800 hover:bg-red-50`}
                      >
                        {t('delete')}
                      </button>
                    </form>
                  </div>
                  <AddressForm
                    store={code}
                    countries={countries}
                    addressId={address.id}
                    initial={{ values: formValues(address), errors: {} }}
                    showDefaults={{
                      shipping: !address.isDefaultShipping,
                      billing: !address.isDefaultBilling,
                    }}
                    summary={t('editAddress')}
                    summaryClass="text-sm font-semibold underline underline-offset-4"
                    className="border-t border-stone-200 pt-4"
                  />
                </li>
              );
            })}
          </ul>
        )}

        <AddressForm
          store={code}
          countries={countries}
          initial={{ values: { countryCode: defaultCountryFor(code) ?? '' }, errors: {} }}
          showDefaults={{ shipping: addresses.length > 0, billing: addresses.length > 0 }}
          summary={t('add')}
          summaryClass="font-display text-xl text-stone-900"
          openAtFirst={addresses.length === 0}
          className="border border-stone-300 bg-white p-5 sm:p-6"
        />
      </div>
    </AccountFrame>
  );
}
