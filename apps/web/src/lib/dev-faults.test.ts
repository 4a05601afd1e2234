import { describe, expect, it } from 'vitest';
import { currentFaults, NO_FAULTS, parseFaults, pieceFails, setFaults } from './dev-faults';

describe('§8 development fault switches', () => {
  it('accept a boolean or a list of store locales for the menu and the footer', () => {
    expect(parseFaults({ menu: true })).toEqual({ menu: true });
    expect(parseFaults({ menu: false, footer: false })).toEqual(NO_FAULTS);
    expect(parseFaults({})).toEqual({});
    expect(parseFaults({ menu: ['en-AU', 'fr-FR'] })).toEqual({ menu: ['en-AU', 'fr-FR'] });
    expect(parseFaults({ footer: ['en-IL'] })).toEqual({ footer: ['en-IL'] });
  });

  it('switch the pieces given and leave the others as they are', () => {
    setFaults(NO_FAULTS);
    setFaults({ footer: ['en-IL'] });
    expect(setFaults({ menu: false })).toEqual({ menu: false, footer: ['en-IL'] });
    expect(currentFaults()).toEqual({ menu: false, footer: ['en-IL'] });
    setFaults(NO_FAULTS);
  });

  it('refuse anything else', () => {
    for (const body of [
      null,
      [],
      'menu',
      { menu: 'yes' },
      { menu: ['xx-XX'] },
      { menu: [] },
      { footer: 1 },
      { banner: true },
    ]) {
      expect(parseFaults(body)).toBeNull();
    }
  });

  it('fail every store, or only the listed ones, one piece at a time', () => {
    expect(pieceFails({ menu: true, footer: false }, 'menu', 'en-GB')).toBe(true);
    expect(pieceFails({ menu: true, footer: false }, 'footer', 'en-GB')).toBe(false);
    expect(pieceFails(NO_FAULTS, 'menu', 'en-GB')).toBe(false);
    expect(pieceFails({ menu: false, footer: ['en-IL'] }, 'footer', 'en-IL')).toBe(true);
    expect(pieceFails({ menu: false, footer: ['en-IL'] }, 'footer', 'en-GB')).toBe(false);
  });
});
