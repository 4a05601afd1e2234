import { describe, expect, it } from 'vitest';
import { FIELDS, NEW, parseCheckout, typedCheckoutValues } from './form';

const now = new Date('2026-11-23T10:00:00Z');
const ADDRESS_ID = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
const CARD_ID = '0d9e8f7a-6b5c-4d3e-9f1a-2b3c4d5e6f70';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const guest = {
  store: 'en-GB',
  email: 'ava@example.com',
  firstName: 'Ava',
  lastName: 'Stone',
  line1: '12 Long Acre',
  city: 'London',
  postcode: 'wc2e9lh',
  countryCode: 'GB',
  phone: '07700 900123',
  deliveryMethod: 'standard',
  paymentChoice: NEW,
  // Issue 34: what the provider's card fields gave the page; the card itself never reaches it.
  cardToken: 'sbx_tok_abcdefghijklmnop',
  cardBrand: 'visa',
  cardLast4: '1111',
};

describe('parseCheckout', () => {
  it('reads a guest’s form into place-order’s request, the postcode tidied', () => {
    const parsed = parseCheckout(form(guest), { store: 'en-GB', signedIn: false, now });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.request.email).toBe('ava@example.com');
    expect(parsed.request.shipping).toMatchObject({
      line1: '12 Long Acre',
      postcode: 'WC2E 9LH',
      countryCode: 'GB',
    });
    expect(parsed.request.deliveryMethod).toBe('standard');
    expect(parsed.request.payment).toEqual({
      kind: 'token',
      token: 'sbx_tok_abcdefghijklmnop',
      card: { brand: 'visa', last4: '1111' },
    });
    expect(parsed.request.saveAddress).toBe(false);
  });

  it('gives every problem at once, each on its field', () => {
    const parsed = parseCheckout(
      form({
        ...guest,
        email: 'not-an-email',
        postcode: 'ZZ',
        deliveryMethod: 'teleport',
        cardToken: '',
      }),
      { store: 'en-GB', signedIn: false, now },
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        email: 'email_invalid',
        postcode: 'postcode_invalid',
        deliveryMethod: 'required',
        cardNumber: 'required',
      },
    });
  });

  it('refuses a country the store does not deliver to, and a token that is not one', () => {
    const parsed = parseCheckout(form({ ...guest, countryCode: 'US', cardToken: "x' or 1=1" }), {
      store: 'en-GB',
      signedIn: false,
      now,
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.countryCode).toBe('country_not_shipped');
    expect(parsed.errors.cardNumber).toBe('required');
  });

  it('a customer: no email, a saved address and a saved card by id, nothing typed needed', () => {
    const parsed = parseCheckout(
      form({ store: 'en-GB', addressChoice: ADDRESS_ID, deliveryMethod: 'next_day', paymentChoice: CARD_ID }),
      { store: 'en-GB', signedIn: true, now },
    );
    expect(parsed).toEqual({
      ok: true,
      request: {
        email: undefined,
        shipping: { addressId: ADDRESS_ID },
        saveAddress: false,
        deliveryMethod: 'next_day',
        payment: { kind: 'saved', savedCardId: CARD_ID },
      },
    });
  });

  it('a customer’s new address is saved only when asked; a guest cannot pick saved ids', () => {
    const customer = parseCheckout(form({ ...guest, addressChoice: NEW, saveAddress: 'on' }), {
      store: 'en-GB',
      signedIn: true,
      now,
    });
    expect(customer.ok && customer.request.saveAddress).toBe(true);
    expect(customer.ok && customer.request.email).toBeUndefined();
    // A guest posting ids gets the typed fields checked instead: the ids mean nothing for them.
    const guestWithIds = parseCheckout(
      form({
        store: 'en-GB',
        email: 'a@b.co',
        addressChoice: ADDRESS_ID,
        paymentChoice: CARD_ID,
        deliveryMethod: 'standard',
      }),
      { store: 'en-GB', signedIn: false, now },
    );
    expect(guestWithIds.ok).toBe(false);
    if (guestWithIds.ok) return;
    expect(guestWithIds.errors.line1).toBe('required');
    expect(guestWithIds.errors.cardNumber).toBe('required');
  });

  it('after the bank’s step the card is the token it was about, whatever the form holds', () => {
    const parsed = parseCheckout(form(guest), {
      store: 'en-GB',
      signedIn: false,
      now,
      cardToken: 'tok_abc123456',
    });
    expect(parsed.ok && parsed.request.payment).toEqual({ kind: 'token', token: 'tok_abc123456' });
  });

  it('issue 6: with gift cards paying it all the card may be left empty, never otherwise', () => {
    const empty = { ...guest, cardToken: '', cardBrand: '', cardLast4: '' };
    const covered = parseCheckout(form(empty), {
      store: 'en-GB',
      signedIn: false,
      now,
      paymentOptional: true,
    });
    expect(covered.ok && covered.request.payment).toBeUndefined();
    expect(covered.ok).toBe(true);
    expect(parseCheckout(form(empty), { store: 'en-GB', signedIn: false, now }).ok).toBe(false);
    // A card given anyway is used.
    const typed = parseCheckout(form(guest), { store: 'en-GB', signedIn: false, now, paymentOptional: true });
    expect(typed.ok && typed.request.payment?.kind).toBe('token');
  });

  it('a bad saved id is a required choice, not a crash', () => {
    const parsed = parseCheckout(
      form({ store: 'en-GB', addressChoice: "1' or 1=1", deliveryMethod: 'standard', paymentChoice: 'x' }),
      { store: 'en-GB', signedIn: true, now },
    );
    expect(parsed).toEqual({ ok: false, errors: { addressChoice: 'required', paymentChoice: 'required' } });
  });
});

describe('typedCheckoutValues', () => {
  it('keeps what was typed but never the card token or a bank code', () => {
    const values = typedCheckoutValues(form({ ...guest, code: '123456', $ACTION_ID_abc: 'x' }));
    expect(values[FIELDS.cardToken]).toBeUndefined();
    expect(values.code).toBeUndefined();
    expect(values.$ACTION_ID_abc).toBeUndefined();
    expect(values).toMatchObject({ email: 'ava@example.com', cardLast4: '1111' });
  });
});
