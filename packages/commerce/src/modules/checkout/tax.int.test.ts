import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { apiCaller, cardToken, LONDON_ADDRESS } from '../../testing/checkout.ts';
import { testDatabase } from '../../testing/database.ts';
import { createProduct } from '../../testing/products.ts';
import { orderService } from '../order/index.ts';
import { refundOfUnits, tableTaxProvider } from '../tax/index.ts';

// Issue 31 acceptance: the tax of one order in each of the twelve stores, US and Canadian tax by
// the delivery address, and a partial refund's tax; every sum adds up (docs/operations/tax.md).

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());
const call = apiCaller(api);

/** Below the free-delivery threshold of every store but GB's, so each order pays for its delivery. */
const PRICE = 5000;
const PRICES = {
  GBP: PRICE,
  EUR: PRICE,
  USD: PRICE,
  AUD: PRICE,
  NZD: PRICE,
  CAD: PRICE,
  ILS: PRICE,
  AED: PRICE,
  QAR: PRICE,
  SAR: PRICE,
};

const person = { firstName: 'Ava', lastName: 'Stone', line1: '1 Main Street' };

interface OrderTaxRow {
  number: string;
  subtotal_minor: number;
  shipping_minor: number;
  total_minor: number;
  tax_minor: number;
  tax_added_minor: number;
  prices_include_tax: boolean;
  shipping_tax_minor: number;
  shipping_tax_rate_ppm: number;
  tax_source: string;
  line_net: number;
  line_tax: number;
  line_gross: number;
  line_rate: number;
  line_components: { name: string; ratePpm: number; taxMinor: number }[];
  paid: number | null;
}

async function orderIn(
  locale: string,
  address: Record<string, unknown>,
  options: { quantity?: number; taxClass?: 'clothing' | 'standard' } = {},
): Promise<OrderTaxRow> {
  const dress = await createProduct(db, {
    prices: PRICES,
    ...(options.taxClass ? { taxClass: options.taxClass } : {}),
  });
  const headers = { locale: locale.replace('-', '_') };
  const bag = await call(
    'POST',
    '/quote',
    { product: { sku: dress.sizes['10']!.sku, qty: options.quantity ?? 1 } },
    headers,
  );
  const { token } = (await bag.json()) as { token: string };
  const res = await call(
    'POST',
    '/checkout/place-order',
    {
      email: 'tax.guest@example.com',
      shippingAddress: { ...person, phone: '+44 20 7946 0000', ...address },
      // The GB store's standard delivery is free from £50: next day is charged.
      deliveryMethod: locale === 'en-GB' ? 'next_day' : 'standard',
      payment: { cardToken: await cardToken() },
    },
    { ...headers, Quote: token },
  );
  const text = await res.text();
  expect(res.status, text).toBe(201);
  const { order } = JSON.parse(text) as { order: { number: string; total: { amountMinor: number } } };
  const { rows } = await db.$client.query<OrderTaxRow>(
    `select o.number, o.subtotal_minor, o.shipping_minor, o.total_minor, o.tax_minor, o.tax_added_minor,
            o.prices_include_tax, o.shipping_tax_minor, o.shipping_tax_rate_ppm, o.tax_source,
            l.net_minor as line_net, l.tax_minor as line_tax, l.gross_minor as line_gross,
            l.tax_rate_ppm as line_rate, l.tax_components as line_components,
            (select p.amount_minor from payments p where p.id = o.payment_id) as paid
       from orders o join order_lines l on l.order_id = o.id where o.number = $1`,
    [order.number],
  );
  const row = rows[0]!;
  expect(order.total.amountMinor).toBe(row.total_minor);
  return row;
}

/** What every order must satisfy, whatever its store. */
function expectAddsUp(row: OrderTaxRow) {
  expect(row.line_net + row.line_tax).toBe(row.line_gross);
  expect(row.tax_minor).toBe(row.line_tax + row.shipping_tax_minor);
  expect(row.tax_added_minor).toBe(row.prices_include_tax ? 0 : row.tax_minor);
  expect(row.total_minor).toBe(row.subtotal_minor + row.shipping_minor + row.tax_added_minor);
  // The card is charged what the order costs, tax included.
  expect(row.paid).toBe(row.total_minor);
}

// One order of one £/€/$50.00 dress per store: the line's net, tax and gross, and its rate.
const STORES: [
  string,
  Record<string, unknown>,
  { net: number; tax: number; gross: number; ratePpm: number },
][] = [
  ['en-GB', LONDON_ADDRESS, { net: 4167, tax: 833, gross: 5000, ratePpm: 200_000 }],
  [
    'en-IE',
    { city: 'Dublin', postcode: 'D02 X285', countryCode: 'IE', phone: '+353 1 555 0100' },
    { net: 4065, tax: 935, gross: 5000, ratePpm: 230_000 },
  ],
  // The EU store charges the destination's VAT: Germany's 19%.
  [
    'en-EU',
    { city: 'Berlin', postcode: '10115', countryCode: 'DE', phone: '+49 30 5550100' },
    { net: 4202, tax: 798, gross: 5000, ratePpm: 190_000 },
  ],
  [
    'fr-FR',
    { city: 'Paris', postcode: '75001', countryCode: 'FR', phone: '+33 1 55 55 01 00' },
    { net: 4167, tax: 833, gross: 5000, ratePpm: 200_000 },
  ],
  [
    'en-AU',
    { city: 'Sydney', region: 'NSW', postcode: '2000', countryCode: 'AU', phone: '+61 2 5550 0100' },
    { net: 4545, tax: 455, gross: 5000, ratePpm: 100_000 },
  ],
  [
    'en-NZ',
    { city: 'Auckland', postcode: '1010', countryCode: 'NZ', phone: '+64 9 555 0100' },
    { net: 4348, tax: 652, gross: 5000, ratePpm: 150_000 },
  ],
  [
    'en-IL',
    { city: 'Tel Aviv', postcode: '6473424', countryCode: 'IL', phone: '+972 3 555 0100' },
    { net: 4237, tax: 763, gross: 5000, ratePpm: 180_000 },
  ],
  [
    'ar-AE',
    { city: 'Dubai', region: 'DU', countryCode: 'AE', phone: '+971 4 555 0100' },
    { net: 4762, tax: 238, gross: 5000, ratePpm: 50_000 },
  ],
  [
    'en-SA',
    { city: 'Riyadh', postcode: '12211', countryCode: 'SA', phone: '+966 11 555 0100' },
    { net: 4348, tax: 652, gross: 5000, ratePpm: 150_000 },
  ],
  // Qatar has no VAT.
  [
    'en-QA',
    { city: 'Doha', countryCode: 'QA', phone: '+974 4455 0100' },
    { net: 5000, tax: 0, gross: 5000, ratePpm: 0 },
  ],
  // US and Canadian prices exclude tax: it is added. New York City: state 4% + city 4.875%.
  [
    'en-US',
    { city: 'New York', region: 'NY', postcode: '10118', countryCode: 'US', phone: '+1 212 555 0100' },
    { net: 5000, tax: 444, gross: 5444, ratePpm: 88_750 },
  ],
  [
    'en-CA',
    { city: 'Toronto', region: 'ON', postcode: 'M5V 2T6', countryCode: 'CA', phone: '+1 416 555 0100' },
    { net: 5000, tax: 650, gross: 5650, ratePpm: 130_000 },
  ],
];

describe('tax of an order in each of the twelve stores (item 1-3)', () => {
  it.each(STORES)('%s', async (locale, address, expected) => {
    const row = await orderIn(locale, address);
    expect({ net: row.line_net, tax: row.line_tax, gross: row.line_gross, ratePpm: row.line_rate }).toEqual(
      expected,
    );
    expect(row.prices_include_tax).toBe(!['en-US', 'en-CA'].includes(locale));
    // Delivery is taxed where the goods go, at the same rate as a dress there.
    expect(row.shipping_minor).toBeGreaterThan(0);
    expect(row.shipping_tax_rate_ppm).toBe(expected.ratePpm);
    expectAddsUp(row);
  });
});

describe('US and Canadian tax by the delivery address (item 1)', () => {
  it('upstate New York pays the state’s 4%; Manhattan adds the city’s', async () => {
    const albany = await orderIn('en-US', {
      city: 'Albany',
      region: 'NY',
      postcode: '12207',
      countryCode: 'US',
      phone: '+1 518 555 0100',
    });
    expect([albany.line_tax, albany.line_rate, albany.tax_source]).toEqual([200, 40_000, 'region']);
    expectAddsUp(albany);
  });

  it('Pennsylvania taxes a handbag but not a dress; California taxes neither delivery', async () => {
    const pa = {
      city: 'Philadelphia',
      region: 'PA',
      postcode: '19103',
      countryCode: 'US',
      phone: '+1 215 555 0100',
    };
    expect((await orderIn('en-US', pa)).line_tax).toBe(0);
    const bag = await orderIn('en-US', pa, { taxClass: 'standard' });
    expect([bag.line_tax, bag.line_gross]).toEqual([300, 5300]);
    const la = await orderIn('en-US', {
      city: 'Los Angeles',
      region: 'CA',
      postcode: '90012',
      countryCode: 'US',
      phone: '+1 213 555 0100',
    });
    expect([la.line_tax, la.line_rate, la.shipping_tax_minor]).toEqual([488, 97_500, 0]);
    expectAddsUp(la);
  });

  it('Quebec adds GST and QST, each shown on its own', async () => {
    const row = await orderIn('en-CA', {
      city: 'Montréal',
      region: 'QC',
      postcode: 'H2X 1Y4',
      countryCode: 'CA',
      phone: '+1 514 555 0100',
    });
    expect(row.line_tax).toBe(749);
    expect(row.line_components).toEqual([
      { name: 'GST', ratePpm: 50_000, taxMinor: 250 },
      { name: 'QST', ratePpm: 99_750, taxMinor: 499 },
    ]);
    expectAddsUp(row);
  });
});

describe('an address the table does not know (faults)', () => {
  it('is taxed at the store’s home rate and marked as a fallback, never refused', async () => {
    const result = await tableTaxProvider().calculate(db, {
      currency: 'EUR',
      pricesIncludeTax: true,
      address: { countryCode: 'XK', region: null, postcode: '10000' },
      homeCountry: 'IE',
      lines: [{ ref: 'dress', taxClass: 'clothing', amountMinor: PRICE, discountable: true }],
      discountMinor: 0,
      deliveryMinor: 0,
      at: new Date(),
    });
    expect(result.source).toBe('fallback');
    expect(result.lines[0]).toMatchObject({ ratePpm: 230_000, taxMinor: 935 });
  });
});

describe('the receipt names the seller of the sale (item 4)', () => {
  it('keeps the seller and its registration as they were when the order was placed', async () => {
    const saved = { name: process.env.TAX_SELLER_NAME, numbers: process.env.TAX_NUMBERS };
    try {
      process.env.TAX_SELLER_NAME = 'Maison Vitrine Ltd';
      process.env.TAX_NUMBERS = 'GB=GB 111 2222 33';
      const row = await orderIn('en-GB', LONDON_ADDRESS);
      // The business is renamed and re-registered after the sale.
      process.env.TAX_SELLER_NAME = 'Vitrine Group plc';
      process.env.TAX_NUMBERS = 'GB=GB 999 8888 77';
      const order = await orderService(db).detail(row.number, { email: 'tax.guest@example.com' });
      expect(order.receipt?.seller).toMatchObject({
        name: 'Maison Vitrine Ltd',
        taxNumber: 'GB 111 2222 33',
      });
    } finally {
      for (const [key, value] of [
        ['TAX_SELLER_NAME', saved.name],
        ['TAX_NUMBERS', saved.numbers],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});

describe('a partial refund gives back the tax in proportion (item 5)', () => {
  it('one of two dresses, then the other and the delivery: the tax back is the tax paid', async () => {
    const row = await orderIn('en-GB', LONDON_ADDRESS, { quantity: 2 });
    expect([row.line_gross, row.line_tax]).toEqual([10_000, 1667]);
    const line = { ref: 'dress', quantity: 2, grossMinor: row.line_gross, taxMinor: row.line_tax };
    const first = refundOfUnits(line, 0, 1);
    expect(first).toMatchObject({ grossMinor: 5000, taxMinor: 834 });
    const second = refundOfUnits(line, 1, 1);
    const delivery = refundOfUnits(
      { ref: 'delivery', quantity: 1, grossMinor: row.shipping_minor, taxMinor: row.shipping_tax_minor },
      0,
      1,
    );
    expect(first.taxMinor + second.taxMinor + delivery.taxMinor).toBe(row.tax_minor);
    expect(first.grossMinor + second.grossMinor + delivery.grossMinor).toBe(row.total_minor);
  });
});

describe('GET /checkout/tax: the checkout page’s estimate (item 4)', () => {
  const NEW_YORK = { country: 'US', region: 'NY', postcode: '10118', deliveryMethod: 'standard' };
  const estimate = (query: Record<string, string>, headers: Record<string, string>) =>
    call('GET', `/checkout/tax?${new URLSearchParams(query)}`, undefined, headers);

  it('is what place-order then records', async () => {
    const dress = await createProduct(db, { prices: PRICES });
    const headers = { locale: 'en_US' };
    const bag = await call('POST', '/quote', { product: { sku: dress.sizes['10']!.sku, qty: 2 } }, headers);
    const { token } = (await bag.json()) as { token: string };
    const res = await estimate(NEW_YORK, { ...headers, Quote: token });
    expect(res.status).toBe(200);
    const { estimate: shown } = (await res.json()) as {
      estimate: { pricesIncludeTax: boolean; taxMinor: number; addedMinor: number; byRate: unknown[] };
    };
    expect(shown).toMatchObject({ pricesIncludeTax: false, addedMinor: shown.taxMinor });
    expect(shown.byRate).toEqual([
      { name: 'Sales tax', ratePpm: 40_000, taxMinor: expect.any(Number) },
      { name: 'Local sales tax', ratePpm: 48_750, taxMinor: expect.any(Number) },
    ]);
    const placed = await call(
      'POST',
      '/checkout/place-order',
      {
        email: 'tax.estimate@example.com',
        shippingAddress: {
          ...person,
          city: 'New York',
          region: 'NY',
          postcode: '10118',
          countryCode: 'US',
          phone: '+1 212 555 0100',
        },
        deliveryMethod: 'standard',
        payment: { cardToken: await cardToken() },
      },
      { ...headers, Quote: token },
    );
    const { order } = (await placed.json()) as { order: { number: string } };
    const { rows } = await db.$client.query<{ tax_minor: number }>(
      'select tax_minor from orders where number = $1',
      [order.number],
    );
    expect(rows[0]!.tax_minor).toBe(shown.taxMinor);
  });

  it('has nothing to say without a bag, or for a country the store does not deliver to', async () => {
    expect(await (await estimate(NEW_YORK, { locale: 'en_US' })).json()).toEqual({ estimate: null });
    const dress = await createProduct(db, { prices: PRICES });
    const bag = await call(
      'POST',
      '/quote',
      { product: { sku: dress.sizes['10']!.sku, qty: 1 } },
      { locale: 'en_US' },
    );
    const { token } = (await bag.json()) as { token: string };
    const res = await estimate({ ...NEW_YORK, country: 'FR' }, { locale: 'en_US', Quote: token });
    expect(await res.json()).toEqual({ estimate: null });
  });

  it('answers bad input with 400 naming the field, in the shopper’s language', async () => {
    const res = await estimate({ ...NEW_YORK, country: 'U1' }, { locale: 'fr_FR' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe('La requête n’est pas valide : country.');
  });
});
