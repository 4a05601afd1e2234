import { expect, test, type Browser, type Page, type TestInfo } from './support/test';
import { PASSWORD, registerByApi, signIn } from './support/account';
import { ops } from './support/ops';
import { expectNoAxeViolations } from './support/axe';
import { uniqueAddress } from './support/addresses';

/**
 * Issue 5: merchandisers edit content at /staff/content without curl. A publisher writes a new
 * listing banner, publishes it and sees it on the store's listing page at once (the publish
 * reaches every instance's caches, docs/operations/content.md); a refused write shows the reason
 * beside the form and keeps the text; an editor saves drafts but cannot publish; a shopper gets
 * the 404 page and a guest the sign-in page. Axe on the list and edit screens; keyboard only where
 * it matters (opening a banner, publishing).
 */

const LISTING = '/shop-by/bottoms.html';

let counter = 0;
const unique = (tag: string, info: TestInfo) =>
  `e2e-staff-${tag}-${info.project.name}-${Date.now()}-${++counter}`.toLowerCase();

/** A new customer with `role` (or none), signed in through the page a guest is sent to. */
async function signedIn(browser: Browser, info: TestInfo, role: 'editor' | 'publisher' | undefined) {
  const tag = unique(role ?? 'shopper', info);
  // Own address: the sign-in limits are per address and every browser here shares 127.0.0.1.
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress(info) },
  });
  const page = await context.newPage();
  const email = `${tag}@example.com`;
  await registerByApi(page.request, email);
  if (role) await ops('staff:grant', email, role);
  // A guest is sent to sign in, and comes back.
  await page.goto('/staff/content');
  await expect(page).toHaveURL(/\/customer\/account\/login\/referer\//);
  await signIn(page, email);
  return { page, email };
}

const bannerOnListing = (page: Page, id: string) => page.locator(`[data-banner-id="${id}"]`);

test('a publisher writes a banner, publishes it and sees it on the store at once', async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const { page } = await signedIn(browser, info, 'publisher');
  await expect(page).toHaveURL(/\/staff\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Entries with their state' })).toContainText('footer');
  await expectNoAxeViolations(page, '/staff/content');

  // The listing page as shoppers have it cached now, without the banner.
  const id = unique('banner', info);
  const store = await page.context().newPage();
  await store.goto(LISTING);
  await expect(bannerOnListing(store, id)).toHaveCount(0);

  // Opening a new banner by keyboard: type its id, Enter.
  await page.getByLabel('Banner id').fill(id);
  await page.getByLabel('Banner id').press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Banner ${id} (UK_listing)`);
  await expect(page.getByText('New, not saved yet')).toBeVisible();
  await expectNoAxeViolations(page, '/staff/content/banner (new)');

  const data = page.getByLabel('Data (JSON)');
  // The form's own alert (Next's route announcer is an alert too).
  const problem = page.locator('form [role="alert"]');
  // Not JSON: said beside the form, the text kept.
  await data.fill('{ "Title": ');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(problem).toContainText('not valid JSON');
  await expect(data).toHaveValue('{ "Title": ');
  // JSON the service refuses (an unknown field): its message and field, the text kept.
  const refused = JSON.stringify({ Title: 'Nope', Link: '/new-in.html', Colour: 'red' });
  await data.fill(refused);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(problem).toBeVisible();
  await expect(problem).not.toContainText('not valid JSON');
  await expect(data).toHaveValue(refused);
  await expectNoAxeViolations(page, '/staff/content/banner (refused)');

  const title = `Staff sale ${info.project.name} ${Date.now()}`;
  await data.fill(
    JSON.stringify({
      Title: title,
      Text: 'Written on the staff screen',
      Link: '/new-in.html',
      Media: {
        Desktop: [{ Url: '/media/site/hero-1600.webp' }],
        Mobile: [{ Url: '/media/site/hero-mobile-800.webp' }],
      },
    }),
  );
  // Publishing by keyboard.
  await page.getByRole('button', { name: 'Save and publish' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Published');
  await expect(page.locator('dd').first()).toHaveText('Published');
  await expectNoAxeViolations(page, '/staff/content/banner (published)');

  try {
    // The same listing URL, well inside the banner file's minute and the page's five minutes.
    await expect(async () => {
      await store.reload();
      await expect(bannerOnListing(store, id)).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 15_000, intervals: [500, 1_000] });
    await expect(bannerOnListing(store, id)).toContainText(title);
  } finally {
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('status')).toContainText('Unpublished');
  }
  await expect(async () => {
    await store.reload();
    await expect(bannerOnListing(store, id)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000, intervals: [500, 1_000] });

  // §5 preview from the edit screen: the store page with the draft, which unpublishing kept.
  await page.getByRole('link', { name: 'Preview in the store' }).click();
  await expect(page).toHaveURL(new RegExp(`${LISTING.replaceAll('.', '\\.')}$`));
  await expect(bannerOnListing(page, id)).toContainText(title);
});

test('a publisher writes a new page and books its publication for later', async ({ browser }, info) => {
  test.setTimeout(90_000);
  const { page } = await signedIn(browser, info, 'publisher');
  await expect(page).toHaveURL(/\/staff\/content$/);
  const slug = unique('page', info);
  // "New page": a page of en-GB by default, opened by keyboard. Its scripts are held back so that
  // the publisher types into the server's HTML, as on a slow connection: React 19 put a textarea's
  // server value back over text typed before it hydrated, and Save then sent "{}" (the patch to
  // Next's React DOM in patches/, decision 0025).
  let releaseScripts = () => {};
  const held = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Slug').press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page: ${slug} (en-GB)`);
  const data = page.getByLabel('Data (JSON)');
  const typed = JSON.stringify({ title: 'Booked page', slug, body: '<p>Later</p><script>alert(1)</script>' });
  await data.fill(typed);
  releaseScripts();
  // Hydrated: React has claimed the field (its fiber is on the element).
  await expect
    .poll(() => data.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await page.unroute('**/_next/static/chunks/**');
  await expect(data).toHaveValue(typed);
  await page.getByLabel(/Publish at/).fill('2030-06-01T09:00');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('status')).toContainText('Publication booked');
  await expect(page.locator('dd').first()).toHaveText('Publication booked');
  // The field is the store's wall clock (London), stored as that instant.
  await expect(page.locator('dd').nth(2)).toHaveText('1 Jun 2030, 09:00 (Europe/London)');
  // Cleaned on write by the service (§3.8), as through the API.
  await expect(data).not.toHaveValue(/<script/);
  // What was typed before the page hydrated is what was saved.
  await expect(data).toHaveValue(/"title": "Booked page"/);
  await expectNoAxeViolations(page, '/staff/content/entry (booked)');
});

test('an editor saves drafts but cannot publish', async ({ browser }, info) => {
  test.setTimeout(90_000);
  const { page, email } = await signedIn(browser, info, 'editor');
  await expect(page).toHaveURL(/\/staff\/content$/);
  await expect(page.getByText('editor (you can save drafts')).toBeVisible();

  await page.goto('/staff/content/entry?kind=single&key=terms-page&locale=en-GB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page or setting: terms-page (en-GB)');
  await expectNoAxeViolations(page, '/staff/content/entry (editor)');
  await expect(page.getByRole('button', { name: 'Save and publish' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);

  const id = unique('draft', info);
  await page.goto(`/staff/content/banner?region=UK&type=listing&id=${id}`);
  await page
    .getByLabel('Data (JSON)')
    .fill(JSON.stringify({ Title: 'Editor draft', Text: 'Not live', Link: '/new-in.html' }));
  // Shown in one window on every device: two fields in the region's time, kept as typed.
  await page.getByLabel('From').fill('2030-01-01T09:00');
  await page.getByLabel('Until').fill('2030-01-02T18:30');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toContainText('Draft saved');
  await expect(page.getByText('Draft, never published')).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue('2030-01-01T09:00');
  await expect(page.getByLabel('Until')).toHaveValue('2030-01-02T18:30');
  await expect(page.getByLabel('Data (JSON)')).not.toHaveValue(/Schedule/);
  await expectNoAxeViolations(page, '/staff/content/banner (editor)');

  // The API behind the screen refuses the editor's publish as well.
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email, password: PASSWORD },
    headers: { locale: 'en_GB' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const publish = await page.request.post(`/api/v1/content/banners/UK/listing/${id}/publish`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(publish.status()).toBe(403);
});

test('a shopper gets no access; a guest is sent to sign in', async ({ browser, page }, info) => {
  const guest = await page.goto('/staff/content/entry?kind=footer&key=footer&locale=en-GB');
  expect(guest?.url()).toMatch(/\/customer\/account\/login\/referer\//);

  const shopper = await signedIn(browser, info, undefined);
  // Signed in, the referer brings the shopper back to the staff screen, which is not found.
  await expect(shopper.page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  const response = await shopper.page.goto('/staff/content');
  expect(response?.status()).toBe(404);
  await expect(shopper.page.getByText('Signed in as')).toHaveCount(0);
});
