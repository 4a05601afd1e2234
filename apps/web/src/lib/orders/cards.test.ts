import { describe, expect, it } from 'vitest';
import { expiryLabel } from './cards';

describe('saved cards', () => {
  it('shows the expiry as the card prints it', () => {
    expect(expiryLabel(3, 2031)).toBe('03/31');
    expect(expiryLabel(12, 2030)).toBe('12/30');
  });
});
