import type { MoneySummary, Tender } from '@vitrine/config';

// The tenders of a money summary (issue 29 item 11) with their amounts written out, so one
// component draws them on every money view: the bag, checkout, the confirmation and the
// account's order detail (whose amounts are written on the server, the order's store's way).

/** A tender with its amount written out; `amountMinor` is what it paid (positive). */
export type TenderView = Tender & { amount: string };

/** Gift cards and the account balance are taken off the total (negative); the card pays the rest. */
export function tenderViews(summary: MoneySummary, money: (minor: number) => string): TenderView[] {
  return summary.tenders.map((tender: Tender): TenderView =>
    tender.kind === 'card'
      ? { ...tender, amount: money(tender.amountMinor) }
      : { ...tender, amount: money(-tender.amountMinor) },
  );
}

/**
 * The rows worth showing: none while the card pays everything before the order (the total says
 * it), each tender once something else pays or once the order says what paid it.
 */
export const tendersShown = (tenders: TenderView[], paid: boolean): TenderView[] =>
  paid || tenders.some((t) => t.kind !== 'card') ? tenders : [];
