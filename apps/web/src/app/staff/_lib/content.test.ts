import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { bannerAddressOf, entryAddressOf, entryPreview, scheduleFields, uniformSchedule, wallClock } =
  await import('./content');

describe('issue 5 staff screen: the entry and banner a URL names', () => {
  it('takes a known kind, a key and, for localised kinds, a store', () => {
    expect(entryAddressOf({ kind: 'single', key: 'terms-page', locale: 'en-GB' })).toEqual({
      kind: 'single',
      key: 'terms-page',
      locale: 'en-GB',
    });
    // Menus and robots.txt are stored once for every store: a locale is ignored.
    expect(entryAddressOf({ kind: 'menu', key: 'UK', locale: 'fr-FR' })).toEqual({
      kind: 'menu',
      key: 'UK',
      locale: undefined,
    });
    for (const bad of [
      { kind: 'single', key: 'terms-page' },
      { kind: 'single', key: 'terms-page', locale: 'xx-XX' },
      { kind: 'widget', key: 'x', locale: 'en-GB' },
      { kind: 'page', key: '../etc', locale: 'en-GB' },
      { kind: 'page', key: '', locale: 'en-GB' },
    ]) {
      expect(entryAddressOf(bad)).toBeUndefined();
    }
  });

  it('takes a §7.7 region, a file type and a banner id as the API accepts it', () => {
    expect(bannerAddressOf({ region: 'uk', type: 'listing', id: 'Winter-Sale' })).toEqual({
      region: 'UK',
      type: 'listing',
      bannerId: 'winter-sale',
    });
    expect(bannerAddressOf({ region: 'XX', type: 'listing', id: 'a' })).toBeUndefined();
    expect(bannerAddressOf({ region: 'UK', type: 'footer', id: 'a' })).toBeUndefined();
    expect(bannerAddressOf({ region: 'UK', type: 'home', id: 'two--dashes' })).toBeUndefined();
  });

  it("previews an entry on its store's page through /content-preview", () => {
    const url = new URL(entryPreview({ kind: 'single', key: 'terms-page', locale: 'en-GB' }), 'http://x');
    expect(url.pathname).toBe('/content-preview');
    expect(url.searchParams.get('Store')).toBe('UK');
    expect(url.searchParams.get('to')).toMatch(/\/terms$/);
  });
});

describe('issue 5 staff screen: a banner shown in one window on every device, as two fields', () => {
  it('writes the fields as the same window for every device, or no Schedule when both are empty', () => {
    expect(uniformSchedule('', ' ')).toBeNull();
    const window = { StartDate: '2026-11-27T00:00', EndDate: '2026-12-01T00:00' };
    expect(uniformSchedule('2026-11-27T00:00', '2026-12-01T00:00')).toEqual({
      desktop: [window],
      mobile: [window],
      app: [window],
    });
    expect(uniformSchedule('', '2026-12-01T00:00')).toEqual({
      desktop: [{ EndDate: '2026-12-01T00:00' }],
      mobile: [{ EndDate: '2026-12-01T00:00' }],
      app: [{ EndDate: '2026-12-01T00:00' }],
    });
  });

  it("reads a stored schedule back as the region's wall clock; anything else stays in the JSON", () => {
    // Midnight in Sydney, stored with its offset.
    expect(wallClock('2026-11-27T00:00:00+11:00', 'Australia/Sydney')).toBe('2026-11-27T00:00');
    // Midnight in Los Angeles is 19:00 in Sydney the same day.
    expect(wallClock('2026-12-01T00:00:00-08:00', 'Australia/Sydney')).toBe('2026-12-01T19:00');
    const window = { StartDate: '2026-11-27T00:00:00+11:00' };
    expect(
      scheduleFields(
        { Schedule: { desktop: [window], mobile: [window], app: [window] } },
        'Australia/Sydney',
      ),
    ).toEqual({ start: '2026-11-27T00:00', end: '' });
    expect(scheduleFields({ Title: 'x' }, 'UTC')).toEqual({ start: '', end: '' });
    expect(
      scheduleFields({ Schedule: { desktop: [window], mobile: [window], app: [null] } }, 'UTC'),
    ).toBeUndefined();
    expect(
      scheduleFields({ Schedule: { desktop: [window, window], mobile: [window], app: [window] } }, 'UTC'),
    ).toBeUndefined();
  });
});
