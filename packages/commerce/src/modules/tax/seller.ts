import { parseTaxNumbers } from '@vitrine/config';

// Item 4: who sells, for the receipt: the seller's name and address, and its tax registration in
// the store's country (a UK VAT number, the EU one-stop-shop number, an Australian ABN...). From
// configuration (docs/operations/configuration.md), read at each call like the other settings a
// receipt or an email carries; env.ts refuses a malformed value at start.

export interface Seller {
  name: string;
  address: string;
  /** The registration shown on receipts of this store, or null where none is configured. */
  taxNumber: string | null;
}

/** Example registrations outside production, so a development receipt looks like a real one. */
const EXAMPLE_NUMBERS: Readonly<Record<string, string>> = {
  GB: 'GB 123 4567 89',
  EU: 'EU 372 000 041',
  IE: 'IE 1234567T',
  FR: 'FR 12 345678901',
  AU: 'ABN 12 345 678 901',
  NZ: 'GST 123-456-789',
  IL: '512345678',
  AE: 'TRN 100123456700003',
  SA: 'VAT 300012345600003',
  US: 'Sales tax permit on file',
  CA: 'GST/HST 123456789 RT0001',
};

export function sellerFor(
  storeCountry: string,
  source: Record<string, string | undefined> = process.env,
): Seller {
  const configured = source.TAX_NUMBERS ? parseTaxNumbers(source.TAX_NUMBERS) : null;
  const production = source.APP_ENV === 'production' || source.APP_ENV === 'staging';
  const numbers = configured ?? (production ? {} : EXAMPLE_NUMBERS);
  return {
    name: source.TAX_SELLER_NAME || 'Vitrine Retail Ltd',
    address: source.TAX_SELLER_ADDRESS || '1 Example Street, London EC1A 1AA, United Kingdom',
    taxNumber: numbers[storeCountry] ?? null,
  };
}
