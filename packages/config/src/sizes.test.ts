import { describe, expect, it } from 'vitest';
import type { SizeFormat } from './locales.ts';
import { formatSize, ONE_SIZE, SIZE_RANGES, type SizeKind } from './sizes.ts';

const FORMATS: SizeFormat[] = ['default', 'AU', 'US', 'FR', 'MENA'];
const PREFIX: Record<SizeFormat, string> = { default: 'UK', AU: 'AU', US: 'US', FR: 'FR', MENA: 'EU' };

describe('§3.2 size formats: canonical ranges', () => {
  it('clothes UK 4 to 28 in even steps (28 for plus size); shoes 3 to 9; belts S, M, L; one size for accessories and beauty', () => {
    expect(SIZE_RANGES.clothes).toEqual([
      '4',
      '6',
      '8',
      '10',
      '12',
      '14',
      '16',
      '18',
      '20',
      '22',
      '24',
      '26',
      '28',
    ]);
    expect(SIZE_RANGES.shoes).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    expect(SIZE_RANGES.belt).toEqual(['S', 'M', 'L']);
    expect(SIZE_RANGES.accessory).toEqual([ONE_SIZE]);
    expect(SIZE_RANGES.beauty).toEqual([ONE_SIZE]);
    expect(SIZE_RANGES.bra).toContain('32B');
    expect(SIZE_RANGES.bra.every((s) => /^\d{2}[A-F]{1,2}$/.test(s))).toBe(true);
  });
});

describe('§3.2 size formats: conversions', () => {
  it('clothes UK 10: UK 10, AU 10, US 6, FR 38, EU 38', () => {
    expect(FORMATS.map((f) => formatSize('10', 'clothes', f))).toEqual([
      'UK 10',
      'AU 10',
      'US 6',
      'FR 38',
      'EU 38',
    ]);
  });

  it('clothes at both ends of the range', () => {
    expect(FORMATS.map((f) => formatSize('4', 'clothes', f))).toEqual([
      'UK 4',
      'AU 4',
      'US 0',
      'FR 32',
      'EU 32',
    ]);
    expect(FORMATS.map((f) => formatSize('26', 'clothes', f))).toEqual([
      'UK 26',
      'AU 26',
      'US 22',
      'FR 54',
      'EU 54',
    ]);
  });

  it('shoes UK 5: UK 5, AU 7, US 7, EU 38 for FR and MENA; half sizes too', () => {
    expect(FORMATS.map((f) => formatSize('5', 'shoes', f))).toEqual([
      'UK 5',
      'AU 7',
      'US 7',
      'FR 38',
      'EU 38',
    ]);
    expect(FORMATS.map((f) => formatSize('5.5', 'shoes', f))).toEqual([
      'UK 5.5',
      'AU 7.5',
      'US 7.5',
      'FR 38.5',
      'EU 38.5',
    ]);
    expect(formatSize('3', 'shoes', 'MENA')).toBe('EU 36');
    expect(formatSize('9', 'shoes', 'MENA')).toBe('EU 42');
  });

  it('bras: band and cup per chart', () => {
    expect(FORMATS.map((f) => formatSize('32B', 'bra', f))).toEqual([
      'UK 32B',
      'AU 10B',
      'US 32B',
      'FR 85B',
      'EU 70B',
    ]);
    expect(FORMATS.map((f) => formatSize('34DD', 'bra', f))).toEqual([
      'UK 34DD',
      'AU 12DD',
      'US 34DD',
      'FR 90E',
      'EU 75E',
    ]);
    expect(FORMATS.map((f) => formatSize('36E', 'bra', f))).toEqual([
      'UK 36E',
      'AU 14E',
      'US 36DDD',
      'FR 95F',
      'EU 80F',
    ]);
  });

  it('belt letters and one-size items are the same in every format', () => {
    for (const f of FORMATS) {
      expect(formatSize('M', 'belt', f)).toBe('M');
      expect(formatSize(ONE_SIZE, 'accessory', f)).toBe(ONE_SIZE);
      expect(formatSize(ONE_SIZE, 'beauty', f)).toBe(ONE_SIZE);
    }
  });

  it('every size of every range gets its format prefix and distinct values stay distinct', () => {
    for (const kind of ['clothes', 'shoes', 'bra'] as SizeKind[]) {
      for (const f of FORMATS) {
        const shown = SIZE_RANGES[kind].map((s) => formatSize(s, kind, f));
        for (const s of shown) expect(s.startsWith(`${PREFIX[f]} `), s).toBe(true);
        expect(new Set(shown).size).toBe(shown.length);
      }
    }
  });

  it('sizes outside the known range are returned unchanged, never guessed', () => {
    expect(formatSize('30', 'clothes', 'US')).toBe('30');
    expect(formatSize('11', 'clothes', 'FR')).toBe('11');
    expect(formatSize('XS', 'clothes', 'FR')).toBe('XS');
    expect(formatSize('10', 'shoes', 'AU')).toBe('10');
    expect(formatSize('5.25', 'shoes', 'AU')).toBe('5.25');
    expect(formatSize('2', 'shoes', 'AU')).toBe('2');
    expect(formatSize('44B', 'bra', 'FR')).toBe('44B');
    expect(formatSize('32Z', 'bra', 'FR')).toBe('32Z');
  });

  it('ignores surrounding spaces in the canonical size', () => {
    expect(formatSize(' 12 ', 'clothes', 'default')).toBe('UK 12');
  });
});
