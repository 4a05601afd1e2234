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
