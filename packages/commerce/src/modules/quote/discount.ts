import type { PromotionProblemCode } from './types.ts';

/** What pricing needs of a promotions row. */
export interface PromotionRule {
  code: string;
  percentOff: number | null;
  amountOffMinor: number | null;
  currency: string | null;
  minimumMinor: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  uses: number;
  /** Only this customer may use it (a refer-a-friend first-order code, issue 6); null for anyone. */
  customerId?: string | null;
}

/**
 * A percentage of an amount in minor units, rounded half up (12.5p -> 13p): the usual retail rule,
 * and exact because it stays in integers.
 */
export function percentOfMinor(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent + 50) / 100);
}

/** Why a promotion does not hold for a bag right now, or null when it does. */
export function promotionProblem(
  rule: PromotionRule,
  bag: { currency: string; subtotalMinor: number; customerId?: string | null },
  now: Date,
): PromotionProblemCode | null {
  // Issue 6 item 4: a code bound to an account is not even valid for a guest or anyone else.
  if (rule.customerId && rule.customerId !== bag.customerId) return 'PROMOTION_NOT_YOURS';
  if (rule.startsAt && now < rule.startsAt) return 'PROMOTION_NOT_STARTED';
  if (rule.endsAt && now >= rule.endsAt) return 'PROMOTION_EXPIRED';
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) return 'PROMOTION_USED_UP';
  // A fixed amount, and any minimum, are in one currency; a percentage without one is valid anywhere.
  if (rule.currency !== null && rule.currency !== bag.currency) return 'PROMOTION_WRONG_CURRENCY';
  if (rule.currency !== null && bag.subtotalMinor < rule.minimumMinor) return 'PROMOTION_BELOW_MINIMUM';
  return null;
}

/** The discount on a merchandise subtotal; never more than the subtotal (a bag never costs less than 0). */
export function discountMinor(rule: PromotionRule, subtotalMinor: number): number {
  const off =
    rule.percentOff !== null ? percentOfMinor(subtotalMinor, rule.percentOff) : (rule.amountOffMinor ?? 0);
  return Math.min(Math.max(off, 0), subtotalMinor);
}

/** Codes are typed by people: case and surrounding spaces do not matter. */
export const normalisePromotionCode = (code: string): string => code.trim().toUpperCase();
