import {
  defaultCountryFor,
  isAddressCountry,
  regionsFor,
  shippingCountriesFor,
  validateAddress,
  type AddressCountry,
} from './addresses.ts';
import type { CurrencyCode } from './currencies.ts';
import { getLocale, type LocaleCode, type LocaleConfig } from './locales.ts';
import { isPageAvailable } from './page-availability.ts';
import { timeZoneOffsetMinutes, zonedTimeToUtc } from './timezones.ts';

// Delivery options per store (issue 4 §3, spec §7.4 `page/shipping-methods?postcode=`). The spec
// shows neither prices nor dates, so these are our choices, written down in decision 0012:
// - Prices are integer minor units of the store's currency (DESIGN "Money is exact").
// - Standard delivery is free from a threshold per currency (subtotal >= threshold).
// - Every method has a cut-off in the store's wall-clock time: an order placed before it on a
//   working day leaves the warehouse that day, otherwise on the next working day. Delivery dates
//   count working days from that dispatch day; couriers do not deliver on the weekend.
// - The weekend is Saturday and Sunday, except Friday and Saturday in Israel, Qatar and Saudi
//   Arabia. The UAE moved its official weekend to Saturday and Sunday in January 2022, and its
//   couriers followed, so the UAE store uses Saturday and Sunday.
// - Same-day express in the Gulf stores only while that day's noon cut-off has not passed.
// - Public holidays are not modelled: an estimate may be a day early around them.

export const DELIVERY_METHOD_CODES = ['standard', 'next_day', 'express'] as const;
export type DeliveryMethodCode = (typeof DELIVERY_METHOD_CODES)[number];

export function isDeliveryMethodCode(value: string): value is DeliveryMethodCode {
  return (DELIVERY_METHOD_CODES as readonly string[]).includes(value);
}

/** Day of the week as JavaScript numbers it (0 Sunday ... 6 Saturday). */
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface DeliveryMethodConfig {
  code: DeliveryMethodCode;
  priceMinor: number;
  /** Working days from dispatch to the door, [fastest, slowest]; [0, 0] is same-day delivery. */
  transitDays: readonly [number, number];
  /** Store wall-clock time ('HH:MM', 24-hour) after which an order leaves the next working day. */
  cutoff: string;
}

export interface StoreDelivery {
  currency: CurrencyCode;
  weekend: readonly Weekday[];
  /** Standard delivery costs nothing when the bag's subtotal reaches this (minor units). */
  freeStandardFromMinor: number;
  methods: readonly DeliveryMethodConfig[];
}

const SAT_SUN: readonly Weekday[] = Object.freeze([6, 0] as Weekday[]);
const FRI_SAT: readonly Weekday[] = Object.freeze([5, 6] as Weekday[]);

function delivery(config: StoreDelivery): StoreDelivery {
  for (const method of config.methods) {
    Object.freeze(method.transitDays);
    Object.freeze(method);
  }
  Object.freeze(config.methods);
  return Object.freeze(config);
}

const method = (
  code: DeliveryMethodCode,
  priceMinor: number,
  transitDays: [number, number],
  cutoff: string,
): DeliveryMethodConfig => ({ code, priceMinor, transitDays, cutoff });

const UAE = delivery({
  currency: 'AED',
  weekend: SAT_SUN,
  freeStandardFromMinor: 20_000,
  methods: [
    method('standard', 2_000, [2, 4], '20:00'),
    method('next_day', 3_500, [1, 1], '20:00'),
    method('express', 5_000, [0, 0], '12:00'),
  ],
});

/**
 * What each store offers. en-EU ships to 27 countries from the GB warehouse, so it has no next-day
 * promise; a two-to-three-day express takes its place.
 */
export const STORE_DELIVERY: Readonly<Record<LocaleCode, StoreDelivery>> = Object.freeze({
  'en-GB': delivery({
    currency: 'GBP',
    weekend: SAT_SUN,
    freeStandardFromMinor: 5_000,
    methods: [method('standard', 399, [2, 4], '22:00'), method('next_day', 599, [1, 1], '22:00')],
  }),
  'en-IE': delivery({
    currency: 'EUR',
    weekend: SAT_SUN,
    freeStandardFromMinor: 6_000,
    methods: [method('standard', 495, [3, 5], '20:00'), method('next_day', 995, [1, 1], '18:00')],
  }),
  'en-EU': delivery({
    currency: 'EUR',
    weekend: SAT_SUN,
    freeStandardFromMinor: 8_000,
    methods: [method('standard', 695, [4, 7], '20:00'), method('express', 1_495, [2, 3], '18:00')],
  }),
  'en-US': delivery({
    currency: 'USD',
    weekend: SAT_SUN,
    freeStandardFromMinor: 7_500,
    methods: [method('standard', 699, [3, 6], '20:00'), method('next_day', 1_999, [1, 1], '20:00')],
  }),
  'en-AU': delivery({
    currency: 'AUD',
    weekend: SAT_SUN,
    freeStandardFromMinor: 10_000,
    methods: [method('standard', 995, [3, 7], '16:00'), method('next_day', 1_995, [1, 1], '14:00')],
  }),
  'en-NZ': delivery({
    currency: 'NZD',
    weekend: SAT_SUN,
    freeStandardFromMinor: 12_000,
    methods: [method('standard', 995, [3, 6], '16:00'), method('next_day', 1_995, [1, 1], '14:00')],
  }),
  'en-CA': delivery({
    currency: 'CAD',
    weekend: SAT_SUN,
    freeStandardFromMinor: 10_000,
    methods: [method('standard', 899, [4, 7], '20:00'), method('next_day', 2_499, [1, 1], '18:00')],
  }),
  'fr-FR': delivery({
    currency: 'EUR',
    weekend: SAT_SUN,
    freeStandardFromMinor: 6_000,
    methods: [method('standard', 495, [3, 5], '20:00'), method('next_day', 995, [1, 1], '18:00')],
  }),
  'en-IL': delivery({
    currency: 'ILS',
    weekend: FRI_SAT,
    freeStandardFromMinor: 30_000,
    methods: [method('standard', 2_990, [4, 7], '16:00'), method('next_day', 5_990, [1, 1], '14:00')],
  }),
  'en-AE': UAE,
  'ar-AE': UAE,
  'en-QA': delivery({
    currency: 'QAR',
    weekend: FRI_SAT,
    freeStandardFromMinor: 20_000,
    methods: [
      method('standard', 2_000, [2, 4], '20:00'),
      method('next_day', 3_500, [1, 1], '20:00'),
      method('express', 5_000, [0, 0], '12:00'),
    ],
  }),
  'en-SA': delivery({
    currency: 'SAR',
    weekend: FRI_SAT,
    freeStandardFromMinor: 20_000,
    methods: [
      method('standard', 2_500, [3, 5], '20:00'),
      method('next_day', 3_500, [1, 1], '20:00'),
      method('express', 5_000, [0, 0], '12:00'),
    ],
  }),
});

// ---------------------------------------------------------------------------------------------
// GB areas the couriers' next-day network does not reach

/**
 * Postcode districts where UK couriers give no next-day service: the Scottish Highlands and
 * Islands, the Isles of Scilly, Northern Ireland and the Crown Dependencies (which share the
 * Royal Mail postcode format). Standard delivery takes two working days longer there.
 * `[from, to]` district number ranges; an area without ranges is remote as a whole.
 */
type DistrictRanges = readonly (readonly [number, number])[] | 'all';
const REMOTE_AREAS: Record<string, DistrictRanges> = {
  AB: [
    [31, 38],
    [41, 56],
  ],
  FK: [[17, 21]],
  HS: 'all',
  IV: 'all',
  KA: [[27, 28]],
  KW: 'all',
  PA: [
    [20, 49],
    [60, 78],
  ],
  PH: [
    [17, 26],
    [30, 44],
    [49, 50],
  ],
  ZE: 'all',
  TR: [[21, 25]],
  BT: 'all',
  IM: 'all',
  GY: 'all',
  JE: 'all',
};
export const GB_REMOTE_AREAS: Readonly<Record<string, DistrictRanges>> = Object.freeze(REMOTE_AREAS);

/** Extra working days standard delivery takes to a remote GB area. */
export const GB_REMOTE_EXTRA_DAYS = 2;

/** Whether a GB postcode (any spacing or case) is in an area without next-day delivery. */
export function isGbRemotePostcode(postcode: string): boolean {
  const compact = postcode.toUpperCase().replace(/\s+/g, '');
  // The outward code is everything before the three-character inward code.
  const outward = compact.length > 3 ? compact.slice(0, -3) : compact;
  const match = /^([A-Z]{1,2})(\d{1,2})/.exec(outward);
  if (!match) return false;
  const ranges = GB_REMOTE_AREAS[match[1]!];
  if (!ranges) return false;
  if (ranges === 'all') return true;
  const district = Number(match[2]);
  return ranges.some(([from, to]) => district >= from && district <= to);
}

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic on whole days in the store's time zone

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the calendar date that `at` falls on in `timeZone`, and the minute of that day. */
function localDay(at: Date, timeZone: string): { day: number; minute: number } {
  const local = at.getTime() + timeZoneOffsetMinutes(timeZone, at) * 60_000;
  const day = Math.floor(local / DAY_MS);
  return { day, minute: Math.floor((local - day * DAY_MS) / 60_000) };
}

/** 1970-01-01 was a Thursday. */
const weekdayOf = (day: number): Weekday => ((((day + 4) % 7) + 7) % 7) as Weekday;

/** A calendar date in the store's zone, with what a label needs ("Tomorrow", "Tuesday 24 November"). */
export interface DeliveryDay {
  /** YYYY-MM-DD */
  date: string;
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** ISO 8601 day of the week: 1 Monday ... 7 Sunday. */
  isoWeekday: number;
  /** 0 today, 1 tomorrow... counted in calendar days in the store's zone. */
  daysFromToday: number;
}

function deliveryDay(day: number, today: number): DeliveryDay {
  const date = new Date(day * DAY_MS);
  const weekday = weekdayOf(day);
  return {
    date: date.toISOString().slice(0, 10),
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    isoWeekday: weekday === 0 ? 7 : weekday,
    daysFromToday: day - today,
  };
}

function parseCutoff(cutoff: string): { hour: number; minute: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(cutoff);
  if (!match) throw new Error(`Bad cut-off time ${cutoff}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

// ---------------------------------------------------------------------------------------------
// Shipping options

export interface ShippingMethod {
  code: DeliveryMethodCode;
  priceMinor: number;
  currency: CurrencyCode;
  /** True when the price is 0 because of the free-delivery threshold or a delivery subscription. */
  free: boolean;
  /** Why it is free: the standard-delivery threshold, or the customer's §9 delivery subscription. */
  freeBecause: 'threshold' | 'subscription' | null;
  /** The day the parcel leaves the warehouse when ordered now. */
  dispatch: DeliveryDay;
  /** The delivery window; from === to for a one-day promise. */
  delivery: { from: DeliveryDay; to: DeliveryDay };
  /** The cut-off ('HH:MM', store time) and the instant it falls on: order before it for these dates. */
  cutoff: string;
  orderBy: string;
}

export type UnavailableReason = 'postcode_area' | 'after_cutoff';

export interface ShippingOptions {
  store: LocaleCode;
  country: AddressCountry | null;
  /** Canonical postcode, or null when none was given or the country has none. */
  postcode: string | null;
  /** A GB area without next-day delivery (GB_REMOTE_AREAS). */
  remoteArea: boolean;
  currency: CurrencyCode;
  timeZone: string;
  today: DeliveryDay;
  freeStandardFromMinor: number;
  methods: ShippingMethod[];
  /** Methods the store has that cannot be offered here and now, so the page can say why. */
  unavailable: { code: DeliveryMethodCode; reason: UnavailableReason }[];
}

export interface ShippingInput {
  /** The delivery postcode as typed; absent or empty gives the store-wide answer. */
  postcode?: string | null;
  /** ISO country; defaults to the store's country (en-EU has none and needs it with a postcode). */
  country?: string | null;
  /** The bag's subtotal in minor units, for the free-delivery threshold. */
  subtotalMinor?: number;
  now?: Date;
  /** A delivery subscription (§9 yearly free next-day delivery): next-day costs nothing. */
  freeNextDay?: boolean;
}

export type ShippingErrors = Partial<
  Record<'postcode' | 'country', 'postcode_invalid' | 'required' | 'country_invalid' | 'country_not_shipped'>
>;

export type ShippingResult = { ok: true; value: ShippingOptions } | { ok: false; errors: ShippingErrors };

export function storeDelivery(store: LocaleCode): StoreDelivery {
  return STORE_DELIVERY[store];
}

/**
 * The canonical postcode of a country by the address-book rules (packages/config addresses.ts),
 * so a postcode accepted here is accepted on the address too. validateAddress checks whole
 * addresses; the other fields are filled with valid stand-ins and only the postcode is read.
 */
function checkPostcode(
  country: AddressCountry,
  raw: string,
): { value: string | null } | { error: 'postcode_invalid' } {
  const result = validateAddress({
    firstName: 'x',
    lastName: 'x',
    line1: 'x',
    city: 'x',
    phone: '0123456789',
    region: regionsFor(country)?.[0]?.code ?? null,
    countryCode: country,
    postcode: raw,
  });
  return result.ok ? { value: result.value.postcode } : { error: 'postcode_invalid' };
}

/**
 * The delivery methods of a store for a postcode, priced and dated (§7.4). Pure: the clock comes
 * in as `now`. Checkout prices the chosen method with this on the server, so the shopper's
 * page and the order agree.
 */
export function shippingOptions(
  storeOrCode: LocaleConfig | LocaleCode,
  input: ShippingInput = {},
): ShippingResult {
  const store = typeof storeOrCode === 'string' ? getLocale(storeOrCode) : storeOrCode;
  const config = STORE_DELIVERY[store.localeISOCode];
  const errors: ShippingErrors = {};

  const postcodeText = input.postcode?.trim() ?? '';
  const countryText = input.country?.trim().toUpperCase() ?? '';
  let country: AddressCountry | null = null;
  if (countryText === '') {
    country = defaultCountryFor(store.localeISOCode);
    if (!country && postcodeText !== '') errors.country = 'required';
  } else if (!isAddressCountry(countryText)) {
    errors.country = 'country_invalid';
  } else if (!shippingCountriesFor(store.localeISOCode).includes(countryText)) {
    errors.country = 'country_not_shipped';
  } else {
    country = countryText;
  }

  let postcode: string | null = null;
  if (country && postcodeText !== '') {
    const checked = checkPostcode(country, postcodeText);
    if ('error' in checked) errors.postcode = checked.error;
    else postcode = checked.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const remoteArea = country === 'GB' && postcode !== null && isGbRemotePostcode(postcode);
  const now = input.now ?? new Date();
  const timeZone = store.timezone;
  const { day: today, minute: nowMinute } = localDay(now, timeZone);
  const isWorking = (day: number) => !config.weekend.includes(weekdayOf(day));
  const nextWorking = (day: number) => {
    let next = day + 1;
    while (!isWorking(next)) next++;
    return next;
  };
  const addWorking = (day: number, count: number) => {
    let result = day;
    for (let i = 0; i < count; i++) result = nextWorking(result);
    return result;
  };
  const subtotal = Math.max(0, Math.trunc(input.subtotalMinor ?? 0));

  const methods: ShippingMethod[] = [];
  const unavailable: ShippingOptions['unavailable'] = [];
  for (const option of config.methods) {
    if (remoteArea && option.code !== 'standard') {
      unavailable.push({ code: option.code, reason: 'postcode_area' });
      continue;
    }
    const cutoff = parseCutoff(option.cutoff);
    const beforeCutoff = isWorking(today) && nowMinute < cutoff.hour * 60 + cutoff.minute;
    const dispatch = beforeCutoff ? today : nextWorking(today);
    const [fastest, slowest] = option.transitDays;
    if (slowest === 0 && dispatch !== today) {
      unavailable.push({ code: option.code, reason: 'after_cutoff' });
      continue;
    }
    const extra = remoteArea ? GB_REMOTE_EXTRA_DAYS : 0;
    const freeBecause =
      option.code === 'standard' && subtotal >= config.freeStandardFromMinor
        ? ('threshold' as const)
        : option.code === 'next_day' && input.freeNextDay === true
          ? ('subscription' as const)
          : null;
    const free = freeBecause !== null;
    const dispatchDate = deliveryDay(dispatch, today);
    methods.push({
      code: option.code,
      priceMinor: free ? 0 : option.priceMinor,
      currency: config.currency,
      free,
      freeBecause,
      dispatch: dispatchDate,
      delivery: {
        from: deliveryDay(addWorking(dispatch, fastest + extra), today),
        to: deliveryDay(addWorking(dispatch, slowest + extra), today),
      },
      cutoff: option.cutoff,
      orderBy: zonedTimeToUtc(
        { year: dispatchDate.year, month: dispatchDate.month, day: dispatchDate.day, ...cutoff },
        timeZone,
      ).toISOString(),
    });
  }

  return {
    ok: true,
    value: {
      store: store.localeISOCode,
      country,
      postcode,
      remoteArea,
      currency: config.currency,
      timeZone,
      today: deliveryDay(today, today),
      freeStandardFromMinor: config.freeStandardFromMinor,
      methods,
      unavailable,
    },
  };
}

/** The priced method a shopper chose, or undefined when it is not offered for this address now. */
export function shippingMethod(
  store: LocaleConfig | LocaleCode,
  code: DeliveryMethodCode,
  input: ShippingInput = {},
): ShippingMethod | undefined {
  const result = shippingOptions(store, input);
  return result.ok ? result.value.methods.find((m) => m.code === code) : undefined;
}

// ---------------------------------------------------------------------------------------------
// §9 the yearly free-next-day-delivery subscription (issue 6 item 5, decision 0014)

/** §9 "Subscription SKU is a yearly subscription": the one product of the delivery subscription. */
export const DELIVERY_SUBSCRIPTION_SKU = 'SUB-NDD-1Y';
/** Years one purchase (or one renewal) covers. */
export const DELIVERY_SUBSCRIPTION_TERM_YEARS = 1;

export interface DeliverySubscriptionOffer {
  sku: string;
  priceMinor: number;
  currency: CurrencyCode;
  termYears: number;
}

/**
 * The price per year in each store that sells it. §2.2 offers the subscription in en-GB only
 * (page-availability.ts `subscription`); the free next day it gives is that store's next day.
 */
const DELIVERY_SUBSCRIPTION_PRICES: Partial<
  Record<LocaleCode, { priceMinor: number; currency: CurrencyCode }>
> = Object.freeze({ 'en-GB': Object.freeze({ priceMinor: 999, currency: 'GBP' as const }) });

/** What the subscription costs in a store, or undefined where it is not sold. */
export function deliverySubscriptionOffer(
  storeOrCode: LocaleConfig | LocaleCode,
): DeliverySubscriptionOffer | undefined {
  const code = typeof storeOrCode === 'string' ? storeOrCode : storeOrCode.localeISOCode;
  const price = DELIVERY_SUBSCRIPTION_PRICES[code];
  return price
    ? { sku: DELIVERY_SUBSCRIPTION_SKU, ...price, termYears: DELIVERY_SUBSCRIPTION_TERM_YEARS }
    : undefined;
}

/**
 * Whether a store sells the subscription: §2.2 offers its page there for the deployment's brand
 * and the store has a price for it. The one answer for its API, its pages, checkout's free next
 * day and the header's promotion (decision 0045).
 */
export function deliverySubscriptionSold(store: Pick<LocaleConfig, 'localeISOCode'>): boolean {
  return (
    isPageAvailable('subscription', store.localeISOCode) && !!deliverySubscriptionOffer(store.localeISOCode)
  );
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The end of a subscription period that starts at `start`: the same wall-clock time on the same
 * calendar date `years` later in the store's time zone, so a year bought at 10:00 in summer
 * (BST) ends at 10:00 BST and one bought in winter ends at 10:00 GMT, whatever the clocks did in
 * between. 29 February ends on 28 February of a year without one (the month is kept, like
 * Temporal's "constrain": a year never runs into March). A wall time the spring clock change
 * skips moves forward by the gap (zonedTimeToUtc).
 */
export function subscriptionPeriodEnd(
  start: Date,
  timeZone: string,
  years = DELIVERY_SUBSCRIPTION_TERM_YEARS,
): Date {
  const local = new Date(start.getTime() + timeZoneOffsetMinutes(timeZone, start) * 60_000);
  const year = local.getUTCFullYear() + years;
  const month = local.getUTCMonth() + 1;
  const day = Math.min(local.getUTCDate(), daysIn(year, month));
  const end = zonedTimeToUtc(
    {
      year,
      month,
      day,
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: local.getUTCSeconds(),
    },
    timeZone,
  );
  return new Date(end.getTime() + local.getUTCMilliseconds());
}
