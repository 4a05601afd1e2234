import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './email-shape';

describe('looksLikeEmail', () => {
  it('takes a name at a domain with a dot, and nothing with spaces or a missing part', () => {
    expect(looksLikeEmail('ava.stone@example.co.uk')).toBe(true);
    for (const bad of ['', 'ava', 'ava@example', '@example.com', 'ava stone@example.com', 'ava@@example.com'])
      expect(looksLikeEmail(bad)).toBe(false);
  });
});
