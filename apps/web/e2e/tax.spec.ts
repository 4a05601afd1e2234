import { expect, test, type Page, type TestInfo } from './support/test';
import { registerByApi, signIn } from './support/account';
import { expectNoAxeViolations } from './support/axe';
import { fillAddress, fillBag, fillCard, NEW_YORK, placeOrder } from './support/checkout';
import { expectMailSent, openMail } from './support/inbox';
import { DUBAI_ORDER_ADDRESS, LONDON_ORDER_ADDRESS, placeBagOrder } from './support/orders';

// Issue 31 acceptance: a US checkout shows tax added by the delivery state; a GB receipt shows VAT;
// a fr-FR receipt is in French; the ar-AE one reads right to left (docs/operations/tax.md).

let counter = 0;
const uniqueEmail = (tag: string, info: TestInfo) =>
  `e2e.tax.${tag}.${info.project.name}.${Date.now()}.${++counter}@example.com`.toLowerCase();

/** "$1,234.56", "1 234,56 €", "٥٫٠٠ د.إ.‏" → minor units (the digits, whatever the format). */
const minorOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** An 8.875%-style rate (parts per million) of an amount, rounded half to even as checkout does. */
function taxOf(amountMinor: number, ratePpm: number): number {
  const exact = (amountMinor * ratePpm) / 1_000_000;
  const floor = Math.floor(exact);
  const rest = exact - floor;
  return rest > 0.5 || (rest === 0.5 && floor % 2 === 1) ? floor + 1 : floor;
}

async function xsrf(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'vt_xsrf');
  expect(cookie, 'the proxy sets the anti-forgery cookie on page loads').toBeTruthy();
  return { 'x-xsrf-token': cookie!.value };
}

/** Registers, signs in on the store's sign-in page, and puts one size in stock in the bag. */
async function customerWithBag(page: Page, info: TestInfo, prefix: string, header: string) {
  const email = uniqueEmail(header, info);
  await registerByApi(page.request, email, { header });
  await page.goto(`${prefix}/customer/account/login`);
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  await fillBag(page, header);
  return { email, headers: { locale: header, ...(await xsrf(page)) } };
}

test('en-US: the bag says tax comes at checkout; checkout adds it by the delivery state; the order keeps it', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await customerWithBag(page, info, '/us', 'en_US');
  await page.goto('/us/checkout/cart');
  await expect(page.getByTestId('bag-tax')).toHaveText('Calculated at checkout');

  await page.goto('/us/checkout');
  // Typed before hydration, React's address fields would be reset (checkout.spec.ts).
  await page.waitForLoadState('networkidle');
  await fillAddress(page, NEW_YORK);
  await page.locator('input[name="deliveryMethod"][value="standard"]').check();
  const summary = page.getByTestId('checkout-summary');
  await expect(summary).toHaveAttribute('data-tax', 'ready');
  const subtotal = minorOf((await page.getByTestId('summary-subtotal').textContent())!);
  const delivery = minorOf((await page.getByTestId('summary-delivery').textContent())!);
  // Manhattan: New York State's 4% and the city's 4.875%, on the goods and the delivery.
  const newYork = taxOf(subtotal, 88_750) + taxOf(delivery, 88_750);
  await expect(page.getByTestId('summary-tax')).toHaveText(`$${(newYork / 100).toFixed(2)}`);
  await expect(page.getByTestId('summary-total')).toHaveAttribute(
    'data-total-minor',
    String(subtotal + delivery + newYork),
  );

  // Delivered to Los Angeles instead: California's 7.25% and the county's 2.5%, delivery untaxed.
  await page.locator('input[name="city"]').fill('Los Angeles');
  await page.locator('select[name="region"]').selectOption('CA');
  await page.locator('input[name="postcode"]').fill('90012');
  await expect(summary).toHaveAttribute('data-tax', 'pending');
  await expect(summary).toHaveAttribute('data-tax', 'ready');
  const california = taxOf(subtotal, 97_500);
  await expect(page.getByTestId('summary-tax')).toHaveText(`$${(california / 100).toFixed(2)}`);

  await fillCard(page);
  const number = await placeOrder(page);
  await expect(page.getByTestId('order-tax')).toHaveText(`$${(california / 100).toFixed(2)}`);
  await expect(page.getByTestId('order-total')).toHaveAttribute(
    'data-total-minor',
    String(subtotal + delivery + california),
  );
  const receipt = page.getByTestId('tax-receipt');
  await expect(receipt.getByRole('heading', { level: 2 })).toHaveText('Sales tax receipt');
  await expect(receipt.getByTestId('receipt-lines').locator('tr').first()).toContainText(
    'State sales tax 7.25% + Local sales tax 2.5%',
  );
  await expect(receipt.getByTestId('receipt-totals')).toContainText(
    `$${((subtotal + delivery + california) / 100).toFixed(2)}`,
  );
  await page.goto(`/us/customer/order-history/${number}`);
  await expect(page.getByTestId('order-totals')).toContainText('Sales tax');
  await expect(page.getByTestId('order-totals')).toContainText(`$${(california / 100).toFixed(2)}`);
});

const RECEIPTS = [
  {
    locale: 'en-GB',
    prefix: '',
    header: 'en_GB',
    address: LONDON_ORDER_ADDRESS,
    bag: 'Including VAT',
    title: 'VAT receipt',
    number: 'VAT number: GB 123 4567 89',
    rate: '20%',
    included: /^Including VAT of £\d+\.\d\d$/,
    print: 'Print receipt',
  },
  {
    locale: 'fr-FR',
    prefix: '/fr',
    header: 'fr_FR',
    address: {
      firstName: 'Léa',
      lastName: 'Martin',
      line1: '8 rue du Faubourg Saint-Honoré',
      city: 'Paris',
      postcode: '75008',
      countryCode: 'FR',
      phone: '01 42 68 53 00',
    },
    bag: 'TVA incluse',
    title: 'Facture',
    number: 'Numéro de TVA\u00a0: FR 12 345678901',
    rate: '20\u00a0%',
    included: /^Dont TVA\s:\s\d+,\d\d\s€$/u,
    print: 'Imprimer la facture',
  },
  {
    locale: 'ar-AE',
    prefix: '/ae-ar',
    header: 'ar_AE',
    address: DUBAI_ORDER_ADDRESS,
    bag: 'شاملة ضريبة القيمة المضافة',
    title: 'فاتورة ضريبية',
    number: 'رقم تسجيل ضريبة القيمة المضافة: TRN 100123456700003',
    rate: '5٪',
    included: /^شاملة ضريبة القيمة المضافة بقيمة/u,
    print: 'طباعة الفاتورة',
  },
] as const;

for (const store of RECEIPTS) {
  test(`${store.locale}: the order page carries a tax receipt in the store's language, and so does the email`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const { email, headers } = await customerWithBag(page, info, store.prefix, store.header);
    await page.goto(`${store.prefix}/checkout/cart`);
    await expect(page.getByTestId('bag-tax-included')).toHaveText(store.bag);
    const number = await placeBagOrder(page, headers, store.address);

    await page.goto(`${store.prefix}/customer/order-history/${number}`);
    await expect(page.getByTestId('order-tax-included')).toHaveText(store.included);
    const receipt = page.getByTestId('tax-receipt');
    await expect(receipt.getByRole('heading', { level: 2 })).toHaveText(store.title);
    await expect(receipt.getByTestId('receipt-tax-number')).toHaveText(store.number);
    const line = receipt.getByTestId('receipt-lines').locator('tr').first();
    await expect(line.locator('td').nth(2)).toHaveText(store.rate);
    // Net + tax = gross on the line, as printed.
    const cell = async (i: number) => minorOf((await line.locator('td').nth(i).textContent())!);
    const [net, tax, gross] = [await cell(3), await cell(4), await cell(5)];
    expect(net! + tax!).toBe(gross);
    await expect(receipt.getByRole('button', { name: store.print })).toBeVisible();
    if (store.locale === 'ar-AE') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoAxeViolations(page, `${store.locale} tax receipt`, '[data-testid="tax-receipt"]');

    await expectMailSent(page, email, 'order-confirmation');
    await openMail(page, email, 'order-confirmation');
    await expect(page.locator('body')).toContainText(store.title);
  });
}
