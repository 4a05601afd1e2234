import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/test';
import { PASSWORD, registerByApi, signIn } from './support/account';
import { uniqueAddress } from './support/addresses';
import { inventory, listingLinks, styleOf } from './support/catalogue';

/**
 * Decision 0033: a refresh token replayed after the grace window is a theft; the sign-in it belongs
 * to ends at once, access tokens included, in the browser as in the API. Other sign-ins of the
 * same customer stay.
 */

/** Decision 0009's grace window (20 seconds) and a second to spare. */
const PAST_GRACE_MS = 21_000;

test('a replayed refresh token signs its browser out on the next page; another sign-in stays', async ({
  browser,
  playwright,
}, info) => {
  test.setTimeout(90_000);
  const prefix = '/ae-ar';
  const email = `e2e.sessions.${info.project.name}.${Date.now()}@example.com`;
  const headers = { 'x-forwarded-for': uniqueAddress(info) };
  const victim = await browser.newContext({ extraHTTPHeaders: headers });
  await registerByApi(victim.request, email, { header: 'ar_AE', firstName: 'Layla' });
  // Two sign-ins of one customer: this browser and a laptop.
  const laptop = await browser.newContext({ extraHTTPHeaders: headers });
  const [page, laptopPage] = await Promise.all([victim.newPage(), laptop.newPage()]);
  for (const signingIn of [page, laptopPage]) {
    await signingIn.goto(`${prefix}/customer/account/login`);
    await signIn(signingIn, email);
    await expect(signingIn).toHaveURL(new RegExp(`${prefix}/customer/account$`));
  }

  // A thief copies the browser's refresh token and uses it, then again once the window has passed.
  const stolen = (await victim.cookies()).find((c) => c.name === 'vt_refresh')!.value;
  const thief = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const first = await thief.post('/api/v1/auth/refresh', { data: { refreshToken: stolen } });
  expect(first.status()).toBe(200);
  const { accessToken } = (await first.json()) as { accessToken: string };
  await new Promise((resolve) => setTimeout(resolve, PAST_GRACE_MS));
  expect((await thief.post('/api/v1/auth/refresh', { data: { refreshToken: stolen } })).status()).toBe(401);

  // Both access tokens of that sign-in have minutes left, and neither works any more.
  const asThief = await thief.get('/api/v1/customer', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(asThief.status()).toBe(401);
  await page.goto(`${prefix}/customer/account`);
  await expect(page).toHaveURL(/\/customer\/account\/login\/referer\//);

  // The laptop signed in on its own and is untouched.
  await laptopPage.goto(`${prefix}/customer/account`);
  await expect(laptopPage.getByRole('heading', { level: 1 })).toContainText('Layla');
  await thief.dispose();
  await victim.close();
  await laptop.close();
});

const here = path.dirname(fileURLToPath(import.meta.url));
const logoutWords = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(here, `../messages/account/${language}.json`), 'utf8')).logout;

/** How many times the page has loaded a store's logout page (document requests, not history updates). */
function logoutVisits(page: Page): () => number {
  let visits = 0;
  page.on('request', (request) => {
    const loadsLogout =
      request.isNavigationRequest() && new URL(request.url()).pathname.endsWith('/customer/account/logout');
    if (loadsLogout && request.frame() === page.mainFrame()) visits += 1;
  });
  return () => visits;
}

/**
 * §4.1 / §2.3 / §8 (decision 0039): a session that can no longer be renewed (refresh answered 401)
 * sends every tab of the browser to its own store's logout page, once; a shopper who never signed
 * in is never sent there, even when the API answers them 401.
 */
test('an ended session takes each tab to its store’s logout page once; a guest’s 401 does not', async ({
  browser,
  playwright,
}, info) => {
  test.setTimeout(90_000);
  const email = `e2e.sessions.end.${info.project.name}.${Date.now()}@example.com`;
  const headers = { 'x-forwarded-for': uniqueAddress(info) };
  const shopper = await browser.newContext({ extraHTTPHeaders: headers });
  await registerByApi(shopper.request, email, { header: 'ar_AE', firstName: 'Layla' });
  const gb = await shopper.newPage();
  await gb.goto('/customer/account/login');
  await signIn(gb, email);
  await expect(gb).toHaveURL(/\/customer\/account$/);
  const refreshes: number[] = [];
  shopper.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/v1/auth/refresh') refreshes.push(res.status());
  });

  // Two tabs in two stores: a listing in en-GB, the home page in ar-AE, each checking its session.
  const links = await listingLinks(gb, '/clothing/dresses.html');
  const ae = await shopper.newPage();
  const checked = ae.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/refresh/get');
  await ae.goto('/ae-ar');
  expect((await checked).status()).toBe(200);
  const gbVisits = logoutVisits(gb);
  const aeVisits = logoutVisits(ae);

  // On another device the customer puts a size in their bag, then signs out everywhere: the
  // browser's access token is refused from now on, and so is its refresh token.
  const device = await playwright.request.newContext({
    baseURL: info.project.use.baseURL,
    extraHTTPHeaders: headers,
  });
  const login = await device.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const bearer = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  let sku: string | undefined;
  for (const link of links) {
    sku = (await inventory(device, styleOf(link), 'en_GB')).find((size) => size.quantity > 0)?.sku;
    if (sku) break;
  }
  const bag = await device.post('/api/v1/quote', {
    headers: { ...bearer, locale: 'en_GB' },
    data: { product: { sku, qty: 1 } },
  });
  const customersBag = ((await bag.json()) as { token: string }).token;
  expect(customersBag).toBeTruthy();
  expect((await device.post('/api/v1/auth/logout', { headers: bearer, data: {} })).status()).toBe(204);

  // The listing's next view asks refresh/get: 401, one refresh, 401. Both tabs leave, each once.
  await gb.reload();
  await expect(gb).toHaveURL(/^https?:\/\/[^/]+\/customer\/account\/logout$/);
  await expect(ae).toHaveURL(/\/ae-ar\/customer\/account\/logout$/);
  await expect(gb.getByRole('heading', { level: 1 })).toHaveText(logoutWords('en').signedOutTitle);
  await expect(ae.getByRole('heading', { level: 1 })).toHaveText(logoutWords('ar').signedOutTitle);
  await expect(ae.locator('html')).toHaveAttribute('lang', 'ar-AE');
  await Promise.all([gb.waitForLoadState('networkidle'), ae.waitForLoadState('networkidle')]);
  await gb.goto('/clothing/dresses.html');
  await gb.waitForLoadState('networkidle');
  await expect(gb).toHaveURL(/\/clothing\/dresses\.html$/);
  expect([gbVisits(), aeVisits()]).toEqual([1, 1]);
  expect(refreshes).toEqual([401]);

  // A guest's browser holding that customer's bag token: the API answers 401, and that is no
  // session ending: no refresh is tried and the guest stays where they are.
  const guest = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress(info) } });
  const url = info.project.use.baseURL!;
  await guest.addCookies([
    { name: 'vt_quote_token', value: customersBag, url },
    { name: 'vt_quote_flag', value: '1', url },
  ]);
  const guestPage = await guest.newPage();
  const guestVisits = logoutVisits(guestPage);
  let guestRefreshes = 0;
  guest.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/v1/auth/refresh') guestRefreshes += 1;
  });
  const refused = guestPage.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/quote');
  await guestPage.goto('/ae-ar/clothing/dresses.html');
  expect((await refused).status()).toBe(401);
  await guestPage.waitForLoadState('networkidle');
  await expect(guestPage).toHaveURL(/\/ae-ar\/clothing\/dresses\.html$/);
  expect([guestVisits(), guestRefreshes]).toEqual([0, 0]);

  await device.dispose();
  await guest.close();
  await shopper.close();
});
