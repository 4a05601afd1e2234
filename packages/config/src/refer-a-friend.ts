import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from './locales.ts';

// Refer a friend's figures per store (issue 35 item 12, decision 0037). §2.2 offers the scheme in
// en-GB, en-US and en-AU; every store has figures so that offering it elsewhere is a list change,
// not a pricing exercise. Amounts are integer minor units of the store's currency (DESIGN "Money
// is exact"), chosen to be worth about the same everywhere: a reward near £10 and a minimum spend
// near £40 of goods, at round prices a shop in that market would show.

export interface ReferralStoreTerms {
  /** What the referrer is credited for a friend who joined in this store. */
  rewardMinor: number;
  /**
   * The least the friend's first order must spend on goods for a reward: merchandise after their
   * discount, without delivery, gift cards or the delivery subscription.
   */
  minimumSpendMinor: number;
}

const terms = (rewardMinor: number, minimumSpendMinor: number): ReferralStoreTerms =>
  Object.freeze({ rewardMinor, minimumSpendMinor });

const EUROS = terms(1_000, 4_500);
const GULF = terms(4_000, 20_000);

export const REFERRAL_STORE_TERMS: Readonly<Record<LocaleCode, ReferralStoreTerms>> = Object.freeze({
  'en-GB': terms(1_000, 4_000),
  'en-IE': EUROS,
  'en-EU': EUROS,
  'en-US': terms(1_000, 5_000),
  'en-AU': terms(1_500, 7_500),
  'en-NZ': terms(1_500, 8_500),
  'en-CA': terms(1_500, 7_000),
  'fr-FR': EUROS,
  'en-IL': terms(4_000, 20_000),
  'en-AE': GULF,
  'ar-AE': GULF,
  'en-QA': GULF,
  'en-SA': GULF,
});

/** Rewards one referrer may earn in any twelve months, whatever the stores their friends joined. */
export const REFERRAL_REWARDS_PER_YEAR_DEFAULT = 10;
/**
 * Days after the friend's return window closes before the reward is paid: a parcel sent back on
 * the window's last day is recorded as returned when it arrives.
 */
export const REFERRAL_HOLD_DAYS_DEFAULT = 14;

/** A per-store amount in configuration: {"en-GB": 5000, "en-US": 6000}, minor units. */
export type StoreAmounts = Partial<Record<LocaleCode, number>>;

const storeAmountsSchema = z.partialRecord(
  z.enum(LOCALE_CODES),
  z.number().int('must be whole minor units').min(0).max(100_000_000),
);

/** Parses a per-store amount map; throws an Error whose message says what is wrong. */
export function parseStoreAmounts(json: string): StoreAmounts {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('not valid JSON');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error('must be a JSON object of store locale codes to amounts');
  const parsed = storeAmountsSchema.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ` : '') + i.message).join('; '),
    );
  return parsed.data;
}

/** A store's figures: the defaults above, with any configured amounts in their place. */
export function referralStoreTerms(
  code: LocaleCode,
  configured: { rewardMinor?: StoreAmounts; minimumSpendMinor?: StoreAmounts } = {},
): ReferralStoreTerms {
  const defaults = REFERRAL_STORE_TERMS[code];
  return {
    rewardMinor: configured.rewardMinor?.[code] ?? defaults.rewardMinor,
    minimumSpendMinor: configured.minimumSpendMinor?.[code] ?? defaults.minimumSpendMinor,
  };
}
