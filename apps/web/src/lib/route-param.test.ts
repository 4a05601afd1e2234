import { describe, expect, it } from 'vitest';
import { paramText } from './route-param';

describe('paramText', () => {
  it('decodes a percent-encoded segment and keeps one that is not encoded', () => {
    expect(paramText('d%C3%A9lai')).toBe('délai');
    expect(paramText('délai')).toBe('délai');
    expect(paramText('100%')).toBe('100%');
    expect(paramText('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
