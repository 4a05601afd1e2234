import { afterAll, describe, expect, it } from 'vitest';
import { lastMail, uniqueEmail } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { taxedOrderInput } from '../../testing/order-tax.ts';
import { ops } from '../../testing/ops.ts';
import { orderService } from './service.ts';

const db = testDatabase();
const orders = orderService(db);
afterAll(() => db.$client.end());

const ADDRESS = {
  firstName: 'Ava',
  lastName: 'Stone',
  line1: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
  phone: '+44 20 7946 0000',
};

async function placeOrder(storeLocale: 'en-GB' | 'ar-AE' = 'en-GB') {
  const email = uniqueEmail('ops');
  const { number } = await db.transaction((tx) =>
    orders.createOrder(
      tx,
      taxedOrderInput({
        customerId: null,
        email,
        storeLocale,
        currency: storeLocale === 'en-GB' ? 'GBP' : 'AED',
        brand: 'vitrine',
        lines: [
          {
            sku: 'VT000012-10',
            productSku: 'VT000012',
            urlKey: 'satin-slip-dress',
            name: 'Satin Slip Dress',
            size: '10',
            colour: 'Black',
            imagePath: null,
            unitPriceMinor: 2500,
            quantity: 1,
          },
        ],
        subtotalMinor: 2500,
        discountMinor: 0,
        shippingMinor: 0,
        giftCardMinor: 0,
        creditMinor: 0,
        totalMinor: 2500,
        promotionCode: null,
        shippingMethod: 'standard',
        deliveryFrom: '2026-11-24',
        deliveryTo: '2026-11-26',
        shippingAddress: ADDRESS,
        billingAddress: ADDRESS,
        quoteId: null,
        paymentId: null,
      }),
    ),
  );
  return { number, email };
}

describe('npm run ops -- order:*', () => {
  it('dispatches an order: the dispatch email lands in mail_outbox with a generated tracking number', async () => {
    const { number, email } = await placeOrder();
    const processed = await ops('order:process', number.slice(2));
    expect(processed.stderr).toBe('');
    expect(processed.code).toBe(0);
    expect(processed.stdout).toContain(`${number}: placed → processing`);

    const dispatched = await ops('order:dispatch', number.toLowerCase());
    expect(dispatched.code).toBe(0);
    expect(dispatched.stdout).toMatch(
      new RegExp(`${number}: processing → dispatched .* with Royal Mail RM\\d{9}GB \\(generated\\)`),
    );
    expect(dispatched.stdout).toMatch(/Tracking: https:\/\/www\.royalmail\.com\//);
    expect(dispatched.stdout).toMatch(/Dispatch email queued \(outbox #\d+\)/);

    const mail = await lastMail(db, email);
    expect(mail?.template).toBe('order-dispatched');
    expect(mail?.meta.carrier).toBe('Royal Mail');
    expect(mail?.meta.trackingNumber).toMatch(/^RM\d{9}GB$/);
    expect(mail?.text).toContain(`https://ops.example/order-status?order=${number}`);

    const shown = await ops('order:show', number);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Order ${number}: dispatched`);
    expect(shown.stdout).toMatch(/placed\n.*processing\n.*dispatched {2}Royal Mail RM\d{9}GB/);
    expect(shown.stdout).toContain('Next       delivered');
    // Issue 31: the £25.00 dress's 20% VAT, £4.17 of it, on its line and in the amounts.
    expect(shown.stdout).toContain('£25.00  tax 20% £4.17');
    expect(shown.stdout).toContain('total £25.00, of which tax £4.17');
  }, 120_000);

  it('takes the operator’s carrier and tracking number, and says no to moves the machine refuses', async () => {
    const { number, email } = await placeOrder('ar-AE');
    const early = await ops('order:dispatch', number, '--carrier', 'DHL', '--tracking', '1234567890');
    expect(early.code).toBe(1);
    expect(early.stderr).toContain(`Order ${number} is placed; it cannot become dispatched`);

    expect((await ops('order:process', number)).code).toBe(0);
    const badTracking = await ops('order:dispatch', number, '--carrier', 'DHL', '--tracking', 'RM1');
    expect(badTracking.code).toBe(1);
    expect(badTracking.stderr).toContain('is not a DHL tracking number');

    const ok = await ops('order:dispatch', number, '--carrier', 'dhl', '--tracking', '1234567890');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('with DHL 1234567890');
    const mail = await lastMail(db, email);
    expect(mail).toMatchObject({ template: 'order-dispatched', locale: 'ar-AE' });
    expect(mail?.text).toContain('https://ops.example/ae-ar/order-status?order=');

    const unknown = await ops('order:cancel', 'VT999999996');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No order has that number');
  }, 120_000);

  it('explains its usage', async () => {
    const help = await ops('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('order:dispatch <number>');
    const wrong = await ops('order:ship', 'VT100001');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Unknown command');
    const carrier = await ops('order:dispatch', 'VT100001', '--carrier', 'Pigeon Post');
    expect(carrier.code).toBe(1);
    expect(carrier.stderr).toContain('Unknown carrier “Pigeon Post”');
  }, 60_000);
});
