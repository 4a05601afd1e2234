import { describe, expect, it } from 'vitest';
import {
  MAX_RECEIPTS,
  parseReceipts,
  receiptPayload,
  withReceipt,
  type SignedReceipt,
} from './receipt-format';

const now = 1_800_000_000;
const receipt = (number: string, email = 'ava@example.com', expires = now + 600): SignedReceipt => ({
  number,
  email,
  expires,
  signature: `sig${number}`,
});

describe('order receipts', () => {
  it('round-trips, newest first, the email intact (accents, plus addressing)', () => {
    const first = withReceipt([], receipt('VT100001', 'zoë+shop@example.fr'));
    const both = withReceipt(parseReceipts(first, now), receipt('VT100002'));
    expect(parseReceipts(both, now).map((r) => [r.number, r.email])).toEqual([
      ['VT100002', 'ava@example.com'],
      ['VT100001', 'zoë+shop@example.fr'],
    ]);
  });

  it('keeps only the newest few, and the same order once', () => {
    let value = '';
    for (let n = 1; n <= MAX_RECEIPTS + 2; n++)
      value = withReceipt(parseReceipts(value, now), receipt(`VT10000${n}`));
    value = withReceipt(parseReceipts(value, now), receipt('VT100005'));
    expect(parseReceipts(value, now).map((r) => r.number)).toEqual(['VT100005', 'VT100004', 'VT100003']);
  });

  it('drops expired, malformed and oversized entries instead of failing', () => {
    const expired = withReceipt([], receipt('VT100001', 'a@b.co', now - 1));
    expect(parseReceipts(expired, now)).toEqual([]);
    expect(parseReceipts('VT1.x.1.y', now)).toEqual([]);
    expect(parseReceipts('garbage~VT100001.YQ.9999999999.sig.extra', now)).toEqual([]);
    expect(parseReceipts('x'.repeat(5000), now)).toEqual([]);
    expect(parseReceipts(undefined, now)).toEqual([]);
  });

  it('signs what identifies the order and its email, and when the receipt ends', () => {
    expect(receiptPayload({ number: 'VT100001', email: 'a@b.co', expires: 5 })).toBe('VT100001.YUBiLmNv.5');
  });
});
