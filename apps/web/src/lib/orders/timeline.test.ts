import { describe, expect, it } from 'vitest';
import { timelinePoints } from './timeline';
import type { StepView } from './view';

const step = (status: StepView['status'], state: StepView['state'], at: string | null = null): StepView => ({
  status,
  state,
  at,
  date: at ? '21/11/2026' : null,
  time: at ? '14:05' : null,
});
const AT = '2026-11-21T14:05:00.000Z';

describe('the tracking timeline’s points', () => {
  it('draws the four steps as the v2 answer gives them while the parcel is on its way', () => {
    const steps = [
      step('placed', 'done', AT),
      step('processing', 'done', AT),
      step('dispatched', 'current', AT),
      step('delivered', 'upcoming'),
    ];
    expect(timelinePoints({ steps, ended: null }).map((p) => [p.status, p.state])).toEqual([
      ['placed', 'done'],
      ['processing', 'done'],
      ['dispatched', 'current'],
      ['delivered', 'upcoming'],
    ]);
  });

  it('puts a cancellation after the steps reached and before those never reached', () => {
    const steps = [
      step('placed', 'done', AT),
      step('processing', 'skipped'),
      step('dispatched', 'skipped'),
      step('delivered', 'skipped'),
    ];
    const ended = { status: 'cancelled' as const, at: AT, date: '21/11/2026', time: '15:00' };
    expect(timelinePoints({ steps, ended }).map((p) => [p.status, p.state])).toEqual([
      ['placed', 'done'],
      ['cancelled', 'current'],
      ['processing', 'skipped'],
      ['dispatched', 'skipped'],
      ['delivered', 'skipped'],
    ]);
  });

  it('ends a returned order with its return, every step done', () => {
    const steps = (['placed', 'processing', 'dispatched', 'delivered'] as const).map((s) =>
      step(s, 'done', AT),
    );
    const ended = { status: 'returned' as const, at: AT, date: '21/11/2026', time: '16:00' };
    const points = timelinePoints({ steps, ended });
    expect(points.map((p) => p.status)).toEqual([
      'placed',
      'processing',
      'dispatched',
      'delivered',
      'returned',
    ]);
    expect(points.at(-1)).toMatchObject({ state: 'current', time: '16:00' });
  });
});
