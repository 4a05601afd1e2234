import { describe, expect, it } from 'vitest';
import { COLOURS, colourDef } from './colours.ts';

describe('the store colours', () => {
  it('each token is named once, lower case, in a filter group', () => {
    const tokens = COLOURS.map((c) => c.token);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const c of COLOURS) {
      expect(c.token).toBe(c.token.toLowerCase());
      expect(c.group).toMatch(/^[a-z]+( [a-z]+)*$/);
      expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('every colour has its name and its phrase in English, French and Arabic', () => {
    for (const c of COLOURS) {
      for (const words of [c.name, c.phrase]) {
        expect(words.en.trim(), c.token).not.toBe('');
        expect(words.fr.trim(), c.token).not.toBe('');
        expect(words.ar, c.token).toMatch(/[\u0600-\u06ff]/);
      }
    }
  });

  it('finds a colour by its token and refuses one the store does not have', () => {
    expect(colourDef('black').name.fr).toBe('Noir');
    expect(() => colourDef('octarine')).toThrow('unknown colour octarine');
  });
});
