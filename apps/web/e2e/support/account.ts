import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from './test';
import { uniqueAddress } from './addresses';

/** A password the registration's strength rules accept. */
export const PASSWORD = 'Velvet-Orchid-Parade-42';

/** The submit button of the form on the page that has a field of this name. */
const submitOf = (page: Page, field: string) =>
  page
    .locator('form')
    .filter({ has: page.locator(`input[name="${field}"]`) })
    .locator('button[type="submit"]');

/**
 * Fills the registration form on the page and sends it. Registering does not sign in (decision
 * 0034): the shopper lands on the sign-in page, their email filled in; signInAfterRegistration.
 */
export async function fillRegistration(
  page: Page,
  email: string,
  firstName = 'Ava',
  lastName = 'Stone',
  password = PASSWORD,
) {
  await page.locator('input[name="firstName"]').fill(firstName);
  await page.locator('input[name="lastName"]').fill(lastName);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await submitOf(page, 'firstName').click();
}

/** After fillRegistration: on the sign-in page the email is filled in; the password signs in. */
export async function signInAfterRegistration(page: Page, email: string) {
  await expect(page).toHaveURL(/\/customer\/account\/login$/);
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await submitOf(page, 'password').click();
}

/**
 * Registers through the store's form, signs in and lands on the account page. The shopper comes
 * from an address of their own, as a new customer does: registrations are limited per address
 * (docs/operations/security.md), and every browser of the run connects from 127.0.0.1.
 */
export async function register(
  page: Page,
  email: string,
  options: { prefix?: string; firstName?: string; lastName?: string } = {},
) {
  const prefix = options.prefix ?? '';
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(test.info()) });
  await page.goto(`${prefix}/customer/account/create`);
  await fillRegistration(page, email, options.firstName, options.lastName);
  await signInAfterRegistration(page, email);
  await expect(page).toHaveURL(new RegExp(`${prefix}/customer/account$`));
}

/**
 * Registers through the §7.3 API only: the browser stays signed out. From an address of its own,
 * like register; the request's other calls keep theirs.
 */
export async function registerByApi(
  request: APIRequestContext,
  email: string,
  options: { header?: string; firstName?: string; lastName?: string } = {},
) {
  const res = await request.post('/api/v1/registration', {
    headers: { locale: options.header ?? 'en_GB', 'x-forwarded-for': uniqueAddress(test.info()) },
    data: {
      email,
      password: PASSWORD,
      firstName: options.firstName ?? 'Ava',
      lastName: options.lastName ?? 'Stone',
    },
  });
  expect(res.status(), await res.text()).toBe(202);
}

/** Fills the sign-in form on the page and sends it. */
export async function signIn(page: Page, email: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await submitOf(page, 'password').click();
}

const messages = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../messages/account');

/** Signs out with the logout page's button (opening the page alone signs nobody out). */
export async function signOut(page: Page, prefix = '', language: 'en' | 'fr' | 'ar' = 'en') {
  const wording = JSON.parse(fs.readFileSync(path.join(messages, `${language}.json`), 'utf8'));
  await page.goto(`${prefix}/customer/account/logout`);
  await page.getByRole('button', { name: wording.logout.confirm, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/customer/account/login$`));
}
