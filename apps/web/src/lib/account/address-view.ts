import { isAddressCountry, regionLabel, regionsFor, type Language } from '@vitrine/config';

export interface ShownAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postcode: string | null;
  countryCode: string;
  phone: string;
}

/** A stored region code as the shopper reads it ('CA' → 'California'); free text as typed. */
export function regionName(countryCode: string, region: string | null, language: Language): string | null {
  if (!region) return null;
  const list = isAddressCountry(countryCode) ? regionsFor(countryCode) : undefined;
  const known = list?.find((r) => r.code === region);
  return known ? regionLabel(known, language) : region;
}

/** The country's name in the store's language (Intl data, so no list of our own to keep). */
export function countryName(countryCode: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/** The lines of an address card or summary, as a label would print them. */
export function addressLines(address: ShownAddress, language: Language): string[] {
  const place = [address.city, regionName(address.countryCode, address.region, language), address.postcode]
    .filter(Boolean)
    .join(', ');
  return [
    `${address.firstName} ${address.lastName}`,
    address.line1,
    address.line2,
    place,
    countryName(address.countryCode, language),
  ].filter((line): line is string => Boolean(line));
}
