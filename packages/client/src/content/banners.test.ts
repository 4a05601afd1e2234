import { describe, expect, it } from 'vitest';
import {
  BANNER_GRACE_MS,
  DEFAULT_END_DATE,
  isBannerVisible,
  isBannerVisibleWithin,
  nextBannerChange,
  normaliseBannerFile,
  normaliseSchedule,
  visibleBanners,
} from './banners.ts';

describe('§3.5 banner schedules: normalised on load', () => {
  it('a missing EndDate becomes 01-01-2121 12:00', () => {
    expect(normaliseSchedule({ desktop: [{ StartDate: '2026-11-27T00:00:00+11:00' }] })).toEqual({
      desktop: [{ StartDate: '2026-11-27T00:00:00+11:00', EndDate: DEFAULT_END_DATE }],
    });
    expect(new Date(DEFAULT_END_DATE).toISOString()).toBe('2121-01-01T12:00:00.000Z');
    expect(normaliseSchedule({ app: [{ StartDate: null, EndDate: '' }] }).app).toEqual([
      { StartDate: null, EndDate: DEFAULT_END_DATE },
    ]);
  });

  it('a null entry stays null; a given EndDate is kept', () => {
    expect(
      normaliseSchedule({
        mobile: [null, { StartDate: 'a', EndDate: '2026-12-01T00:00:00-08:00' }],
        app: null,
      }),
    ).toEqual({ mobile: [null, { StartDate: 'a', EndDate: '2026-12-01T00:00:00-08:00' }], app: null });
  });

  it('a banner file: schedules normalised, media prefixed, banners without an id dropped', () => {
    const file = normaliseBannerFile(
      {
        Banners: [
          {
            BannerId: 'aw26-sale',
            Title: 'Sale',
            Media: { Desktop: [{ Url: '/b/d.jpg' }], Mobile: [{ Url: '' }], App: 'x' },
            Schedule: { desktop: [{ StartDate: '2026-11-27T00:00:00+11:00' }], mobile: [null] },
          },
          { Title: 'no id' },
          { BannerId: 'always' },
        ],
      },
      { mediaHost: 'media.vitrine.example' },
    );
    expect(file.Banners.map((b) => b.BannerId)).toEqual(['aw26-sale', 'always']);
    expect(file.Banners[0]?.Media).toEqual({
      App: [],
      Desktop: [{ Url: 'https://media.vitrine.example/b/d.jpg' }],
      Mobile: [],
    });
    expect(file.Banners[0]?.Schedule?.desktop?.[0]?.EndDate).toBe(DEFAULT_END_DATE);
    expect(file.Banners[0]?.Schedule?.mobile).toEqual([null]);
    expect(file.Banners[1]?.Schedule).toBeNull();
    expect(normaliseBannerFile('garbage')).toEqual({ Banners: [] });
  });
});

describe('§4.3 banner visibility', () => {
  // Decision 0010's example: starts at midnight in Sydney, ends at midnight in Los Angeles.
  const sale = {
    Schedule: {
      desktop: [{ StartDate: '2026-11-27T00:00:00+11:00', EndDate: '2026-12-01T00:00:00-08:00' }],
      mobile: [null],
    },
  };
  const start = Date.parse('2026-11-26T13:00:00Z');
  const end = Date.parse('2026-12-01T08:00:00Z');

  it('a banner with no schedule is always shown', () => {
    expect(isBannerVisible({}, 'desktop', 0)).toBe(true);
    expect(isBannerVisible({ Schedule: null }, 'mobile', Date.now())).toBe(true);
  });

  it('shown at or after its start, not before', () => {
    expect(isBannerVisible(sale, 'desktop', start - 1)).toBe(false);
    expect(isBannerVisible(sale, 'desktop', start)).toBe(true);
    expect(isBannerVisible(sale, 'desktop', new Date(start + 1000))).toBe(true);
  });

  it('shown before the end plus the grace period, hidden from then on', () => {
    expect(isBannerVisible(sale, 'desktop', end - 1, 0)).toBe(true);
    expect(isBannerVisible(sale, 'desktop', end, 0)).toBe(false);
    expect(isBannerVisible(sale, 'desktop', end + BANNER_GRACE_MS - 1)).toBe(true);
    expect(isBannerVisible(sale, 'desktop', end + BANNER_GRACE_MS)).toBe(false);
  });

  it('no start or no end leaves that side open', () => {
    expect(isBannerVisible({ Schedule: { app: [{ EndDate: '2026-01-01T00:00:00Z' }] } }, 'app', 0)).toBe(
      true,
    );
    expect(isBannerVisible({ Schedule: { app: [{ StartDate: '2026-01-01T00:00:00Z' }] } }, 'app', 4e12)).toBe(
      true,
    );
  });

  it('a null entry, or no entry for the device, means no schedule for that device: shown', () => {
    expect(isBannerVisible(sale, 'mobile', 0)).toBe(true);
    expect(isBannerVisible(sale, 'app', 0)).toBe(true);
  });

  it('any open window of several shows the banner', () => {
    const twice = {
      Schedule: {
        desktop: [
          { StartDate: '2026-01-01T00:00:00Z', EndDate: '2026-01-02T00:00:00Z' },
          { StartDate: '2026-02-01T00:00:00Z', EndDate: '2026-02-02T00:00:00Z' },
        ],
      },
    };
    expect(isBannerVisible(twice, 'desktop', Date.parse('2026-02-01T12:00:00Z'))).toBe(true);
    expect(isBannerVisible(twice, 'desktop', Date.parse('2026-01-15T12:00:00Z'))).toBe(false);
  });

  it('an unparseable date never matches (a typo hides, not shows forever)', () => {
    expect(isBannerVisible({ Schedule: { desktop: [{ StartDate: 'soon' }] } }, 'desktop', 4e12)).toBe(false);
  });

  it('a normalised file keeps a banner without EndDate visible until 2121', () => {
    const file = normaliseBannerFile({
      Banners: [{ BannerId: 'b', Schedule: { desktop: [{ StartDate: '2026-01-01T00:00:00Z' }] } }],
    });
    expect(visibleBanners(file, 'desktop', Date.parse('2120-12-31T00:00:00Z'))).toHaveLength(1);
    expect(visibleBanners(file, 'desktop', Date.parse('2122-01-01T00:00:00Z'))).toHaveLength(0);
  });
});

describe('§4.3 over a span: what a cached page ships for the browser to judge', () => {
  const start = Date.parse('2026-11-27T00:00:00Z');
  const end = Date.parse('2026-12-01T00:00:00Z');
  const banner = {
    Schedule: { desktop: [{ StartDate: '2026-11-27T00:00:00Z', EndDate: '2026-12-01T00:00:00Z' }] },
  };

  it('a banner starting before the span ends is shipped; one starting later is not', () => {
    expect(isBannerVisibleWithin(banner, 'desktop', start - 300_000, start)).toBe(true);
    expect(isBannerVisibleWithin(banner, 'desktop', start - 300_000, start - 1)).toBe(false);
  });

  it('an ended banner is shipped only while now is before its end plus the grace', () => {
    expect(isBannerVisibleWithin(banner, 'desktop', end + BANNER_GRACE_MS - 1, end + 1e9)).toBe(true);
    expect(isBannerVisibleWithin(banner, 'desktop', end + BANNER_GRACE_MS, end + 1e9)).toBe(false);
  });

  it('no schedule, no windows for the device or a null window: always shipped', () => {
    expect(isBannerVisibleWithin({ Schedule: null }, 'desktop', 0, 1)).toBe(true);
    expect(isBannerVisibleWithin(banner, 'mobile', 0, 1)).toBe(true);
    expect(isBannerVisibleWithin({ Schedule: { desktop: [null] } }, 'desktop', 0, 1)).toBe(true);
  });

  it('an unparseable date never matches', () => {
    expect(
      isBannerVisibleWithin(
        { Schedule: { desktop: [{ StartDate: 'soon', EndDate: null }] } },
        'desktop',
        0,
        1e15,
      ),
    ).toBe(false);
  });
});

describe('§4.3 in the browser: when to check again', () => {
  const banners = [
    { Schedule: { desktop: [{ StartDate: '2026-11-27T00:00:00Z', EndDate: '2026-12-01T00:00:00Z' }] } },
    { Schedule: { mobile: [null, { StartDate: 'soon', EndDate: '2026-11-28T00:00:00Z' }] } },
    { Schedule: null },
  ];

  it('is the next start, or the next end plus the grace', () => {
    const start = Date.parse('2026-11-27T00:00:00Z');
    expect(nextBannerChange(banners, start - 1)).toBe(start);
    expect(nextBannerChange(banners, start)).toBe(Date.parse('2026-11-28T00:00:00Z') + BANNER_GRACE_MS);
    expect(nextBannerChange(banners, Date.parse('2026-11-29T00:00:00Z'))).toBe(
      Date.parse('2026-12-01T00:00:00Z') + BANNER_GRACE_MS,
    );
  });

  it('is null when nothing is ahead', () => {
    expect(nextBannerChange(banners, Date.parse('2027-01-01T00:00:00Z'))).toBeNull();
    expect(nextBannerChange([{ Schedule: null }], 0)).toBeNull();
  });
});
