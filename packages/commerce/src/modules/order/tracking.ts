import { storeDate, storeTime, type LocaleConfig } from '@vitrine/config';
import { trackingUrlFor } from './carriers.ts';
import type { OrderStatus } from './schema.ts';
import { TIMELINE_STEPS, type TimelineStep } from './states.ts';

/** One status change as the tracking timeline shows it: the instant, and its day and time in the store. */
export interface TimelineEvent {
  status: OrderStatus;
  /** ISO 8601, UTC. */
  at: string;
  /** The day in the store's §3.2 date format and time zone (DD/MM/YYYY, MM/DD/YYYY for the US...). */
  date: string;
  /** HH:mm in the store's time zone. */
  time: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  note: string | null;
}

export interface EventRow {
  status: OrderStatus;
  at: Date;
  carrier: string | null;
  trackingNumber: string | null;
  note: string | null;
}

export function timelineEvent(row: EventRow, store: LocaleConfig): TimelineEvent {
  return {
    status: row.status,
    at: row.at.toISOString(),
    date: storeDate(row.at, store),
    time: storeTime(row.at, store),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrlFor(row.carrier, row.trackingNumber),
    note: row.note,
  };
}

/**
 * A step of the v2 timeline: done (with when), the order's current step, one to come, or one a
 * cancelled order never reached.
 */
export interface TimelineStepView {
  status: TimelineStep;
  state: 'done' | 'current' | 'upcoming' | 'skipped';
  at: string | null;
  date: string | null;
  time: string | null;
}

/**
 * The four steps of a parcel's way (placed, processing, dispatched, delivered) for the v2
 * tracking answer, plus the status that took the order off that way (cancelled, returned), if
 * any. Events are in the order they happened; a step's time is its latest event.
 */
export function timelineSteps(
  status: OrderStatus,
  events: TimelineEvent[],
): { steps: TimelineStepView[]; ended: TimelineEvent | null } {
  const latest = (s: OrderStatus) => events.findLast((e) => e.status === s);
  const currentIndex = (TIMELINE_STEPS as readonly OrderStatus[]).indexOf(status);
  const steps = TIMELINE_STEPS.map((step, index): TimelineStepView => {
    const event = latest(step);
    const when = { at: event?.at ?? null, date: event?.date ?? null, time: event?.time ?? null };
    if (status === 'cancelled') return { status: step, state: event ? 'done' : 'skipped', ...when };
    if (status === 'returned') return { status: step, state: 'done', ...when };
    const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
    return { status: step, state, ...when };
  });
  const ended = status === 'cancelled' || status === 'returned' ? (latest(status) ?? null) : null;
  return { steps, ended };
}
