import type { OrderStatus, StepView, TimelineView } from './view';

// The tracking timeline's points in drawing order (§7.6 v2 steps). Pure: unit-tested beside it.

export interface TimelinePoint {
  status: OrderStatus;
  state: StepView['state'];
  at: string | null;
  date: string | null;
  time: string | null;
}

/**
 * The parcel's four steps; an order taken off its way (cancelled, returned) shows the steps it
 * went through, then what ended it as the current point, then the steps it never reached, so the
 * list reads in the order things happened.
 */
export function timelinePoints(timeline: Pick<TimelineView, 'steps' | 'ended'>): TimelinePoint[] {
  const steps = timeline.steps.map((s): TimelinePoint => ({ ...s }));
  if (!timeline.ended) return steps;
  const ended: TimelinePoint = { ...timeline.ended, state: 'current' };
  return [
    ...steps.filter((s) => s.state !== 'skipped'),
    ended,
    ...steps.filter((s) => s.state === 'skipped'),
  ];
}

export const isEnding = (status: OrderStatus): status is 'cancelled' | 'returned' =>
  status === 'cancelled' || status === 'returned';
