/**
 * The quantities a bag line offers: 1 up to the per-size limit (decision 0012: 10), capped by
 * the stock left in the store's region, never below what the line already holds (a line above
 * stock keeps its number so the shopper sees it and can lower it; refresh usually fixes it first).
 */
export function quantityChoices(quantity: number, stockAvailable: number, limit: number): number[] {
  const cap = Math.max(1, Math.min(limit, Math.max(stockAvailable, quantity)));
  return Array.from({ length: cap }, (_, i) => i + 1);
}

/**
 * The quantity a stepper form asks for: the chosen number, moved by the −/+ button that sent the
 * form (`delta`). Without JavaScript the form carries both the select and the pressed button;
 * with it, only the select. Null for anything that is not a whole number (a hand-made request);
 * 0 means "take it out".
 */
export function requestedQuantity(qty: string, delta: string): number | null {
  if (!/^\d{1,3}$/.test(qty.trim())) return null;
  const step = delta.trim() === '' ? 0 : Number(delta);
  if (step !== 0 && step !== 1 && step !== -1) return null;
  return Math.max(0, Number(qty) + step);
}
