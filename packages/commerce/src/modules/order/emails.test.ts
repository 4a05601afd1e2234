import { cleanQuery, getLocale, moneySummary, type Language } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/templates.ts';
import { addressLines, confirmationMail, dispatchedMail } from './emails.ts';
import { trackOrderPath } from './service.ts';
import type { OrderAddress } from './schema.ts';
import type { TaxReceipt } from './receipt.ts';

const address: OrderAddress = {
  firstName: 'Zoë',
  lastName: 'Stone',
  line1: '1 High Street',
  line2: 'Flat <2>',
  city: 'London',
  region: null,
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
  phone: '+44 20 7946 0000',
};

const order = {
  number: 'VT100042',
  currency: 'GBP',
  placedAt: new Date('2026-11-21T23:30:00Z'),
  subtotalMinor: 7000,
  discountMinor: 700,
  shippingMinor: 399,
  giftCardMinor: 1000,
  creditMinor: 0,
  totalMinor: 5699,
  shippingMethod: 'next-day',
  deliveryFrom: '2026-11-24',
  deliveryTo: '2026-11-24',
  shippingAddress: address,
  billingAddress: address,
};
const lines = [
  { name: 'Satin Slip Dress', colour: 'Black', size: '10', quantity: 2, lineTotalMinor: 5000 },
  { name: 'Wide Leg Trousers', colour: 'Camel', size: '12', quantity: 1, lineTotalMinor: 2000 },
];
const TRACK = 'https://shop.example/customer/track-order?order=VT100042';
// Issue 29 item 11: a gift card ending 7QX2 paid £10.00, the Visa ending 4242 the rest.
const money = moneySummary({
  subtotalMinor: 7000,
  discountMinor: 700,
  shippingMinor: 399,
  giftCards: [{ last4: '7QX2', balanceMinor: 1000 }],
  card: { brand: 'visa', last4: '4242' },
});
const render = (message: ReturnType<typeof confirmationMail>, language: Language) =>
  renderMail(message, { language, brandName: 'Vitrine' });

describe('order-confirmation', () => {
  const gb = confirmationMail(order, lines, getLocale('en-GB'), TRACK, money, null);

  it('writes amounts and dates the store’s way, leaving out amounts the order does not have', () => {
    expect(gb.data).toMatchObject({
      orderNumber: 'VT100042',
      placedDate: '21/11/2026',
      totals: {
        subtotal: '£70.00',
        discount: '-£7.00',
        shipping: '£3.99',
        total: '£66.99',
        tenders: [
          { kind: 'giftCard', last4: '7QX2', amount: '-£10.00' },
          { kind: 'card', brand: 'visa', last4: '4242', amount: '£56.99' },
        ],
      },
      delivery: { method: 'next-day', from: '24/11/2026', to: '24/11/2026' },
    });
  });

  it('lists every line with size, quantity and price, the totals, delivery, address and a tracking link', () => {
    const { text, html, subject } = render(gb, 'en');
    expect(subject).toBe('Your Vitrine order VT100042 is confirmed');
    expect(text).toContain('Satin Slip Dress: Black, size 10, quantity 2, £50.00');
    expect(text).toContain('Wide Leg Trousers: Camel, size 12, quantity 1, £20.00');
    expect(text).toContain('Discount: -£7.00');
    // The total is what the order costs; what paid it follows and adds up to it (issue 29 item 11).
    expect(text).toContain('Total: £66.99');
    expect(text).toContain('Gift card •••• 7QX2: -£10.00');
    expect(text).not.toContain('Account balance');
    expect(text).toContain('Card Visa •••• 4242: £56.99');
    expect(text).toContain('Delivery: Next-day delivery, expected on 24/11/2026.');
    expect(text).toContain('Zoë Stone\n\n1 High Street\n\nFlat <2>\n\nLondon\n\nSW1A 1AA\n\nUnited Kingdom');
    expect(text).toContain(TRACK);
    expect(html).toContain(`href="${TRACK}"`);
    expect(html).toContain('Flat &lt;2&gt;');
    expect(html).not.toContain('Flat <2>');
  });

  it('is written in French for fr-FR, with French typography and formats', () => {
    const fr = confirmationMail(
      { ...order, currency: 'EUR', deliveryTo: '2026-11-26', shippingMethod: 'standard' },
      lines,
      getLocale('fr-FR'),
      TRACK,
      money,
      null,
    );
    const { text, subject } = render(fr, 'fr');
    expect(subject).toBe('Votre commande Vitrine VT100042 est confirmée');
    expect(text).toMatch(/Satin Slip Dress\u00a0: Black, taille 10, quantité 2, 50,00\s€/u);
    expect(text).toContain('prévue entre le 24/11/2026 et le 26/11/2026');
    expect(text).toContain('Livraison standard');
    expect(text).toContain('Royaume-Uni');
    expect(text).not.toMatch(/ [:;?!]/);
  });

  it('is right to left in Arabic, values isolated', () => {
    const ar = confirmationMail({ ...order, currency: 'AED' }, lines, getLocale('ar-AE'), TRACK, money, null);
    const { html, subject, text } = render(ar, 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(subject).toContain('VT100042');
    expect(text).toContain('التوصيل في اليوم التالي');
    expect(html).toContain('<bdi>Satin Slip Dress</bdi>');
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it('shows a shipping method it does not know by its code', () => {
    const odd = confirmationMail(
      { ...order, shippingMethod: 'click-and-collect' },
      lines,
      getLocale('en-GB'),
      TRACK,
      money,
      null,
    );
    expect(render(odd, 'en').text).toContain('Delivery: click-and-collect');
  });
});

describe('order-dispatched', () => {
  const shipment = {
    carrier: 'Royal Mail',
    trackingNumber: 'RM473124829GB',
    trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/RM473124829GB',
  };

  it.each(['en', 'fr', 'ar'] as const)('%s: carrier, tracking number, both links', (language) => {
    const store = getLocale(language === 'en' ? 'en-GB' : language === 'fr' ? 'fr-FR' : 'ar-AE');
    const mail = render(dispatchedMail(order, shipment, store, TRACK), language);
    expect(mail.text).toContain('Royal Mail');
    expect(mail.text).toContain('RM473124829GB');
    expect(mail.html).toContain(`href="${shipment.trackingUrl}"`);
    expect(mail.html).toContain(`href="${TRACK}"`);
    expect(mail.text).toContain('24/11/2026');
  });

  it('says when to expect it', () => {
    const mail = render(dispatchedMail(order, shipment, getLocale('en-GB'), TRACK), 'en');
    expect(mail.subject).toBe('Your Vitrine order VT100042 is on its way');
    expect(mail.text).toContain('Expected delivery: 24/11/2026.');
    expect(mail.text).toContain('Track with Royal Mail:');
  });
});

describe('addresses as an envelope reads them', () => {
  const base = { firstName: 'Ann', lastName: 'Lee', line1: '5 Main St', phone: '1', line2: null };
  it('puts the postcode where the country does', () => {
    expect(
      addressLines(
        { ...base, city: 'Austin', region: 'TX', postcode: '78701', countryCode: 'US' },
        getLocale('en-US'),
      ),
    ).toEqual(['Ann Lee', '5 Main St', 'Austin, TX 78701', 'United States']);
    expect(
      addressLines(
        { ...base, city: 'Paris', region: null, postcode: '75001', countryCode: 'FR' },
        getLocale('fr-FR'),
      ),
    ).toEqual(['Ann Lee', '5 Main St', '75001 Paris', 'France']);
  });
});

describe('the tracking link in both emails', () => {
  it('sends a customer to the signed-in page and a guest to the public look-up (§2.1)', () => {
    expect(trackOrderPath('VT100042')).toBe('/customer/track-order?order=VT100042');
    expect(trackOrderPath('VT100042', { guest: false })).toBe('/customer/track-order?order=VT100042');
    expect(trackOrderPath('VT100042', { guest: true })).toBe('/order-status?order=VT100042');
  });

  it('carries the number in `order`, a parameter §2.3 keeps on pages', () => {
    for (const guest of [true, false]) {
      const query = new URLSearchParams(trackOrderPath('VT100042', { guest }).split('?')[1]);
      expect(cleanQuery(query).dropped).toEqual([]);
    }
  });
});

describe('the tax receipt in the confirmation (issue 31 item 4)', () => {
  // Two dresses (£50.00 after a £5.00 share of the discount) and a trouser line, next-day £3.99, at 20% VAT.
  const receipt: TaxReceipt = {
    seller: { name: 'Vitrine Retail Ltd', address: '1 Example Street, London', taxNumber: 'GB 123 4567 89' },
    taxName: 'vat',
    pricesIncludeTax: true,
    lines: [
      {
        name: 'Satin Slip Dress',
        detail: 'Black · 10',
        quantity: 2,
        ratePpm: 200_000,
        components: [{ name: 'VAT', ratePpm: 200_000, taxMinor: 750 }],
        discountMinor: 500,
        netMinor: 3750,
        taxMinor: 750,
        grossMinor: 4500,
      },
    ],
    delivery: {
      name: 'next-day',
      detail: '',
      quantity: 1,
      ratePpm: 200_000,
      components: [{ name: 'VAT', ratePpm: 200_000, taxMinor: 66 }],
      discountMinor: 0,
      netMinor: 333,
      taxMinor: 66,
      grossMinor: 399,
    },
    byRate: [{ name: 'VAT', ratePpm: 200_000, netMinor: 4083, taxMinor: 816 }],
    totals: { netMinor: 4083, taxMinor: 816, grossMinor: 4899 },
  };
  const taxed = moneySummary({
    subtotalMinor: 5000,
    discountMinor: 500,
    shippingMinor: 399,
    tax: { pricesIncludeTax: true, taxMinor: 816 },
  });

  it('gives a GB shopper the seller, the VAT number and each line’s VAT', () => {
    const { text } = render(confirmationMail(order, lines, getLocale('en-GB'), TRACK, taxed, receipt), 'en');
    expect(text).toContain('Including VAT: £8.16');
    expect(text).toContain('VAT receipt');
    expect(text).toContain('VAT number: GB 123 4567 89');
    expect(text).toContain('Satin Slip Dress × 2, 20%: net £37.50, VAT £7.50, total £45.00');
    expect(text).toContain('Next-day delivery × 1, 20%: net £3.33, VAT £0.66, total £3.99');
    expect(text).toContain('Total including VAT: £48.99');
  });

  it('is a French invoice for fr-FR', () => {
    const fr = confirmationMail(
      { ...order, currency: 'EUR' },
      lines,
      getLocale('fr-FR'),
      TRACK,
      taxed,
      receipt,
    );
    const { text } = render(fr, 'fr');
    expect(text).toContain('Facture');
    expect(text).toContain('Numéro de TVA\u00a0: GB 123 4567 89');
    expect(text).toMatch(/Satin Slip Dress × 2, 20\u00a0%\u00a0: HT 37,50\s€, TVA 7,50\s€, TTC 45,00\s€/u);
    expect(text).toMatch(/Total TTC\u00a0: 48,99\s€/u);
  });

  it('adds US sales tax as a charge of its own, before the total', () => {
    const us = moneySummary({
      subtotalMinor: 5000,
      discountMinor: 0,
      shippingMinor: 699,
      tax: { pricesIncludeTax: false, taxMinor: 506 },
    });
    const { text } = render(
      confirmationMail({ ...order, currency: 'USD' }, lines, getLocale('en-US'), TRACK, us, null),
      'en',
    );
    expect(text).toMatch(/Sales tax: \$5\.06\s+Total: \$62\.05/);
  });
});
