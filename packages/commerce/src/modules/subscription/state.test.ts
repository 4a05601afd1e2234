import { describe, expect, it } from 'vitest';
import { givesFreeNextDay, stateAt } from './service.ts';

// Reading a subscription's state at an instant (issue 6 item 5, docs/operations/subscriptions.md):
// the stored status, except that a live period whose end has passed reads expired, whether or not
// the renewal job has run yet, and gives no free next day from its end instant on.

const endsAt = new Date('2027-11-21T18:30:00Z');
const before = new Date(endsAt.getTime() - 1);
const atEnd = endsAt;
const after = new Date(endsAt.getTime() + 60_000);

describe('subscription state at an instant', () => {
  it('none without a row', () => {
    expect(stateAt(undefined, before)).toBe('none');
    expect(givesFreeNextDay(undefined, before)).toBe(false);
  });

  it('active until its end, then expired (the end instant itself is outside the period)', () => {
    const row = { status: 'active' as const, endsAt };
    expect(stateAt(row, before)).toBe('active');
    expect(givesFreeNextDay(row, before)).toBe(true);
    expect(stateAt(row, atEnd)).toBe('expired');
    expect(givesFreeNextDay(row, atEnd)).toBe(false);
    expect(stateAt(row, after)).toBe('expired');
  });

  it('cancelled_until_end keeps free next day until its end, then reads expired', () => {
    const row = { status: 'cancelled_until_end' as const, endsAt };
    expect(stateAt(row, before)).toBe('cancelled_until_end');
    expect(givesFreeNextDay(row, before)).toBe(true);
    expect(stateAt(row, after)).toBe('expired');
    expect(givesFreeNextDay(row, after)).toBe(false);
  });

  it('expired stays expired whatever its end says', () => {
    const row = { status: 'expired' as const, endsAt: new Date('2099-01-01T00:00:00Z') };
    expect(stateAt(row, before)).toBe('expired');
    expect(givesFreeNextDay(row, before)).toBe(false);
  });
});
