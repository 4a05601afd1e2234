import { describe, expect, it } from 'vitest';
import { getLocale, LOCALE_CODES } from './locales.ts';
import { parseStoreAmounts, REFERRAL_STORE_TERMS, referralStoreTerms } from './refer-a-friend.ts';
import { STORE_DELIVERY } from './shipping.ts';

// Issue 35 item 12: refer a friend's figures per store, and the configuration that replaces them.

describe('refer a friend figures', () => {
  it('has a reward and a minimum spend for every store, the minimum well above the reward and delivery', () => {
    for (const code of LOCALE_CODES) {
      const { rewardMinor, minimumSpendMinor } = REFERRAL_STORE_TERMS[code];
      expect(rewardMinor, code).toBeGreaterThan(0);
      // The friend's goods are worth at least three rewards: the reward is a share of what is earned.
      expect(minimumSpendMinor, code).toBeGreaterThanOrEqual(3 * rewardMinor);
      // More than a delivery charge, so an order cannot qualify on a token item.
      const dearest = Math.max(...STORE_DELIVERY[code].methods.map((m) => m.priceMinor));
      expect(minimumSpendMinor, code).toBeGreaterThan(dearest);
    }
    expect(REFERRAL_STORE_TERMS['en-GB']).toEqual({ rewardMinor: 1000, minimumSpendMinor: 4000 });
    expect(REFERRAL_STORE_TERMS['ar-AE']).toEqual(REFERRAL_STORE_TERMS['en-AE']);
    expect(getLocale('en-SA').currency).toBe('SAR');
  });

  it('takes configured amounts per store over the defaults, and only for the stores named', () => {
    const minimumSpendMinor = parseStoreAmounts('{"en-GB": 6000, "en-US": 0}');
    expect(referralStoreTerms('en-GB', { minimumSpendMinor })).toEqual({
      rewardMinor: 1000,
      minimumSpendMinor: 6000,
    });
    expect(referralStoreTerms('en-US', { minimumSpendMinor }).minimumSpendMinor).toBe(0);
    expect(referralStoreTerms('en-AU', { minimumSpendMinor })).toEqual(REFERRAL_STORE_TERMS['en-AU']);
    expect(referralStoreTerms('en-AU', { rewardMinor: { 'en-AU': 2000 } }).rewardMinor).toBe(2000);
  });

  it('refuses a map it cannot trust, saying why', () => {
    expect(() => parseStoreAmounts('40')).toThrow('JSON object');
    expect(() => parseStoreAmounts('{"en-GB": 40')).toThrow('not valid JSON');
    expect(() => parseStoreAmounts('{"GB": 4000}')).toThrow('"GB"');
    expect(() => parseStoreAmounts('{"en-GB": 39.99}')).toThrow('en-GB: must be whole minor units');
    expect(() => parseStoreAmounts('{"en-GB": -1}')).toThrow('en-GB');
    expect(() => parseStoreAmounts('{"en-GB": "4000"}')).toThrow('en-GB');
  });
});
