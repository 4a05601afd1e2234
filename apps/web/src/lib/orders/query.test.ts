import { cleanQuery } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { orderNumberFrom, pageFrom, pageWindow } from './query';

describe('the order number a page is opened with', () => {
  it('reads ?order= (kept by §2.3), tidied the way shoppers type it', () => {
    expect(orderNumberFrom({ order: ' vt 100 042 ' })).toEqual({ typed: 'vt 100 042', number: 'VT100042' });
    expect(cleanQuery(new URLSearchParams('order=VT100042')).dropped).toEqual([]);
  });

  it('falls back to ?number=, and takes the first of repeated values', () => {
    expect(orderNumberFrom({ number: 'VT100042' }).number).toBe('VT100042');
    expect(orderNumberFrom({ order: ['VT100043', 'VT100044'] }).number).toBe('VT100043');
  });

  it('keeps what was typed but names no order for anything that is not an order number', () => {
    expect(orderNumberFrom({ order: '100042' })).toEqual({ typed: '100042', number: undefined });
    expect(orderNumberFrom({ order: 'VT12' }).number).toBeUndefined();
    expect(orderNumberFrom({}).typed).toBe('');
    expect(orderNumberFrom({ order: 'x'.repeat(500) }).typed).toHaveLength(40);
  });
});

describe('history pages', () => {
  it('reads a whole page number from 1, anything else is the first page', () => {
    expect(pageFrom({ page: '3' })).toBe(3);
    for (const page of ['0', '-1', '1.5', 'two', '', '99999999', undefined])
      expect(pageFrom({ page }), String(page)).toBe(1);
  });

  it('links the first, the last and two either side, with gaps where pages are left out', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});
