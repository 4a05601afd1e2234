import { addressFieldsFor, regionLabel, shippingCountriesFor, type LocaleConfig } from '@vitrine/config';
import type { CountryOption } from '@/components/account/AddressForm';
import { countryName } from '@/lib/account/address-view';

/**
 * The countries a store delivers to, as the address form needs them (postcode rule, example,
 * region list in the store's language), sorted by name in the store's language.
 */
export function deliveryCountries(store: LocaleConfig): CountryOption[] {
  return shippingCountriesFor(store.localeISOCode)
    .map((code) => {
      const fields = addressFieldsFor(code);
      return {
        code,
        name: countryName(code, store.language),
        postcode: fields.postcode,
        postcodeExample: fields.postcodeExample,
        ...(fields.regions
          ? { regions: fields.regions.map((r) => ({ code: r.code, label: regionLabel(r, store.language) })) }
          : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, store.language));
}
