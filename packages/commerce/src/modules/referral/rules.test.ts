import { describe, expect, it } from 'vitest';
import { findLocale } from '@vitrine/config';
import {
  capYearStart,
  mailbox,
  maskEmail,
  normaliseReferralCode,
  type QualifyingOrder,
  REFERRAL_CODE_PATTERN,
  referralsOffered,
  referralTerms,
  rewardDueAt,
  rewardVerdict,
  shareLinkPath,
} from './rules.ts';
import { newReferralCode } from './service.ts';

// Issue 6 item 4: the rules of refer a friend that need no database.

describe('refer a friend rules', () => {
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

  it('is offered in en-GB, en-US and en-AU only (§2.2), with each store’s reward and minimum spend', () => {
    for (const code of ['en-GB', 'en-US', 'en-AU'])
      expect(referralsOffered(findLocale(code)!), code).toBe(true);
    for (const code of ['fr-FR', 'en-IE', 'ar-AE'])
      expect(referralsOffered(findLocale(code)!), code).toBe(false);
    expect(['en-GB', 'en-US', 'en-AU'].map((code) => referralTerms(code))).toEqual([
      { rewardMinor: 1000, minimumSpendMinor: 4000 },
      { rewardMinor: 1000, minimumSpendMinor: 5000 },
      { rewardMinor: 1500, minimumSpendMinor: 7500 },
    ]);
    expect(shareLinkPath('AVA-7KQ2M')).toBe('/customer/account/raf/AVA-7KQ2M');
  });
});

// Issue 35 item 12 (decision 0037): when the friend's order has earned the referrer a reward.
describe('the reward verdict', () => {
  const delivered = new Date('2026-11-02T10:00:00Z');
  const kept: QualifyingOrder = {
    storeLocale: 'en-GB',
    status: 'delivered',
    goodsMinor: 4000,
    deliveredAt: delivered,
    paid: true,
    refundedMinor: 0,
  };
  const terms = { minimumMinor: 4000, holdDays: 14 };
  const due = new Date('2026-12-14T10:00:00Z'); // 28 days of returns, then 14 of hold

  it('is earned only once the return window and the hold have passed since delivery', () => {
    expect(rewardDueAt(delivered, 14)).toEqual(due);
    expect(rewardVerdict(kept, terms, new Date(due.getTime() - 1))).toEqual({ kind: 'wait' });
    expect(rewardVerdict(kept, terms, due)).toEqual({ kind: 'earned' });
    expect(rewardVerdict(kept, { ...terms, holdDays: 0 }, new Date('2026-11-30T10:00:00Z'))).toEqual({
      kind: 'earned',
    });
  });

  it('waits for delivery and for the payment', () => {
    const later = new Date('2027-06-01T00:00:00Z');
    for (const status of ['placed', 'processing', 'dispatched'])
      expect(rewardVerdict({ ...kept, status, deliveredAt: null }, terms, later), status).toEqual({
        kind: 'wait',
      });
    expect(rewardVerdict({ ...kept, paid: false }, terms, later)).toEqual({ kind: 'wait' });
  });

  it('is void for an order cancelled, returned, refunded even in part, or below the minimum', () => {
    const later = new Date('2027-06-01T00:00:00Z');
    const verdict = (order: Partial<QualifyingOrder>) => rewardVerdict({ ...kept, ...order }, terms, later);
    expect(verdict({ status: 'cancelled', deliveredAt: null })).toEqual({
      kind: 'void',
      reason: 'cancelled',
    });
    expect(verdict({ status: 'returned' })).toEqual({ kind: 'void', reason: 'returned' });
    expect(verdict({ refundedMinor: 1 })).toEqual({ kind: 'void', reason: 'refunded' });
    expect(verdict({ goodsMinor: 3999 })).toEqual({ kind: 'void', reason: 'below_minimum' });
    // Before delivery too: a small order is void the moment it is placed.
    expect(verdict({ status: 'placed', goodsMinor: 339, deliveredAt: null })).toEqual({
      kind: 'void',
      reason: 'below_minimum',
    });
  });

  it('counts the cap over the twelve months before now', () => {
    expect(capYearStart(new Date('2027-03-01T08:00:00Z'))).toEqual(new Date('2026-03-01T08:00:00Z'));
  });
});
