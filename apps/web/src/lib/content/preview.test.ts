import { describe, expect, it } from 'vitest';
import {
  cityOfZone,
  decodePreview,
  encodePreview,
  previewParamsOf,
  previewSwitchHref,
  previewWhen,
  withoutPreviewParams,
} from './preview';

describe('§5 preview parameters (Device, Store, DateTime)', () => {
  it('reads a preview from the query; Store is required, the others optional', () => {
    expect(
      previewParamsOf(new URLSearchParams('Device=Desktop&Store=US_CENTRAL&DateTime=2026-11-27T09:00')),
    ).toEqual({ Store: 'US_CENTRAL', Device: 'desktop', DateTime: '2026-11-27T09:00' });
    expect(previewParamsOf(new URLSearchParams('Store=en-US'))).toEqual({ Store: 'en-US' });
    expect(previewParamsOf(new URLSearchParams('Device=desktop'))).toBeNull();
  });

  it('refuses values that cannot be a preview', () => {
    for (const q of ['Store=<x>', 'Store=UK&Device=watch', 'Store=UK&DateTime=tomorrow', 'Store=U']) {
      expect(previewParamsOf(new URLSearchParams(q))).toBeNull();
    }
    expect(previewParamsOf(new URLSearchParams('Store=AU&DateTime=2026-11-27T00:00:00+11:00'))).toEqual({
      Store: 'AU',
      DateTime: '2026-11-27T00:00:00+11:00',
    });
  });

  it('round-trips through the §9 banner preview flag cookie', () => {
    const params = { Store: 'US_CENTRAL', Device: 'mobile', DateTime: '2026-11-27T09:00' };
    expect(decodePreview(encodePreview(params))).toEqual(params);
    expect(decodePreview(undefined)).toBeNull();
    expect(decodePreview('garbage')).toBeNull();
  });
});

describe('§5 preview switch: only signed-in visitors go through it', () => {
  const search = '?sort=price&Device=desktop&Store=US_CENTRAL&DateTime=2026-11-27T09:00';

  it('sends a signed-in visitor to the switch with the page to come back to', () => {
    const target = previewSwitchHref('/us/shop-by/bottoms.html', search, true);
    const url = new URL(target!, 'http://x');
    expect(url.pathname).toBe('/content-preview');
    expect(url.searchParams.get('to')).toBe('/us/shop-by/bottoms.html?sort=price');
    expect(url.searchParams.get('Store')).toBe('US_CENTRAL');
    expect(url.searchParams.get('DateTime')).toBe('2026-11-27T09:00');
  });

  it('leaves guests and pages without preview parameters alone', () => {
    expect(previewSwitchHref('/us/shop-by/bottoms.html', search, false)).toBeNull();
    expect(previewSwitchHref('/us/shop-by/bottoms.html', '?sort=price', true)).toBeNull();
  });

  it('drops only the preview parameters', () => {
    expect(withoutPreviewParams(search)).toBe('?sort=price');
    expect(withoutPreviewParams('?Store=UK')).toBe('');
  });
});

describe('§5 preview bar wording', () => {
  it('names the city of the zone and its wall clock', () => {
    expect(cityOfZone('America/Chicago')).toBe('Chicago');
    expect(cityOfZone('America/New_York')).toBe('New York');
    expect(previewWhen('2026-11-27T15:00:00.000Z', 'America/Chicago', 'en-GB')).toBe(
      'Fri, 27 Nov 2026, 09:00',
    );
  });
});
