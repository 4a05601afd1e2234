import { randomInt } from 'node:crypto';

/**
 * Carriers a parcel can leave with, each with the shape of its tracking numbers and the public
 * page that tracks one. Only these are accepted at dispatch, so every dispatch email and timeline
 * has a working tracking link. A new carrier is one entry here.
 */
export interface Carrier {
  name: string;
  /** Tracking numbers this carrier issues (checked at dispatch, so a typo does not reach a shopper). */
  pattern: RegExp;
  /** A realistic number, for an operator who dispatches without one (demo, tests). */
  generate: () => string;
  trackingUrl: (trackingNumber: string) => string;
}

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const pick = (alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * UPU S10 check digit (Royal Mail, An Post, Australia Post and other posts' international items):
 * weights 8 6 4 2 3 5 9 7 over the 8-digit serial; 11 minus the sum mod 11, 10 → 0, 11 → 5.
 */
export function s10CheckDigit(serial: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...serial].reduce((total, d, i) => total + Number(d) * weights[i]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** An S10 item number: service letters, 8 digits, the check digit, the country (RM123456785GB). */
function s10(service: string, country: string): string {
  const serial = pick(DIGITS, 8);
  return `${service}${serial}${s10CheckDigit(serial)}${country}`;
}

/**
 * UPS 1Z check digit: letters count as (code - 63) mod 10; odd positions once, even positions
 * twice; the digit that brings the sum to a multiple of 10.
 */
export function upsCheckDigit(body: string): number {
  let sum = 0;
  [...body].forEach((ch, i) => {
    const value = /\d/.test(ch) ? Number(ch) : (ch.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  });
  return (10 - (sum % 10)) % 10;
}

/** USPS IMpb check digit: from the right, odd positions count 3 times; mod 10. */
export function uspsCheckDigit(body: string): number {
  let sum = 0;
  [...body].reverse().forEach((d, i) => (sum += Number(d) * (i % 2 === 0 ? 3 : 1)));
  return (10 - (sum % 10)) % 10;
}

const S10 = /^[A-Z]{2}\d{9}[A-Z]{2}$/;
const enc = encodeURIComponent;

export const CARRIERS: readonly Carrier[] = Object.freeze([
  {
    name: 'Royal Mail',
    pattern: S10,
    generate: () => s10('RM', 'GB'),
    trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${enc(n)}`,
  },
  {
    name: 'DPD',
    pattern: /^\d{14}$/,
    generate: () => `1550${pick(DIGITS, 10)}`,
    trackingUrl: (n) => `https://track.dpd.co.uk/parcels/${enc(n)}`,
  },
  {
    name: 'Evri',
    pattern: /^[A-Z0-9]{16}$/,
    generate: () => `H${pick(DIGITS, 2)}${pick(LETTERS, 3)}${pick(DIGITS, 10)}`,
    trackingUrl: (n) => `https://www.evri.com/track/parcel/${enc(n)}`,
  },
  {
    name: 'An Post',
    pattern: S10,
    generate: () => s10('CE', 'IE'),
    trackingUrl: (n) => `https://www.anpost.com/Post-Parcels/Track/History?item=${enc(n)}`,
  },
  {
    name: 'La Poste',
    // Colissimo: a 2-character product code then 11 digits (6A12345678901).
    pattern: /^[0-9][A-Z]\d{11}$/,
    generate: () => `6A${pick(DIGITS, 11)}`,
    trackingUrl: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${enc(n)}`,
  },
  {
    name: 'DHL',
    pattern: /^\d{10}$/,
    generate: () => pick(DIGITS, 10),
    trackingUrl: (n) =>
      `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${enc(n)}`,
  },
  {
    name: 'UPS',
    pattern: /^1Z[A-Z0-9]{16}$/,
    generate: () => {
      const body = `${pick(LETTERS + DIGITS, 6)}01${pick(DIGITS, 7)}`;
      return `1Z${body}${upsCheckDigit(body)}`;
    },
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${enc(n)}`,
  },
  {
    name: 'FedEx',
    pattern: /^\d{12}$/,
    generate: () => `7${pick(DIGITS, 11)}`,
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${enc(n)}`,
  },
  {
    name: 'USPS',
    pattern: /^9\d{21}$/,
    generate: () => {
      const body = `9400${pick(DIGITS, 17)}`;
      return `${body}${uspsCheckDigit(body)}`;
    },
    trackingUrl: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${enc(n)}`,
  },
  {
    name: 'Canada Post',
    pattern: /^\d{16}$/,
    generate: () => `7${pick(DIGITS, 15)}`,
    trackingUrl: (n) =>
      `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${enc(n)}`,
  },
  {
    name: 'Australia Post',
    pattern: S10,
    generate: () => s10('LP', 'AU'),
    trackingUrl: (n) => `https://auspost.com.au/mypost/track/details/${enc(n)}`,
  },
  {
    name: 'NZ Post',
    pattern: S10,
    generate: () => s10('LZ', 'NZ'),
    trackingUrl: (n) => `https://www.nzpost.co.nz/tools/tracking/item/${enc(n)}`,
  },
  {
    name: 'Aramex',
    pattern: /^\d{11}$/,
    generate: () => `4${pick(DIGITS, 10)}`,
    trackingUrl: (n) => `https://www.aramex.com/track/results?ShipmentNumber=${enc(n)}`,
  },
]);

const BY_KEY = new Map(CARRIERS.map((c) => [carrierKey(c.name), c]));

function carrierKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The carrier an operator named, whatever the case or spacing ("royal mail", "RoyalMail"). */
export function findCarrier(name: string): Carrier | undefined {
  return BY_KEY.get(carrierKey(name));
}

/** The carrier a store's parcels usually leave with, when an operator does not say (§3.2 countries). */
const DEFAULT_BY_COUNTRY: Readonly<Record<string, string>> = Object.freeze({
  GB: 'Royal Mail',
  IE: 'An Post',
  FR: 'La Poste',
  US: 'USPS',
  CA: 'Canada Post',
  AU: 'Australia Post',
  NZ: 'NZ Post',
  AE: 'Aramex',
  QA: 'Aramex',
  SA: 'Aramex',
  IL: 'DHL',
});

export function defaultCarrierFor(countryCode: string): Carrier {
  return findCarrier(DEFAULT_BY_COUNTRY[countryCode.toUpperCase()] ?? 'DHL')!;
}

/** Tracking numbers are written upper case without spaces, as carriers print them grouped. */
export function normaliseTrackingNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The public tracking page of a parcel, or null for a carrier no longer listed. */
export function trackingUrlFor(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  return findCarrier(carrier)?.trackingUrl(trackingNumber) ?? null;
}
