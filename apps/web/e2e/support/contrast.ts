/**
 * WCAG 2.2 contrast (success criterion 1.4.3, "relative luminance" and "contrast ratio" in its
 * definitions): colours as sRGB bytes, alpha 0-1.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const channel = (byte: number) => {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance({ r, g, b }: Omit<Rgba, 'a'>): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Omit<Rgba, 'a'>, b: Omit<Rgba, 'a'>): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour with transparency as the browser paints it over an opaque one. */
export function over(top: Rgba, below: Omit<Rgba, 'a'>): Omit<Rgba, 'a'> {
  const mix = (t: number, u: number) => Math.round(t * top.a + u * (1 - top.a));
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b) };
}

/**
 * WCAG's large text: at least 18 point (24 CSS px), or 14 point (18.66 px) and bold. It needs 3:1;
 * other text 4.5:1.
 */
export function requiredContrast(fontSizePx: number, fontWeight: number): number {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700) ? 3 : 4.5;
}
