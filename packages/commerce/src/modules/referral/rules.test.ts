import { afterEach, describe, expect, it } from 'vitest';
import { findLocale } from '@vitrine/config';
import {
  mailbox,
  maskEmail,
  normaliseReferralCode,
  rafHoldDays,
  rafRewardMinor,
  REFERRAL_CODE_PATTERN,
  referralsOffered,
  shareLinkPath,
} from './rules.ts';
import { newReferralCode } from './service.ts';

// Issue 6 item 4: the rules of refer a friend that need no database.

describe('refer a friend rules', () => {
  const saved = process.env.RAF_HOLD_DAYS;
  afterEach(() => {
    if (saved === undefined) delete process.env.RAF_HOLD_DAYS;
    else process.env.RAF_HOLD_DAYS = saved;
  });

  it('makes readable codes from the first name, without look-alike characters', () => {
    for (let i = 0; i < 200; i++) {
      const code = newReferralCode('Ava-Rose');
      expect(code).toMatch(/^AVAROSE-[A-HJ-NP-Z2-9]{5}$/);
      expect(code).toMatch(REFERRAL_CODE_PATTERN);
    }
    expect(newReferralCode('Zoë')).toMatch(/^ZOE-/);
    expect(newReferralCode('محمد')).toMatch(/^FRIEND-/);
    expect(newReferralCode('Maximiliana-Theodora')).toMatch(/^MAXIMILIAN-/);
    expect(normaliseReferralCode('  ava-7kq2m ')).toBe('AVA-7KQ2M');
  });

  it('sees through the tricks of a self-referral: case, +tags and Gmail dots', () => {
    expect(mailbox('Ava.Stone+raf@Gmail.com')).toBe(mailbox('avastone@googlemail.com'));
    expect(mailbox('ava+1@example.com')).toBe('ava@example.com');
    // Dots matter outside Gmail.
    expect(mailbox('a.va@example.com')).not.toBe(mailbox('ava@example.com'));
  });

  it('never shows a friend’s address in full', () => {
    expect(maskEmail('mia.cole@example.com')).toBe('m•••@example.com');
    expect(maskEmail('mia.cole@example.com')).not.toContain('cole');
  });

  it('is offered in en-GB, en-US and en-AU only (§2.2), rewards per currency, holds 14 days by default', () => {
    for (const code of ['en-GB', 'en-US', 'en-AU'])
      expect(referralsOffered(findLocale(code)!), code).toBe(true);
    for (const code of ['fr-FR', 'en-IE', 'ar-AE'])
      expect(referralsOffered(findLocale(code)!), code).toBe(false);
    expect([rafRewardMinor('GBP'), rafRewardMinor('USD'), rafRewardMinor('AUD')]).toEqual([1000, 1000, 1500]);
    delete process.env.RAF_HOLD_DAYS;
    expect(rafHoldDays()).toBe(14);
    process.env.RAF_HOLD_DAYS = '3';
    expect(rafHoldDays()).toBe(3);
    process.env.RAF_HOLD_DAYS = 'soon';
    expect(rafHoldDays()).toBe(14);
    expect(shareLinkPath('AVA-7KQ2M')).toBe('/customer/account/raf/AVA-7KQ2M');
  });
});
