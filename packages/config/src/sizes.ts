import type { SizeFormat } from './locales.ts';

// §3.2 size formats: default (UK), AU, US, FR, MENA. Sizes are stored once, in UK (canonical)
// form, and converted for display with the store's sizeFormat. Only codes are produced here
// ('UK 10', 'EU 38'); words such as "one size" are translated by the app.
export type SizeKind = 'clothes' | 'shoes' | 'bra' | 'belt' | 'accessory' | 'beauty';

const BRA_BANDS = [30, 32, 34, 36, 38] as const;
const BRA_CUPS = ['A', 'B', 'C', 'D', 'DD', 'E', 'F'] as const;
type BraCup = (typeof BRA_CUPS)[number];

export const ONE_SIZE = 'ONE SIZE';

export const SIZE_RANGES: Readonly<Record<SizeKind, readonly string[]>> = Object.freeze({
  // UK women's dress sizes 4 to 28 (plus size runs 16 to 28).
  clothes: Object.freeze(Array.from({ length: 13 }, (_, i) => String(4 + 2 * i))),
  // UK women's shoe sizes 3 to 9; half sizes ('5.5') are accepted by formatSize but not stocked by default.
  shoes: Object.freeze(Array.from({ length: 7 }, (_, i) => String(3 + i))),
  bra: Object.freeze(BRA_BANDS.flatMap((band) => BRA_CUPS.map((cup) => `${band}${cup}`))),
  belt: Object.freeze(['S', 'M', 'L']),
  accessory: Object.freeze([ONE_SIZE]),
  beauty: Object.freeze([ONE_SIZE]),
});

// The label each format puts before the number. MENA stores use European sizes.
const PREFIX: Record<SizeFormat, string> = { default: 'UK', AU: 'AU', US: 'US', FR: 'FR', MENA: 'EU' };

// Conversions from UK sizes (women's, the usual retail charts):
// clothes: AU = UK, US = UK - 4, FR/EU = UK + 28 (UK 10 = US 6 = FR 38);
// shoes: AU = US = UK + 2, EU = UK + 33 (UK 5 = US 7 = EU 38);
// bra: AU band = UK band - 22; EU band = UK band x 2.5 - 10, FR band = EU band + 15 (UK 32 = EU 70 = FR 85);
// cups: UK/AU A-E-F, US DD -> DD, E -> DDD, F -> G; EU/FR DD -> E, E -> F, F -> G.
const CLOTHES_OFFSET: Record<SizeFormat, number> = { default: 0, AU: 0, US: -4, FR: 28, MENA: 28 };
const SHOES_OFFSET: Record<SizeFormat, number> = { default: 0, AU: 2, US: 2, FR: 33, MENA: 33 };
const US_CUPS: Partial<Record<BraCup, string>> = { E: 'DDD', F: 'G' };
const EU_CUPS: Partial<Record<BraCup, string>> = { DD: 'E', E: 'F', F: 'G' };

function braSize(canonical: string, format: SizeFormat): string | undefined {
  const match = /^(\d{2})([A-Z]{1,2})$/.exec(canonical);
  const band = Number(match?.[1]);
  const cup = match?.[2] as BraCup | undefined;
  if (!cup || !(BRA_BANDS as readonly number[]).includes(band) || !BRA_CUPS.includes(cup)) return undefined;
  switch (format) {
    case 'default':
      return `${band}${cup}`;
    case 'AU':
      return `${band - 22}${cup}`;
    case 'US':
      return `${band}${US_CUPS[cup] ?? cup}`;
    case 'FR':
      return `${band * 2.5 + 5}${EU_CUPS[cup] ?? cup}`;
    case 'MENA':
      return `${band * 2.5 - 10}${EU_CUPS[cup] ?? cup}`;
  }
}

/**
 * A canonical (UK) size shown in a store's size format, e.g. clothes '10': 'UK 10', 'AU 10',
 * 'US 6', 'FR 38', 'EU 38'. Belt letters and one-size items are the same everywhere and come back
 * unchanged, as does any size outside the known range (no guessed conversion).
 */
export function formatSize(canonical: string, kind: SizeKind, format: SizeFormat): string {
  const size = canonical.trim();
  const label = (value: string | number): string => `${PREFIX[format]} ${value}`;
  switch (kind) {
    case 'clothes':
      return SIZE_RANGES.clothes.includes(size) ? label(Number(size) + CLOTHES_OFFSET[format]) : canonical;
    case 'shoes': {
      const n = Number(size);
      const known = /^\d(\.5)?$/.test(size) && n >= 3 && n <= 9;
      return known ? label(n + SHOES_OFFSET[format]) : canonical;
    }
    case 'bra': {
      const converted = braSize(size, format);
      return converted === undefined ? canonical : label(converted);
    }
    case 'belt':
    case 'accessory':
    case 'beauty':
      return canonical;
  }
}
