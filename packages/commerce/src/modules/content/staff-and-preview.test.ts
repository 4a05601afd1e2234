import { describe, expect, it } from 'vitest';
import { roleAllows } from '../auth/staff.ts';
import { menuRegionOf, previewStore } from './service.ts';

describe('issue 5 §9 staff roles', () => {
  it('a publisher may do what an editor may; a shopper nothing', () => {
    expect(roleAllows('publisher', 'editor')).toBe(true);
    expect(roleAllows('publisher', 'publisher')).toBe(true);
    expect(roleAllows('editor', 'editor')).toBe(true);
    expect(roleAllows('editor', 'publisher')).toBe(false);
    expect(roleAllows(undefined, 'editor')).toBe(false);
  });
});

describe('§3.2/§5 preview Store parameter', () => {
  it.each([
    ['US_CENTRAL', 'US', 'America/Chicago'],
    ['us_east', 'US', 'America/New_York'],
    ['US', 'US', 'America/Los_Angeles'],
    ['AU', 'AU', 'Australia/Sydney'],
    ['NZ', 'NZ', 'Pacific/Auckland'],
    ['EU', 'EU', 'Europe/Brussels'],
    ['AE_AR', 'AE_AR', 'Asia/Dubai'],
    ['en-US', 'US', 'America/New_York'],
    ['fr_FR', 'FR', 'Europe/Paris'],
  ])('%s reads the %s file in %s', (value, region, timeZone) => {
    expect(previewStore(value)).toMatchObject({ region, timeZone });
  });

  it('refuses anything else', () => {
    expect(previewStore('MARS')).toBeUndefined();
    expect(previewStore('')).toBeUndefined();
  });

  it('§7.7 the NZ menu is the AU file', () => {
    expect(menuRegionOf('NZ')).toBe('AU');
    expect(menuRegionOf('UK')).toBe('UK');
  });
});
