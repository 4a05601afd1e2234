import fs from 'node:fs';
import { ON_PHONE } from './support/projects';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@vitrine/config';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { contrastRatio, over, requiredContrast, type Rgba } from './support/contrast';

/**
 * Issue 29 item 14, WCAG 1.4.3: the words of every store's home hero against the picture as the
 * browser paints it behind them, on a desktop and a phone. For each line of text: its box, its
 * colour and size; the hero is photographed with the text made transparent, and every pixel behind
 * each line is compared with the line's colour (painted over that pixel when it is translucent).
 * The line's worst pixel must reach 4.5:1, or 3:1 for large text. One page load per store.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
// Outside test-results, which every Playwright run empties: to look at what was measured.
const SHOTS = process.env.HERO_SHOTS ?? path.join(here, '../../../.test-data/hero-shots');

interface Line {
  text: string;
  colour: Rgba;
  fontSize: number;
  fontWeight: number;
  /** The line's box in CSS pixels from the hero's top left corner. */
  box: { x: number; y: number; width: number; height: number };
}

for (const store of LOCALES) {
  test(
    `${store.localeISOCode}: the home hero's words reach WCAG contrast on the picture behind them`,
    ON_PHONE,
    async ({ page }, info) => {
      await page.goto(store.subpathPrefix ? `/${store.subpathPrefix}/` : '/');
      const hero = page.locator('main section:has(h1)').first();
      await expect(hero.locator('h1')).toBeVisible();
      // The picture the browser chose (desktop or phone source) decoded, and the fonts in.
      await hero.locator('img').evaluate(async (img: HTMLImageElement) => {
        if (!img.complete) await new Promise((done) => img.addEventListener('load', done, { once: true }));
        await img.decode();
      });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));

      const lines: Line[] = await hero.evaluate((section) => {
        const origin = section.getBoundingClientRect();
        // Any CSS colour (Tailwind writes oklab mixes) as the sRGB bytes a canvas paints.
        const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        const srgb = (css: string) => {
          paint.clearRect(0, 0, 1, 1);
          paint.fillStyle = css;
          paint.fillRect(0, 0, 1, 1);
          const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
          return { r: r!, g: g!, b: b!, a: a! / 255 };
        };
        const found: Line[] = [];
        const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          const element = node.parentElement;
          if (!text || !element || element.closest('.sr-only')) continue;
          const style = getComputedStyle(element);
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.width < 1 || rect.height < 1) continue;
            found.push({
              text,
              colour: srgb(style.color),
              fontSize: parseFloat(style.fontSize),
              fontWeight: Number(style.fontWeight),
              box: {
                x: rect.left - origin.left,
                y: rect.top - origin.top,
                width: rect.width,
                height: rect.height,
              },
            });
          }
        }
        return found;
      });
      expect(lines.length, 'the hero has words').toBeGreaterThan(3);

      fs.mkdirSync(SHOTS, { recursive: true });
      const name = `${store.localeISOCode}-${info.project.name}`;
      await hero.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
      // The same picture without the words: what is behind each of them.
      // (Style attributes: the page's policy refuses a style element, decision 0032.)
      await hero.evaluate((section) => {
        for (const element of section.querySelectorAll<HTMLElement>('*')) {
          element.style.setProperty('color', 'transparent', 'important');
          element.style.setProperty('text-shadow', 'none', 'important');
        }
      });
      const shot = await hero.screenshot({ animations: 'disabled', caret: 'hide' });
      fs.writeFileSync(path.join(SHOTS, `${name}-behind.png`), shot);
      const { data, info: image } = await sharp(shot)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const width = (await hero.boundingBox())!.width;
      const scale = image.width / width;

      const measured = lines.map((line) => {
        const colour = line.colour;
        let worst = Infinity;
        const x0 = Math.max(0, Math.floor(line.box.x * scale));
        const x1 = Math.min(image.width, Math.ceil((line.box.x + line.box.width) * scale));
        const y0 = Math.max(0, Math.floor(line.box.y * scale));
        const y1 = Math.min(image.height, Math.ceil((line.box.y + line.box.height) * scale));
        for (let y = y0; y < y1; y++) {
          for (let x = x0; x < x1; x++) {
            const i = (y * image.width + x) * image.channels;
            const behind = { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
            worst = Math.min(worst, contrastRatio(over(colour, behind), behind));
          }
        }
        return {
          text: line.text.slice(0, 40),
          contrast: Math.round(worst * 100) / 100,
          needed: requiredContrast(line.fontSize, line.fontWeight),
        };
      });
      // The measure itself: a button's dark words on its own white ground are as WCAG computes them.
      const onWhite = measured.filter((m) => m.contrast > 15);
      expect(onWhite.length, 'the filled button is measured on its own white ground').toBeGreaterThan(0);

      const short = measured.filter((m) => m.contrast < m.needed);
      expect(short, `lines below WCAG contrast in ${name}: ${JSON.stringify(measured)}`).toEqual([]);
    },
  );
}
