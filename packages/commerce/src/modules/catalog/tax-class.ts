import type { TaxClass } from '@vitrine/config';

/** Size scales of garments and footwear: what tax law calls clothing (issue 31 item 2). */
const CLOTHING_SIZE_KINDS: ReadonlySet<string> = new Set(['clothes', 'shoes', 'bra']);

/**
 * The tax class a new product starts with: clothing and footwear are `clothing` (exempt in some US
 * states), belts, accessories and beauty `standard`. The catalogue is adult fashion, so nothing
 * starts as `childrens_clothing`; a merchandiser sets that per product. Migration 0021 applied
 * the same rule to the products that were there before.
 */
export function taxClassOfSizeKind(sizeKind: string): TaxClass {
  return CLOTHING_SIZE_KINDS.has(sizeKind) ? 'clothing' : 'standard';
}
