import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deltaE, dominantColour, toLab } from './palette.ts';

/** A packshot-like picture: a coloured shape on a plain background. */
async function picture(
  background: string,
  shapes: { colour: string; left: number; top: number; width: number; height: number }[],
) {
  return sharp({ create: { width: 200, height: 250, channels: 3, background } })
    .composite(
      await Promise.all(
        shapes.map(async (s) => ({
          input: await sharp({
            create: { width: s.width, height: s.height, channels: 3, background: s.colour },
          })
            .png()
            .toBuffer(),
          left: s.left,
          top: s.top,
        })),
      ),
    )
    .jpeg()
    .toBuffer();
}

const close = (actual: { r: number; g: number; b: number }, hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return deltaE(toLab(actual), toLab({ r: n >> 16, g: (n >> 8) & 255, b: n & 255 }));
};

describe('§7.8 visual search: the colour a photo is about', () => {
  it('finds the garment, not the white background', async () => {
    const image = await picture('#ffffff', [
      { colour: '#b4233c', left: 50, top: 40, width: 100, height: 170 },
    ]);
    expect(close(await dominantColour(image), '#b4233c')).toBeLessThan(6);
  });

  it('ignores a grey studio background too', async () => {
    const image = await picture('#d9d6d0', [
      { colour: '#1f3a93', left: 60, top: 50, width: 80, height: 150 },
    ]);
    expect(close(await dominantColour(image), '#1f3a93')).toBeLessThan(6);
  });

  it('the larger of two colours wins', async () => {
    const image = await picture('#ffffff', [
      { colour: '#2e7d32', left: 20, top: 20, width: 160, height: 150 },
      { colour: '#f4c430', left: 20, top: 180, width: 160, height: 40 },
    ]);
    expect(close(await dominantColour(image), '#2e7d32')).toBeLessThan(6);
  });

  it('a plain picture is its own colour', async () => {
    const image = await picture('#000000', []);
    expect(close(await dominantColour(image), '#000000')).toBeLessThan(3);
  });

  it('refuses something that is not an image', async () => {
    await expect(dominantColour(Buffer.from('not an image at all'))).rejects.toThrow();
  });

  it('Lab distances order colours as the eye does', () => {
    const red = toLab({ r: 200, g: 30, b: 40 });
    expect(deltaE(red, toLab({ r: 180, g: 30, b: 60 }))).toBeLessThan(
      deltaE(red, toLab({ r: 30, g: 60, b: 200 })),
    );
  });
});
