import { describe, expect, it } from 'vitest';
import { cardInputFrom, EXPIRY_MONTHS, expiryLabel } from './cards';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe('saved cards', () => {
  it('shows the expiry as the card prints it', () => {
    expect(expiryLabel(3, 2031)).toBe('03/31');
    expect(expiryLabel(12, 2030)).toBe('12/30');
    expect(EXPIRY_MONTHS).toHaveLength(12);
    expect(EXPIRY_MONTHS[0]).toBe('01');
  });

  it('hands the form to the payment service as typed, numbers as numbers', () => {
    expect(
      cardInputFrom(
        form({
          number: '4444 3333 2222 1111',
          expMonth: '04',
          expYear: '2031',
          cvc: '123',
          holderName: 'Ava Stone',
        }),
      ),
    ).toEqual({
      number: '4444 3333 2222 1111',
      expMonth: 4,
      expYear: 2031,
      cvc: '123',
      holderName: 'Ava Stone',
    });
  });

  it('leaves an empty or odd expiry as NaN, for the service to refuse on its own field', () => {
    const input = cardInputFrom(form({ expMonth: '', expYear: '20x1' }));
    expect(input.expMonth).toBeNaN();
    expect(input.expYear).toBeNaN();
    expect(input.number).toBe('');
  });
});
