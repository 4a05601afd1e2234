import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { tokeniseOnce } = await import('./card-tokens');

const card = {
  number: '4444 3333 2222 1111',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  holderName: 'Ava Stone',
};
const token = (n: number) => ({
  token: `tok_${n}`,
  brand: 'visa' as const,
  last4: '1111',
  expMonth: 12,
  expYear: 2030,
});

describe('tokeniseOnce', () => {
  it('a double post of one form (same key, same card) tokenises once and gets the same token', async () => {
    let calls = 0;
    const tokenise = vi.fn(async () => token(++calls));
    const [a, b] = await Promise.all([
      tokeniseOnce('key-double-post-0001', card, tokenise),
      tokeniseOnce('key-double-post-0001', { ...card, number: '4444333322221111' }, tokenise),
    ]);
    expect(a.token).toBe('tok_1');
    expect(b.token).toBe('tok_1');
    expect(tokenise).toHaveBeenCalledTimes(1);
  });

  it('another card under the same key, or another key, is tokenised anew', async () => {
    let calls = 0;
    const tokenise = vi.fn(async () => token(++calls));
    await tokeniseOnce('key-other-card-0001', card, tokenise);
    await tokeniseOnce('key-other-card-0001', { ...card, cvc: '321' }, tokenise);
    await tokeniseOnce('key-other-card-0002', card, tokenise);
    expect(tokenise).toHaveBeenCalledTimes(3);
  });

  it('a refused card is not remembered: sent again, it is checked again', async () => {
    const tokenise = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce(token(2));
    await expect(tokeniseOnce('key-refused-0001', card, tokenise)).rejects.toThrow('refused');
    await expect(tokeniseOnce('key-refused-0001', card, tokenise)).resolves.toMatchObject({ token: 'tok_2' });
  });
});
