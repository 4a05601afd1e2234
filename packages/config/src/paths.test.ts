import { describe, expect, it } from 'vitest';
import { normalisePathname, splitPath } from './paths.ts';

describe('path normalisation (shared by the §2.1 and §2.2 tables)', () => {
  it('splits off the query string and fragment verbatim', () => {
    expect(splitPath('/a/b?x=1#y')).toEqual({ pathname: '/a/b', suffix: '?x=1#y' });
    expect(splitPath('/a#y?z')).toEqual({ pathname: '/a', suffix: '#y?z' });
    expect(splitPath('/a')).toEqual({ pathname: '/a', suffix: '' });
  });

  it('ignores query, fragment, trailing and repeated slashes; keeps case', () => {
    expect(normalisePathname('/customer/credit/')).toBe('/customer/credit');
    expect(normalisePathname('/customer//credit///?a=1')).toBe('/customer/credit');
    expect(normalisePathname('customer/credit#top')).toBe('/customer/credit');
    expect(normalisePathname('/Customer/Credit')).toBe('/Customer/Credit');
    expect(normalisePathname('')).toBe('/');
    expect(normalisePathname('/')).toBe('/');
    expect(normalisePathname('/?q=1')).toBe('/');
  });
});
