import { describe, expect, it } from 'vitest';
import { BRANDS, DEFAULT_BRAND, deploymentBrand, getBrand } from './brands.ts';

describe('§2.2 brands', () => {
  it('each profile carries its own id', () => {
    for (const [id, profile] of Object.entries(BRANDS)) expect(profile.id).toBe(id);
  });

  it('the deployment brand is vitrine', () => {
    expect(DEFAULT_BRAND).toBe('vitrine');
    expect(getBrand('vitrine')).toBe(BRANDS.vitrine);
  });

  it('boohooman has its own account-balance locales, the rest is shared', () => {
    expect(BRANDS.boohooman.accountBalanceLocales).toEqual(['en-GB', 'en-US', 'en-IE', 'fr-FR', 'de-DE']);
    expect(BRANDS.boohooman.referAFriendLocales).toEqual(BRANDS.vitrine.referAFriendLocales);
    expect(BRANDS.boohooman.subscriptionLocales).toEqual(BRANDS.vitrine.subscriptionLocales);
  });

  it('the deployment brand is read from BRAND; unset or unknown is the default brand', () => {
    expect(deploymentBrand({ BRAND: 'boohooman' })).toBe('boohooman');
    expect(deploymentBrand({})).toBe('vitrine');
    expect(deploymentBrand(undefined)).toBe('vitrine');
    for (const other of ['other', 'toString', 'Boohooman'])
      expect(deploymentBrand({ BRAND: other })).toBe('vitrine');
  });

  it('getBrand returns undefined for anything else, prototype names included', () => {
    for (const id of ['', 'Vitrine', 'boohoo', 'toString', '__proto__'])
      expect(getBrand(id), id).toBeUndefined();
  });

  it('§7.3 order history: only a brand other than the default one has a group prefix', () => {
    expect(BRANDS.vitrine.orderGroup).toBeNull();
    expect(BRANDS.boohooman.orderGroup).toBe('boohooman');
    expect(BRANDS[DEFAULT_BRAND].orderGroup).toBeNull();
    // A group is one path segment.
    for (const profile of Object.values(BRANDS))
      if (profile.orderGroup !== null) expect(profile.orderGroup).toMatch(/^[a-z0-9-]+$/);
  });

  it('profiles are frozen', () => {
    expect(Object.isFrozen(BRANDS.vitrine)).toBe(true);
    expect(Object.isFrozen(BRANDS.vitrine.accountBalanceLocales)).toBe(true);
  });
});
