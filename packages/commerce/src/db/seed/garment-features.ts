// What a garment's attributes say about its shape, drawn on top of its silhouette (issue 29 item
// 17, decision 0049): sleeves, length, fit, closures and a knit's design. A "Long Sleeve Midi
// Dress" gets long sleeves, a cropped cami stops above the waist, a bodycon dress hugs the legs, a
// wrap dress crosses over and ties, a cable-knit jumper has its cables.

import { Art, mirror, type Pt, type Warp } from './svg.ts';

/** The attributes a featured drawing follows (catalogue.ts drawnFeatures reads them). */
export interface DrawnFeatures {
  /** `neck_shape`. */
  neck?: string | undefined;
  /** `style`, where it changes the drawing (DRAWN_STYLES). */
  style?: string | undefined;
  /** `sleeves`. */
  sleeves?: string | undefined;
  /** `length_new`. */
  length?: string | undefined;
  /** `fit`. */
  fit?: string | undefined;
  /** `fastening`. */
  fastening?: string | undefined;
  /** `design`, where it changes the drawing (DRAWN_DESIGNS). */
  design?: string | undefined;
}

const ALL: readonly (keyof DrawnFeatures)[] = ['neck', 'sleeves', 'length', 'fit', 'fastening', 'style'];

/**
 * The features each silhouette's drawer draws (drawing.ts); the image key names only these, so
 * products that look alike share their images. Silhouettes not listed are drawn one way.
 */
export const FEATURES_DRAWN: Readonly<Record<string, readonly (keyof DrawnFeatures)[]>> = {
  'dress-midi': ALL,
  'dress-mini': ALL,
  'dress-maxi': ALL,
  'dress-slip': ALL,
  'top-tee': ALL,
  'top-cami': ALL,
  'top-blouse': ['sleeves', 'fit', 'fastening'],
  'knit-jumper': ['neck', 'length', 'fit', 'design'],
  'knit-cardigan': ['neck', 'length', 'fit', 'design'],
  'coat-trench': ['length', 'fit'],
  'coat-puffer': ['length', 'fit'],
  'jacket-blazer': ['length', 'fit'],
  'jeans-straight': ['length', 'fit', 'fastening'],
  'jeans-wide': ['length', 'fit', 'fastening'],
  'trousers-tailored': ['length', 'fit', 'fastening', 'design'],
  'trousers-wide': ['length', 'fit', 'fastening', 'design'],
  'skirt-midi': ['fit', 'fastening', 'design'],
  'skirt-mini': ['fit', 'fastening', 'design'],
};

/** The styles that change a garment's drawing; others are drawn as the silhouette. */
export const DRAWN_STYLES: readonly string[] = ['shirt dress', 'corset', 'wrap'];

/**
 * The designs that change a garment's drawing (a knit's cables or ribs, pressed pleats, a skirt's
 * tiers or split); others ("plain", "printed") are drawn as the silhouette, so their products
 * share its images.
 */
export const DRAWN_DESIGNS: readonly string[] = ['ribbed', 'cable knit', 'pleated', 'tiered', 'split'];

/**
 * How much wider (or narrower) than its silhouette a fit is drawn at the hem. Fits that only
 * matter for trousers and jeans ("high waisted") draw as regular.
 */
export const FIT_WIDTH: Readonly<Record<string, number>> = {
  bodycon: 0.62,
  slim: 0.86,
  tailored: 0.92,
  regular: 1,
  relaxed: 1.16,
  oversized: 1.3,
};

const GOLD = '#c9a14a';

/**
 * A garment's body with its own fit and length: above `from` unchanged (the neckline and
 * shoulders), below it widened by `width` (reached at `from + ramp`) and stretched so that
 * the silhouette's `hem` falls at `hemTo`.
 */
export function garmentWarp(options: {
  from: number;
  hem: number;
  width?: number;
  ramp?: number;
  hemTo?: number;
}): Warp {
  const { from, hem } = options;
  const width = options.width ?? 1;
  const ramp = options.ramp ?? hem - from;
  const stretch = ((options.hemTo ?? hem) - from) / (hem - from);
  return ([x, y]) => {
    if (y <= from) return [x, y];
    const k = 1 + (width - 1) * Math.min(1, (y - from) / ramp);
    return [200 + (x - 200) * k, from + (y - from) * stretch];
  };
}

const at = (p: Pt, dx: number, dy: number) => `${p[0] + dx} ${p[1] + dy}`;

/**
 * The left sleeve of `kind` hanging from `shoulder` (the armhole's top) and meeting the body at
 * `underarm`, then its mirror. Drawn before the body, which covers the armhole. Sleeveless and
 * strappy garments have none (their straps belong to the bodice).
 */
export function drawSleeves(art: Art, kind: string, shoulder: Pt, underarm: Pt): void {
  const s = shoulder;
  const u = underarm;
  const pair = (d: string, fold: string, trims: (side: (d: string) => string) => void = () => {}) => {
    for (const side of [(d: string) => d, mirror]) {
      art.part(side(d)).fold(side(fold));
      trims(side);
    }
  };
  switch (kind) {
    case 'short sleeve':
      pair(
        `M ${at(s, 0, 0)} C ${at(s, -18, 8)} ${at(s, -36, 32)} ${at(s, -45, 64)} C ${at(s, -28, 75)} ${at(u, -17, 4)} ${at(u, 0, 0)} Z`,
        `M ${at(s, -4, 14)} C ${at(s, -16, 34)} ${at(s, -26, 52)} ${at(s, -32, 68)}`,
      );
      return;
    case 'puff sleeve':
      // A full, rounded sleeve gathered into a narrow band above the elbow.
      pair(
        `M ${at(s, 2, 0)} C ${at(s, -40, -10)} ${at(s, -72, 36)} ${at(s, -56, 78)} C ${at(s, -38, 88)} ${at(u, -20, 8)} ${at(u, 0, 0)} Z`,
        `M ${at(s, -6, 10)} C ${at(s, -30, 26)} ${at(s, -44, 50)} ${at(s, -46, 72)} M ${at(s, -14, 22)} C ${at(s, -24, 40)} ${at(s, -28, 60)} ${at(s, -26, 80)}`,
        (side) =>
          art.part(
            side(
              `M ${at(s, -58, 72)} C ${at(s, -40, 84)} ${at(u, -20, 4)} ${at(u, 0, -2)} L ${at(u, 0, 6)} C ${at(u, -20, 12)} ${at(s, -42, 92)} ${at(s, -60, 80)} Z`,
            ),
            { shading: 'flat' },
          ),
      );
      return;
    case 'three quarter sleeve':
      pair(
        `M ${at(s, 0, 0)} C ${at(s, -18, 7)} ${at(s, -30, 31)} ${at(s, -36, 67)} C ${at(s, -40, 110)} ${at(s, -44, 160)} ${at(s, -47, 200)} ` +
          `L ${at(s, -15, 204)} C ${at(s, -12, 160)} ${at(u, -10, 40)} ${at(u, 0, 0)} Z`,
        `M ${at(s, -22, 50)} C ${at(s, -28, 100)} ${at(s, -32, 150)} ${at(s, -34, 196)}`,
        (side) => art.seam(side(`M ${at(s, -47, 190)} L ${at(s, -15, 194)}`), { opacity: 0.45 }),
      );
      return;
    case 'long sleeve':
      pair(
        `M ${at(s, 0, 0)} C ${at(s, -18, 7)} ${at(s, -30, 31)} ${at(s, -36, 67)} C ${at(s, -42, 123)} ${at(s, -48, 193)} ${at(s, -54, 263)} ` +
          `L ${at(s, -54, 285)} L ${at(s, -26, 287)} L ${at(s, -26, 265)} C ${at(s, -20, 203)} ${at(u, -14, 60)} ${at(u, 0, 0)} Z`,
        `M ${at(s, -16, 51)} C ${at(s, -24, 101)} ${at(s, -32, 171)} ${at(s, -38, 251)}`,
        (side) => art.seam(side(`M ${at(s, -54, 265)} L ${at(s, -26, 267)}`)),
      );
      return;
    default:
      // Sleeveless and strappy: the bodice's own edge or straps.
      return;
  }
}

/**
 * Straps from the bodice's top corner up over the shoulder, in the cloth's colour (a print's ground
 * colour: a pattern would not read on a line this thin).
 */
export function drawStraps(art: Art, from: Pt, to: Pt, width = 3.4): void {
  const p = art.paint;
  const colour = p.fill.startsWith('url') ? p.base : p.fill;
  const d = `M ${from[0]} ${from[1]} L ${to[0]} ${to[1]}`;
  art.seam(d, { colour, width, opacity: 1 }).seam(mirror(d), { colour, width, opacity: 1 });
}

/**
 * The front's style and closure, drawn in the body's warp: a shirt dress's or button-front's
 * placket, a corset's boning, a hook-and-eye busk, lacing, a wrap's crossover, a self-tie belt.
 * `neck` is the neckline's depth at the centre, `waist` the waist seam, `to` the lowest point.
 */
export function drawClosure(
  art: Art,
  features: DrawnFeatures,
  neck: number,
  waist: number,
  to: number,
): void {
  const p = art.paint;
  if (features.style === 'corset') {
    for (const bx of [166, 182]) {
      const bone = `M ${bx} ${neck + 8} C ${bx + 2} ${neck + 60} ${bx - 2} ${to - 40} ${bx} ${to}`;
      art.seam(bone, { width: 2, opacity: 0.55 }).seam(mirror(bone), { width: 2, opacity: 0.55 });
    }
  }
  if (features.style === 'wrap') {
    // The left front crosses over to the right hip; its edge runs from the neck to the waist.
    art.seam(`M 168 ${neck - 20} C 184 ${neck + 20} 214 ${waist - 30} 236 ${waist + 4}`, {
      colour: p.dark,
      width: 2.2,
      opacity: 0.8,
    });
    art.fold(`M 186 ${neck + 16} C 200 ${waist - 40} 220 ${waist - 10} 232 ${waist}`);
  }
  switch (features.fastening) {
    case 'buttons':
      art
        .seam(`M 193 ${neck} L 193 ${to}`, { colour: p.stitch, dash: '3 2' })
        .seam(`M 207 ${neck} L 207 ${to}`, { colour: p.stitch, dash: '3 2' });
      for (let b = neck + 20; b < to; b += 36) art.button(200, b, 3.6);
      return;
    case 'hook and eye':
      art.seam(`M 200 ${neck + 4} L 200 ${to}`, { colour: p.dark, width: 3, opacity: 0.8 });
      for (let h = neck + 16; h < to; h += 18) art.button(200, h, 2, GOLD);
      return;
    case 'lace up': {
      // Eyelets either side of the centre front, laced criss-cross.
      let lace = '';
      for (let y = neck + 10; y + 20 <= to; y += 20) {
        art.button(190, y, 1.8, GOLD).button(210, y, 1.8, GOLD);
        lace += `M 190 ${y} L 210 ${y + 20} M 210 ${y} L 190 ${y + 20} `;
      }
      art.seam(lace, { colour: p.dark, width: 1.6, opacity: 0.85 });
      return;
    }
    case 'tie': {
      // A self-tie belt at the waist, knotted in a bow at the side.
      art.part(
        `M 150 ${waist - 7} Q 200 ${waist + 1} 250 ${waist - 7} L 250 ${waist + 7} Q 200 ${waist + 15} 150 ${waist + 7} Z`,
        {
          shading: 'flat',
        },
      );
      const x = 224;
      const y = waist + 4;
      art.part(`M ${x} ${y} C ${x - 22} ${y - 20} ${x - 30} ${y + 4} ${x} ${y} Z`, { shading: 'flat' });
      art.part(`M ${x} ${y} C ${x + 22} ${y - 20} ${x + 30} ${y + 4} ${x} ${y} Z`, { shading: 'flat' });
      art.part(`M ${x - 2} ${y} L ${x - 12} ${y + 52} L ${x - 4} ${y + 54} L ${x + 1} ${y + 4} Z`, {
        shading: 'flat',
      });
      art.part(`M ${x + 2} ${y} L ${x + 16} ${y + 46} L ${x + 24} ${y + 44} L ${x + 4} ${y + 2} Z`, {
        shading: 'flat',
      });
      art.button(x, y, 3.4);
      return;
    }
    default:
      // Zips are at the back (the drawers draw them), a pull-on garment has none.
      return;
  }
}
