import { getLocale } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './schema.ts';
import { timelineEvent, timelineSteps } from './tracking.ts';

const us = getLocale('en-US');
const event = (
  status: OrderStatus,
  iso: string,
  extra: Partial<{ carrier: string; trackingNumber: string }> = {},
) =>
  timelineEvent(
    {
      status,
      at: new Date(iso),
      carrier: extra.carrier ?? null,
      trackingNumber: extra.trackingNumber ?? null,
      note: null,
    },
    us,
  );

describe('timeline events', () => {
  it('carry the ISO instant and the store’s day and time', () => {
    const e = event('dispatched', '2026-11-22T03:15:00Z', {
      carrier: 'USPS',
      trackingNumber: '9400100000000000000000',
    });
    expect(e).toMatchObject({
      status: 'dispatched',
      at: '2026-11-22T03:15:00.000Z',
      // 22:15 on the 21st in New York.
      date: '11/21/2026',
      time: '22:15',
      carrier: 'USPS',
    });
    expect(e.trackingUrl).toContain('usps.com');
  });
});

describe('v2 steps', () => {
  const placed = event('placed', '2026-11-20T10:00:00Z');
  const processing = event('processing', '2026-11-20T12:00:00Z');
  const dispatched = event('dispatched', '2026-11-21T09:00:00Z');
  const delivered = event('delivered', '2026-11-23T15:00:00Z');

  it('marks done, current and upcoming steps', () => {
    const { steps, ended } = timelineSteps('processing', [placed, processing]);
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['placed', 'done'],
      ['processing', 'current'],
      ['dispatched', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(steps[0]!.date).toBe('11/20/2026');
    expect(steps[2]!.at).toBeNull();
    expect(ended).toBeNull();
  });

  it('shows where a cancelled order stopped', () => {
    const cancelled = event('cancelled', '2026-11-20T13:00:00Z');
    const { steps, ended } = timelineSteps('cancelled', [placed, processing, cancelled]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'skipped', 'skipped']);
    expect(ended?.status).toBe('cancelled');
  });

  it('shows a returned order’s whole way and its return', () => {
    const returned = event('returned', '2026-11-30T10:00:00Z');
    const { steps, ended } = timelineSteps('returned', [placed, processing, dispatched, delivered, returned]);
    expect(steps.every((s) => s.state === 'done')).toBe(true);
    expect(ended?.at).toBe('2026-11-30T10:00:00.000Z');
  });
});
