import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { logoutPath, LOGOUT_PATH, splitSubpathPrefix, withSubpathPrefix } from './store-paths.ts';

describe('§3.2 subpath prefixes', () => {
  it('a first segment that is a store prefix selects that store', () => {
    const ie = splitSubpathPrefix('/ie/customer/account?x=1');
    expect(ie.locale.localeISOCode).toBe('en-IE');
    expect(ie.path).toBe('/customer/account?x=1');
    expect(splitSubpathPrefix('/ae-ar/faq').locale.localeISOCode).toBe('ar-AE');
    expect(splitSubpathPrefix('/ae/faq').locale.localeISOCode).toBe('en-AE');
  });

  it("the prefix alone is the store's home", () => {
    expect(splitSubpathPrefix('/fr')).toMatchObject({ path: '/' });
    expect(splitSubpathPrefix('/fr/').path).toBe('/');
    expect(splitSubpathPrefix('/fr?x=1').path).toBe('/?x=1');
  });

  it('any other path belongs to en-GB (§9 default) and is unchanged', () => {
    for (const path of ['/', '/customer/account', '/IE/faq', '/iex/faq', '/de/faq', '/new-in.html']) {
      const result = splitSubpathPrefix(path);
      expect(result.locale.localeISOCode, path).toBe('en-GB');
      expect(result.path).toBe(path);
    }
  });

  it('withSubpathPrefix and splitSubpathPrefix are inverse for every store', () => {
    for (const l of LOCALES) {
      for (const path of ['/', '/faq', '/customer/account?tab=1']) {
        const prefixed = withSubpathPrefix(path, l.localeISOCode);
        expect(prefixed.startsWith(l.subpathPrefix ? `/${l.subpathPrefix}` : '/')).toBe(true);
        const back = splitSubpathPrefix(prefixed);
        expect(back.locale).toBe(l);
        expect(back.path).toBe(path);
      }
    }
  });
});

describe('§2.3 logout path under the per-store subpath prefix', () => {
  it('is the logout route, prefixed for every store except en-GB', () => {
    expect(logoutPath('en-GB')).toBe(LOGOUT_PATH);
    expect(logoutPath('en-GB')).toBe('/customer/account/logout');
    expect(logoutPath('en-IE')).toBe('/ie/customer/account/logout');
    expect(logoutPath('ar-AE')).toBe('/ae-ar/customer/account/logout');
  });
});
