import type pg from 'pg';

interface SeedPromotion {
  code: string;
  percentOff?: number;
  amountOffMinor?: number;
  currency?: string;
  minimumMinor?: number;
  maxUses?: number;
}

/**
 * Demo codes for the bag's promotion field (issue 4): a percentage valid in every store, and a
 * fixed amount per store currency with a minimum spend so the discount never passes the bag.
 */
export const DEMO_PROMOTIONS: readonly SeedPromotion[] = [
  { code: 'WELCOME10', percentOff: 10 },
  { code: 'SPRING20', percentOff: 20, maxUses: 1000 },
  { code: 'TENOFF', amountOffMinor: 1000, currency: 'GBP', minimumMinor: 5000 },
  { code: 'TENOFFEUR', amountOffMinor: 1000, currency: 'EUR', minimumMinor: 5000 },
  { code: 'TENOFFUSD', amountOffMinor: 1000, currency: 'USD', minimumMinor: 5000 },
  { code: 'TENOFFAUD', amountOffMinor: 1500, currency: 'AUD', minimumMinor: 10000 },
  { code: 'TENOFFNZD', amountOffMinor: 1500, currency: 'NZD', minimumMinor: 10000 },
  { code: 'TENOFFCAD', amountOffMinor: 1500, currency: 'CAD', minimumMinor: 8000 },
  { code: 'TENOFFILS', amountOffMinor: 4000, currency: 'ILS', minimumMinor: 20000 },
  { code: 'TENOFFAED', amountOffMinor: 4000, currency: 'AED', minimumMinor: 20000 },
  { code: 'TENOFFQAR', amountOffMinor: 4000, currency: 'QAR', minimumMinor: 20000 },
  { code: 'TENOFFSAR', amountOffMinor: 4000, currency: 'SAR', minimumMinor: 20000 },
];

/** Demo promotion codes (issue 4: the bag's promotion field). Idempotent: existing codes are kept. */
export async function seedPromotions(client: pg.ClientBase): Promise<number> {
  let added = 0;
  for (const p of DEMO_PROMOTIONS) {
    const { rowCount } = await client.query(
      `insert into promotions (code, percent_off, amount_off_minor, currency, minimum_minor, max_uses)
       values ($1, $2, $3, $4, $5, $6) on conflict (code) do nothing`,
      [
        p.code,
        p.percentOff ?? null,
        p.amountOffMinor ?? null,
        p.currency ?? null,
        p.minimumMinor ?? 0,
        p.maxUses ?? null,
      ],
    );
    added += rowCount ?? 0;
  }
  return added;
}
