import { describe, expect, it } from 'vitest';
import { changedProducts } from './product-changes.ts';

describe('the products a listing-index notification names (decision 0046)', () => {
  it('reads ids, a bulk change, and nothing from a search-documents change', () => {
    expect(changedProducts('12,7,300')).toEqual([12, 7, 300]);
    expect(changedProducts('*')).toBe('all');
    expect(changedProducts('search')).toEqual([]);
    expect(changedProducts('4,,x,-1,5')).toEqual([4, 5]);
  });
});
