import sharp from 'sharp';

// Visual search (§7.8): the colour a shopper's photo is "about", computed with sharp and compared
// with the colour of each product's packshot. No outside service, no model: a product photo is a
// garment on a background, so the garment's colour is the commonest colour that is not the
// background.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}
export interface Lab {
  l: number;
  a: number;
  b: number;
}

/** Largest upload decoded (pixels); bigger images are refused rather than eating memory. */
const MAX_INPUT_PIXELS = 40_000_000;
const SAMPLE_SIZE = 96;
/** How far (CIE76) from the background a pixel must be to count as the subject. */
const BACKGROUND_DISTANCE = 12;

/** The dominant subject colour of an image (JPEG, PNG, WebP, AVIF, GIF...). Throws on a non-image. */
export async function dominantColour(input: Buffer): Promise<Rgb> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const pixel = (x: number, y: number): Rgb => {
    const i = (y * width + x) * channels;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  };
  // The background is what the border mostly is: the mean of the border pixels.
  const border: Rgb[] = [];
  for (let x = 0; x < width; x++) border.push(pixel(x, 0), pixel(x, height - 1));
  for (let y = 1; y < height - 1; y++) border.push(pixel(0, y), pixel(width - 1, y));
  const background = toLab(mean(border));
  // Count the subject's pixels in coarse bins (4 bits a channel), then average the fullest bin.
  const bins = new Map<number, Rgb[]>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = pixel(x, y);
      if (deltaE(toLab(p), background) < BACKGROUND_DISTANCE) continue;
      const key = ((p.r >> 4) << 8) | ((p.g >> 4) << 4) | (p.b >> 4);
      const bin = bins.get(key);
      if (bin) bin.push(p);
      else bins.set(key, [p]);
    }
  }
  let best: Rgb[] | undefined;
  for (const bin of bins.values()) if (!best || bin.length > best.length) best = bin;
  // A plain image has no subject: its colour is the background's.
  return best ? mean(best) : mean(border);
}

function mean(pixels: readonly Rgb[]): Rgb {
  let r = 0;
  let g = 0;
  let b = 0;
  for (const p of pixels) {
    r += p.r;
    g += p.g;
    b += p.b;
  }
  const n = Math.max(1, pixels.length);
  return { r: Math.round(r / n), g: Math.round(g / n), b: Math.round(b / n) };
}

/** sRGB (D65) to CIE L*a*b*, where distances roughly match what the eye sees. */
export function toLab({ r, g, b }: Rgb): Lab {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  const x = (R * 0.4124 + G * 0.3576 + B * 0.1805) / 0.95047;
  const y = R * 0.2126 + G * 0.7152 + B * 0.0722;
  const z = (R * 0.0193 + G * 0.1192 + B * 0.9505) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** CIE76 colour difference: about 2.3 is "just noticeable". */
export const deltaE = (p: Lab, q: Lab): number => Math.hypot(p.l - q.l, p.a - q.a, p.b - q.b);
