import { expect, test } from './support/test';
import { registerByApi } from './support/account';
import { openMail } from './support/inbox';

/**
 * Issue 35 item 1: no link is built from a request header. A "forgot password" sent with a forged
 * X-Forwarded-Host used to email a live reset link on the attacker's host, and canonical and
 * hreflang links were relative or followed the request. The e2e server has no PUBLIC_ORIGIN: its
 * origin is the address it listens on, which is the tests' baseURL.
 */
const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

for (const store of [
  { locale: 'en-GB', prefix: '', header: 'en_GB' },
  { locale: 'ar-AE', prefix: '/ae-ar', header: 'ar_AE' },
]) {
  test(`a forged host cannot redirect the reset link (${store.locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `forged.host.${store.header}.${Date.now()}.${test.info().project.name}@example.com`;
    await registerByApi(request, email, { header: store.header });
    await page.setExtraHTTPHeaders(FORGED);
    await page.goto(`${store.prefix}/customer/account/forgotpassword`);
    await page.locator('input[name="email"]').fill(email);
    // The form's post as an attacker's script sends it: forged host headers and no Origin, which
    // the framework's same-origin check of server actions lets through (a browser always sends
    // one). The browser's post is held back and sent again that way, with the same cookies.
    type Post = { url: string; headers: Record<string, string>; body: Buffer };
    let hold!: (post: Post) => void;
    const posted = new Promise<Post>((resolve) => (hold = resolve));
    await page.route(`**${store.prefix}/customer/account/forgotpassword`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const sent = route.request();
      hold({ url: sent.url(), headers: sent.headers(), body: sent.postDataBuffer()! });
      await route.abort();
    });
    await page
      .locator('form')
      .filter({ has: page.locator('input[name="email"]') })
      .locator('button[type="submit"]')
      .click();
    const { url, headers, body } = await posted;
    delete headers.origin;
    const forged = await page.request.post(url, { headers: { ...headers, ...FORGED }, data: body });
    expect(forged.status()).toBe(200);
    await page.setExtraHTTPHeaders({});
    await page.unrouteAll();
    await openMail(page, email, 'password-reset');
    const link = await page.getByTestId('mail-link-resetUrl').getAttribute('href');
    expect(link).toMatch(
      new RegExp(`^${escape(baseURL!)}${escape(store.prefix)}/customer/account/changeforgotten\\?token=`),
    );
  });
}

test('canonical and hreflang links are absolute on the configured origin, whatever the request says', async ({
  page,
  baseURL,
}) => {
  await page.setExtraHTTPHeaders(FORGED);
  await page.goto('/ae-ar');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ae-ar`);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
  expect(alternates.length).toBeGreaterThanOrEqual(12);
  for (const [, href] of alternates) expect(href).toMatch(new RegExp(`^${escape(baseURL!)}(/|$)`));
  expect(Object.fromEntries(alternates)['x-default']).toMatch(new RegExp(`^${escape(baseURL!)}/?$`));
});

test('robots.txt and sitemaps name the configured origin, and redirects stay on the site', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt', { headers: FORGED })).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/fr/sitemap.xml`);
  expect(robots).not.toContain('evil.example');
  const sitemap = await (await request.get('/fr/sitemap.xml', { headers: FORGED })).text();
  expect(sitemap).toContain(`<loc>${baseURL}/fr/sitemap/categories.xml</loc>`);
  // A store's internal route name redirects to its public address: a path, not a host.
  const redirect = await request.get('/fr-FR/faq', { headers: FORGED, maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers().location).toBe('/fr/faq');
});
