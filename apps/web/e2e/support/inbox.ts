import { expect, type Page } from '@playwright/test';

/** Opens the newest email of a template for an address in the development inbox. */
export async function openMail(page: Page, to: string, template: string) {
  await expect(async () => {
    await page.goto(`/dev/inbox?to=${encodeURIComponent(to)}`);
    await expect(page.getByTestId('inbox-message').filter({ hasText: template }).first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await page.getByTestId('inbox-message').filter({ hasText: template }).first().getByRole('link').click();
}

/**
 * Waits until the newest email of a template for an address is sent, not only queued: the store
 * process's own job worker delivered it (issue 31 item 7: `npm start` runs one unless WORKER=off,
 * and none other runs beside the e2e servers).
 */
export async function expectMailSent(page: Page, to: string, template: string) {
  await expect(async () => {
    await page.goto(`/dev/inbox?to=${encodeURIComponent(to)}`);
    const message = page.getByTestId('inbox-message').filter({ hasText: template }).first();
    await expect(message.getByText('sent', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}
