/** Order numbers as shoppers see and type them: 'VT' and the sequence value (VT100001). */
export const ORDER_NUMBER_PREFIX = 'VT';
export const ORDER_NUMBER_PATTERN = /^VT\d{6,12}$/;

/** What a shopper typed, as the order number it means: spaces dropped, upper case (vt 100001 → VT100001). */
export function normaliseOrderNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}
