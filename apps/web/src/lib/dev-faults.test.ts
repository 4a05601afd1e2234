import { describe, expect, it } from 'vitest';
import { menuFails, parseFaults } from './dev-faults';

describe('§8 development fault switches', () => {
  it('accept a boolean or a list of store locales for the menu', () => {
    expect(parseFaults({ menu: true })).toEqual({ menu: true });
    expect(parseFaults({ menu: false })).toEqual({ menu: false });
    expect(parseFaults({})).toEqual({ menu: false });
    expect(parseFaults({ menu: ['en-AU', 'fr-FR'] })).toEqual({ menu: ['en-AU', 'fr-FR'] });
  });

  it('refuse anything else', () => {
    for (const body of [
      null,
      [],
      'menu',
      { menu: 'yes' },
      { menu: ['xx-XX'] },
      { menu: [] },
      { footer: true },
    ]) {
      expect(parseFaults(body)).toBeNull();
    }
  });

  it('fail every store, or only the listed ones', () => {
    expect(menuFails({ menu: true }, 'en-GB')).toBe(true);
    expect(menuFails({ menu: false }, 'en-GB')).toBe(false);
    expect(menuFails({ menu: ['en-AU'] }, 'en-AU')).toBe(true);
    expect(menuFails({ menu: ['en-AU'] }, 'en-GB')).toBe(false);
  });
});
