import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page, type TestInfo } from './support/test';
import { fillRegistration, PASSWORD, signInAfterRegistration } from './support/account';
import { uniqueAddress } from './support/addresses';
import { openMail } from './support/inbox';

/**
 * Decision 0034: registration answers a taken email exactly as a new one (nobody learns who has an
 * account here) and tells the owner by email; the new shopper then signs in with their password.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const loginMessages = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(here, `../messages/account/${language}.json`), 'utf8')).login;

const STORES = [
  {
    locale: 'en-GB',
    prefix: '',
    language: 'en',
    header: 'en_GB',
    ownerHeading: 'You already have an account',
    birth: {
      legend: 'Date of birth (optional)',
      labels: { day: 'Day', month: 'Month', year: 'Year' },
      february: 'February',
      noSuchDay: 'That month does not have this day. Please choose another day.',
    },
  },
  {
    locale: 'ar-AE',
    prefix: '/ae-ar',
    language: 'ar',
    header: 'ar_AE',
    ownerHeading: 'لديك حساب بالفعل',
    birth: {
      legend: 'تاريخ الميلاد (اختياري)',
      labels: { day: 'اليوم', month: 'الشهر', year: 'السنة' },
      february: 'فبراير',
      noSuchDay: 'هذا الشهر لا يحتوي على هذا اليوم. يرجى اختيار يوم آخر.',
    },
  },
] as const;

/** A stranger's password: not the owner's. */
const OTHER_PASSWORD = 'Copper-Lantern-Meadow-17';

/** A browser of its own (its own cookies and client address), as a stranger would have. */
const stranger = (browser: Browser, info: TestInfo) =>
  browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress(info) } });

for (const store of STORES) {
  test(`${store.locale}: registering a taken email looks exactly like registering a new one`, async ({
    browser,
  }, info) => {
    const email = `e2e.reg.${store.locale}.${info.project.name}.${Date.now()}@example.com`.toLowerCase();

    /** §3.8/§9: the date of birth is chosen with three labelled selects in one fieldset. */
    const chooseBirthDate = async (page: Page, day: string) => {
      const group = page.getByRole('group', { name: store.birth.legend });
      await group.getByLabel(store.birth.labels.day).selectOption(day);
      await group.getByLabel(store.birth.labels.month).selectOption({ label: store.birth.february });
      await group.getByLabel(store.birth.labels.year).selectOption('2001');
      return group;
    };

    /** What the person who sends the form sees: where they land, what it says, what it stored. */
    async function registerAs(firstName: string, password: string, birthDay?: string) {
      const context = await stranger(browser, info);
      const page = await context.newPage();
      await page.goto(`${store.prefix}/customer/account/create`);
      if (birthDay) {
        // §8/§9 days-in-month: 31 February 2001 is refused beside the date, in the store's language.
        const group = await chooseBirthDate(page, '31');
        await fillRegistration(page, email, firstName, 'Stone', password);
        await expect(group).toContainText(store.birth.noSuchDay);
        await expect(page).toHaveURL(/\/customer\/account\/create$/);
        await chooseBirthDate(page, birthDay);
      }
      const before = new Set((await context.cookies()).map((c) => c.name));
      await fillRegistration(page, email, firstName, 'Stone', password);
      await page.waitForURL((url) => !url.pathname.endsWith('/customer/account/create'));
      const emailField = page.locator('input[name="email"]');
      const seen = {
        path: new URL(page.url()).pathname,
        messages: await page.locator('main [role="status"]').allTextContents(),
        email: (await emailField.count()) ? await emailField.inputValue() : null,
        cookies: (await context.cookies())
          .filter((c) => !before.has(c.name))
          .map((c) => c.name)
          .sort(),
      };
      return { context, page, seen };
    }

    const newcomer = await registerAs('Ava', PASSWORD, '28');
    // Someone else tries the same address with a password of their own.
    const stranger2 = await registerAs('Eve', OTHER_PASSWORD);
    expect(stranger2.seen).toEqual(newcomer.seen);
    expect(newcomer.seen).toMatchObject({
      path: `${store.prefix}/customer/account/login`,
      messages: [loginMessages(store.language).checkInbox],
      email,
    });
    // Neither was signed in by registering (the sign-in page sends a signed-in shopper on).
    await stranger2.page.goto(`${store.prefix}/customer/account`);
    await expect(stranger2.page).toHaveURL(/\/customer\/account\/login\/referer\//);
    await stranger2.context.close();

    // The newcomer carries on with the password they chose.
    await signInAfterRegistration(newcomer.page, email);
    await expect(newcomer.page).toHaveURL(new RegExp(`${store.prefix}/customer/account$`));
    await expect(newcomer.page.getByRole('heading', { level: 1 })).toContainText('Ava');
    // The date chosen was kept: the details form shows it in its own selects.
    await newcomer.page.goto(`${store.prefix}/customer/account/edit`);
    const saved = newcomer.page.getByRole('group', { name: store.birth.legend });
    await expect(saved.getByLabel(store.birth.labels.day)).toHaveValue('28');
    await expect(saved.getByLabel(store.birth.labels.month)).toHaveValue('02');
    await expect(saved.getByLabel(store.birth.labels.year)).toHaveValue('2001');

    // The owner is told, in their store's language, with a way to sign in.
    await openMail(newcomer.page, email, 'account-exists');
    await expect(newcomer.page.getByTestId('mail-text')).toContainText(store.ownerHeading);
    const loginUrl = await newcomer.page.getByTestId('mail-link-loginUrl').getAttribute('href');
    expect(new URL(loginUrl!).pathname).toBe(`${store.prefix}/customer/account/login`);
    await newcomer.context.close();
  });
}

test('/api/register answers a taken email with the same status, body and cookies as a new one', async ({
  browser,
}, info) => {
  const context = await stranger(browser, info);
  const page = await context.newPage();
  await page.goto('/ae-ar/customer/account/create');
  const xsrf = (await context.cookies()).find((c) => c.name === 'vt_xsrf')!.value;
  const email = `e2e.reg.api.${info.project.name}.${Date.now()}@example.com`;
  const send = async (firstName: string, password: string) => {
    const res = await page.request.post('/api/register', {
      headers: { 'x-xsrf-token': xsrf, locale: 'ar_AE' },
      data: { email, password, firstName, lastName: 'Haddad' },
    });
    return {
      status: res.status(),
      body: (await res.json()) as unknown,
      cookies: res
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => h.value.split('=')[0])
        .sort(),
    };
  };
  const fresh = await send('Layla', PASSWORD);
  const taken = await send('Eve', OTHER_PASSWORD);
  expect(taken).toEqual(fresh);
  expect(fresh.status).toBe(202);
  expect(fresh.cookies).not.toContain('vt_jwt');
  await openMail(page, email, 'account-exists');
  await expect(page.getByTestId('mail-text')).toContainText('لديك حساب بالفعل');
  await context.close();
});
