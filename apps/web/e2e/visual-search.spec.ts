import { expect, test } from './support/test';
import { onPhoneIf } from './support/projects';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';

/** Issue 3 §6 / §7.8: a shopper uploads a photo and gets products of a similar colour. */
async function photo(colour: string): Promise<Buffer> {
  const garment = await sharp({ create: { width: 120, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 400, channels: 3, background: '#f4f1ec' } })
    .composite([{ input: garment, left: 90, top: 100 }])
    .jpeg()
    .toBuffer();
}

for (const store of [
  { prefix: '', lang: 'en-GB', submit: 'Find similar', results: 'Closest to this colour', currency: /£/ },
  {
    prefix: '/fr',
    lang: 'fr-FR',
    submit: 'Trouver des articles similaires',
    results: 'Les plus proches de cette couleur',
    currency: /€/,
  },
]) {
  test(
    `${store.lang}: search by photo finds in-stock products of the photo's colour`,
    onPhoneIf(store.lang === 'en-GB'),
    async ({ page }) => {
      await page.goto(`${store.prefix}/catalogsearch/result?q=dress`);
      await page.locator(`a[href$="/catalogsearch/visual"]`).first().click();
      await expect(page).toHaveURL(/\/catalogsearch\/visual$/);
      await expectNoAxeViolations(page, `${store.lang} visual search`);
      await page.locator('input[type=file][name=image]').setInputFiles({
        name: 'inspiration.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo('#a31f34'),
      });
      await page.getByRole('button', { name: store.submit }).click();
      await expect(page).toHaveURL(/color=[0-9a-f]{6}/);
      const hex = new URL(page.url()).searchParams.get('color')!;
      // The colour found is the garment's red, not the background.
      const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
      expect(r!).toBeGreaterThan(g! + 60);
      expect(r!).toBeGreaterThan(b! + 40);
      await expect(page.getByRole('heading', { name: store.results })).toBeVisible();
      const cards = page.locator('section[aria-labelledby="visual-results"] article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first()).toContainText(store.currency);
    },
  );
}

test('a file that is not a photo is refused in the page, with what to do', async ({ page }) => {
  await page.goto('/catalogsearch/visual');
  await page.locator('input[type=file][name=image]').setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('these are not pixels'),
  });
  await page.getByRole('button', { name: 'Find similar' }).click();
  await expect(page.locator('main [role="alert"]')).toContainText('couldn’t read that file as a photo');
});
