import { expect, test } from './support/test';
import { registerByApi, signIn } from './support/account';
import { uniqueAddress } from './support/addresses';

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
  test.skip(info.project.name === 'phone', 'sessions do not depend on the screen; the wait is long');
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
