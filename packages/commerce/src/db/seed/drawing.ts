// Packshot drawings of the demo catalogue, as SVG: a soft warm studio background with a floor
// shadow and the product centred in its colour or print, shaded like cloth, with its seams,
// buttons and hardware. The back view shows the other side (zips, yokes, pockets), the detail
// view is a close-up of the front with the fabric's texture. No text and no fonts.

import { colourDef, type ColourDef } from '@vitrine/config';
import type { ImageView } from './silhouettes.ts';
import {
  drawClosure,
  drawSleeves,
  drawStraps,
  FIT_WIDTH,
  garmentWarp,
  type DrawnFeatures,
} from './garment-features.ts';
import {
  Art,
  mirror,
  mix,
  paintOf,
  shade,
  symmetric,
  warpPath,
  type Paint,
  type Pt,
  type Texture,
} from './svg.ts';

export { DRAWN_DESIGNS, DRAWN_STYLES, FEATURES_DRAWN, type DrawnFeatures } from './garment-features.ts';

/** Where a drawing wants its close-up and its floor shadow. */
interface Placement {
  focus: readonly [number, number, number];
  shadow: readonly [number, number, number];
}

type Side = 'front' | 'back';

type Drawer = (art: Art, side: Side, features: DrawnFeatures) => Placement;

/**
 * The front neckline of a top or dress, for a garment whose neck edge meets the shoulder at
 * (x, y) on the left (mirrored on the right): `half`, the body outline's start from the centre
 * front up to that point, and `opening`, the inside of the garment seen through the neckline.
 */
function neckline(neck: string, x: number, y: number): { half: string; opening: string } {
  const r = 400 - x;
  const top = `M ${x} ${y} Q 200 ${y + 12} ${r} ${y}`;
  const curve = (depth: number) => ({
    half: `M 200 ${y + depth} Q ${x + 6} ${y + depth - 2} ${x} ${y}`,
    opening: `${top} Q ${r - 6} ${y + depth - 2} 200 ${y + depth} Q ${x + 6} ${y + depth - 2} ${x} ${y} Z`,
  });
  switch (neck) {
    case 'v neck':
    case 'halter neck':
      return { half: `M 200 ${y + 72} L ${x} ${y}`, opening: `${top} L 200 ${y + 72} Z` };
    case 'square neck':
      return {
        half: `M 200 ${y + 40} L ${x + 3} ${y + 40} L ${x} ${y}`,
        opening: `${top} L ${r - 3} ${y + 40} L ${x + 3} ${y + 40} Z`,
      };
    case 'sweetheart': {
      // Two rounded lobes rising from a dip at the centre front.
      const m = (200 + x) / 2;
      return {
        half: `M 200 ${y + 46} C 196 ${y + 18} ${m} ${y + 10} ${x + 4} ${y + 26} L ${x} ${y}`,
        opening:
          `${top} L ${r - 4} ${y + 26} C ${400 - m} ${y + 10} 204 ${y + 18} 200 ${y + 46} ` +
          `C 196 ${y + 18} ${m} ${y + 10} ${x + 4} ${y + 26} Z`,
      };
    }
    case 'scoop neck':
    case 'cowl neck':
      return curve(50);
    case 'high neck':
    case 'roll neck':
    case 'collared':
      return curve(10);
    default:
      // Crew neck, and any neckline without a shape of its own.
      return curve(26);
  }
}

/** What goes on the front around the neckline: a cowl's drape, a collar, a high or roll neck's band. */
function neckTrim(art: Art, neck: string, x: number, y: number): void {
  const r = 400 - x;
  if (neck === 'cowl neck')
    for (const d of [14, 26, 38])
      art.fold(`M ${x + d / 3} ${y + 4} Q 200 ${y + d + 14} ${r - d / 3} ${y + 4}`);
  if (neck === 'high neck' || neck === 'roll neck') {
    const h = neck === 'roll neck' ? 22 : 16;
    art.part(
      `M ${x + 2} ${y - h} Q 200 ${y - h + 8} ${r - 2} ${y - h} L ${r} ${y + 4} Q 200 ${y + 14} ${x} ${y + 4} Z`,
      {
        shading: 'flat',
      },
    );
    if (neck === 'roll neck') art.fold(`M ${x + 2} ${y - 8} Q 200 ${y} ${r - 2} ${y - 8}`);
  }
  if (neck === 'collared') {
    const collar = `M 200 ${y + 12} L ${x - 6} ${y - 4} L ${x - 12} ${y + 8} L ${x + 10} ${y + 44} Z`;
    art.part(collar, { shading: 'flat' }).part(mirror(collar), { shading: 'flat' });
  }
}

/** Where a neckline's edge `half` (from the centre front up to the shoulder at `y`) starts. */
function centreDepth(half: string, y: number): number {
  return Number(/^M 200 (-?[\d.]+)/.exec(half)?.[1] ?? y);
}

/** The front neckline of `neck` (the silhouette's own when the product names none) and its trims. */
function frontNeck(
  art: Art,
  features: DrawnFeatures,
  fallback: string,
  x: number,
  y: number,
): { half: string; drawOpening: () => void; drawTrims: (waist: number, to: number) => void } {
  const neck = features.neck ?? fallback;
  const shape = neckline(neck, x, y);
  // The neckline's lowest point at the centre front: where a placket or busk starts.
  const depth = centreDepth(shape.half, y);
  return {
    half: shape.half,
    drawOpening: () => art.part(shape.opening, { fill: art.paint.dark, shading: 'none', outline: false }),
    drawTrims: (waist, to) => {
      neckTrim(art, neck, x, y);
      drawClosure(art, features, Math.max(depth, y + 14), waist, to);
    },
  };
}

const GOLD = '#c9a14a';
const LINING = '#d8c6ad';

// ---------------------------------------------------------------------------------------------
// Prints and textures

function printDefs(id: string, colour: ColourDef): string {
  switch (colour.pattern) {
    case 'leopard': {
      const spots: [number, number, number, number, number][] = [
        [8, 9, 6, 4.5, 20],
        [30, 6, 5, 4, -30],
        [22, 24, 7, 5, 60],
        [4, 33, 5, 4, 10],
        [38, 30, 6, 4.5, -15],
        [14, 42, 4.5, 3.5, 40],
        [44, 46, 5, 4, 70],
        [33, 17, 2, 1.6, 0],
        [2, 20, 2.2, 1.6, 0],
        [26, 40, 2, 1.5, 0],
      ];
      const marks = spots
        .map(([x, y, rx, ry, rot]) =>
          rx > 3
            ? `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${x} ${y})" fill="#9c6430" stroke="#2b1b0f" stroke-width="2.2" stroke-dasharray="5 2.5 3.5 3"/>`
            : `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#2b1b0f"/>`,
        )
        .join('');
      return `<pattern id="${id}-print" width="48" height="50" patternUnits="userSpaceOnUse"><rect width="48" height="50" fill="#c8955a"/>${marks}</pattern>`;
    }
    case 'floral': {
      const flower = (x: number, y: number, r: number, petal: string) => {
        const petals = [0, 72, 144, 216, 288]
          .map((a) => {
            const rad = (a * Math.PI) / 180;
            return `<circle cx="${(x + Math.cos(rad) * r).toFixed(1)}" cy="${(y + Math.sin(rad) * r).toFixed(1)}" r="${(r * 0.78).toFixed(1)}" fill="${petal}"/>`;
          })
          .join('');
        return `${petals}<circle cx="${x}" cy="${y}" r="${(r * 0.55).toFixed(1)}" fill="#e8c15a"/>`;
      };
      const leaf = (x: number, y: number, rot: number) =>
        `<ellipse cx="${x}" cy="${y}" rx="5" ry="2.2" transform="rotate(${rot} ${x} ${y})" fill="#5f8a5c"/>`;
      return (
        `<pattern id="${id}-print" width="52" height="52" patternUnits="userSpaceOnUse"><rect width="52" height="52" fill="${colour.hex}"/>` +
        `${leaf(20, 20, 30)}${leaf(8, 12, -40)}${leaf(44, 40, 20)}${leaf(34, 50, -30)}` +
        `${flower(13, 16, 5, '#e79bb2')}${flower(38, 36, 6, '#f4d6cc')}${flower(44, 8, 3, '#e79bb2')}${flower(12, 42, 3.2, '#c9d7f0')}` +
        `</pattern>`
      );
    }
    case 'stripe':
      return `<pattern id="${id}-print" width="16" height="15" patternUnits="userSpaceOnUse"><rect width="16" height="15" fill="${colour.hex}"/><rect y="8" width="16" height="6" fill="#1f2a44"/></pattern>`;
    case 'plain':
      return '';
  }
}

/**
 * A blurred-looking shadow without a blur filter (filters are slow to rasterise): the same shape
 * stroked a few times, wide and faint to narrow and darker. `open` is an element without its end.
 */
function softShadow(open: string, width: number, opacity: number): string {
  return [2.2, 1.5, 1]
    .map(
      (k, i) =>
        `${open} stroke-width="${(width * k).toFixed(1)}" stroke-opacity="${(opacity * [0.3, 0.45, 0.6][i]!).toFixed(3)}"/>`,
    )
    .join('');
}

/** Lines repeated `count` times every `step` units, as one path (big tiles render much faster than tiny ones). */
function lines(count: number, step: number, line: (offset: number) => string): string {
  let d = '';
  for (let i = 0; i < count; i++) d += line(i * step);
  return d;
}

/** Texture tiles are large: the rasteriser's cost grows with the number of tiles, not their content. */
const TILE = 144;

function textureDefs(id: string, texture: Texture): string {
  const tile = (content: string) =>
    `<pattern id="${id}-tex" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse">${content}</pattern>`;
  switch (texture) {
    case 'knit': {
      // Rows of small V stitches with a light rib between columns (7 x 6 cells, 144 is not a
      // multiple of 7, so the tile is 140 wide).
      const vs = lines(24, 6, (y) =>
        lines(20, 7, (x) => `M ${x + 0.5} ${y} L ${x + 3.5} ${y + 3} L ${x + 6.5} ${y} `),
      );
      const ribs = lines(20, 7, (x) => `M ${x + 3.5} 0 L ${x + 3.5} ${TILE} `);
      return (
        `<pattern id="${id}-tex" width="140" height="${TILE}" patternUnits="userSpaceOnUse">` +
        `<path d="${vs}" fill="none" stroke="#000" stroke-opacity="0.13" stroke-width="1"/><path d="${ribs}" stroke="#fff" stroke-opacity="0.07" stroke-width="1"/></pattern>`
      );
    }
    case 'denim': {
      // Twill: diagonal lines, seamless in a square tile.
      const light = lines(58, 5, (x) => `M ${x} 0 L ${x - TILE} ${TILE} `);
      const dark = lines(58, 5, (x) => `M ${x + 2.6} 0 L ${x + 2.6 - TILE} ${TILE} `);
      return tile(
        `<path d="${light}" stroke="#fff" stroke-opacity="0.09" stroke-width="1.8"/><path d="${dark}" stroke="#000" stroke-opacity="0.1" stroke-width="1.1"/>`,
      );
    }
    case 'weave': {
      const h = lines(48, 3, (y) => `M 0 ${y + 0.4} L ${TILE} ${y + 0.4} `);
      const v = lines(48, 3, (x) => `M ${x + 0.4} 0 L ${x + 0.4} ${TILE} `);
      return tile(
        `<path d="${h}" stroke="#000" stroke-opacity="0.025" stroke-width="0.8"/><path d="${v}" stroke="#fff" stroke-opacity="0.03" stroke-width="0.8"/>`,
      );
    }
    case 'suede': {
      let dark = '';
      let light = '';
      for (let y = 0; y < TILE; y += 6) {
        for (let x = 0; x < TILE; x += 6) {
          dark += `M ${x + 0.3} ${y + 2} a 0.7 0.7 0 1 0 1.4 0 a 0.7 0.7 0 1 0 -1.4 0 `;
          light += `M ${x + 3.2} ${y + 4.5} a 0.8 0.8 0 1 0 1.6 0 a 0.8 0.8 0 1 0 -1.6 0 `;
        }
      }
      return tile(
        `<path d="${dark}" fill="#000" fill-opacity="0.1"/><path d="${light}" fill="#fff" fill-opacity="0.08"/>`,
      );
    }
    case 'sheen':
    case 'leather':
      // A diagonal band of light, as on satin or polished leather.
      return (
        `<linearGradient id="${id}-tex" x1="0" y1="0" x2="1" y2="1">` +
        `<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.34" stop-color="#fff" stop-opacity="0"/>` +
        `<stop offset="0.44" stop-color="#fff" stop-opacity="${texture === 'sheen' ? 0.3 : 0.18}"/><stop offset="0.52" stop-color="#fff" stop-opacity="0.04"/>` +
        `<stop offset="0.66" stop-color="#fff" stop-opacity="${texture === 'sheen' ? 0.16 : 0.06}"/><stop offset="0.78" stop-color="#fff" stop-opacity="0"/></linearGradient>`
      );
    case 'none':
      return '';
  }
}

function shadingDefs(id: string, paint: Paint): string {
  const hl = paint.lightness < 0.2 ? 0.2 : paint.lightness > 0.8 ? 0.35 : 0.22;
  const dk = paint.lightness > 0.8 ? 0.2 : 0.28;
  return (
    `<linearGradient id="${id}-cyl" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity="${dk}"/><stop offset="0.16" stop-color="#000" stop-opacity="0.07"/>` +
    `<stop offset="0.38" stop-color="#fff" stop-opacity="${hl}"/><stop offset="0.56" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.82" stop-color="#000" stop-opacity="0.07"/><stop offset="1" stop-color="#000" stop-opacity="${dk + 0.04}"/></linearGradient>` +
    `<linearGradient id="${id}-vert" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.07"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.13"/></linearGradient>`
  );
}

function metalDefs(id: string, metal: string): string {
  return (
    `<linearGradient id="${id}-metal" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${shade(metal, -0.35)}"/><stop offset="0.25" stop-color="${shade(metal, 0.45)}"/>` +
    `<stop offset="0.5" stop-color="${metal}"/><stop offset="0.72" stop-color="${shade(metal, 0.6)}"/>` +
    `<stop offset="1" stop-color="${shade(metal, -0.4)}"/></linearGradient>`
  );
}

// ---------------------------------------------------------------------------------------------
// Clothing

/** The warp of a garment's `fit` below `from`, reaching its width at `from + ramp`. */
function fitWarp(features: DrawnFeatures, from: number, hem: number, ramp?: number) {
  const width = FIT_WIDTH[features.fit ?? 'regular'] ?? 1;
  return garmentWarp(ramp === undefined ? { from, hem, width } : { from, hem, width, ramp });
}

/** A dress's bodice: its neck edge's shoulder point, the outline from there to the underarm, the back neck. */
interface Bodice {
  neck: Pt;
  shoulder: string;
  backNeck: string;
}

/** What tells one fitted-bodice dress silhouette from another (midi, mini, maxi). */
interface DressShape {
  neck: string;
  sleeves: string;
  /** With shoulders (sleeved or sleeveless), and on straps (`strap`: from the bodice up). */
  shouldered: Bodice;
  strappy: Bodice & { strap: readonly [Pt, Pt, number] };
  /** The sleeve's armhole: its top at the shoulder and the underarm. */
  armhole: readonly [Pt, Pt];
  /** The outline from the underarm through the waist to the hem's centre. */
  skirt: string;
  waist: number;
  hem: number;
  folds: readonly string[];
  seams: (art: Art) => void;
  /** How low a placket or busk goes. */
  trimsTo: number;
  /** The back's own details (a zip, shirring), drawn in the body's warp. */
  back: (art: Art, features: DrawnFeatures, neckY: number) => void;
  placement: Placement;
}

/**
 * A dress with a fitted bodice, drawn as its attributes say: the bodice on shoulders or straps, the
 * sleeves from the armhole, the skirt's fit, the neckline and the closure.
 */
function dress(shape: DressShape): Drawer {
  return (art, side, features) => {
    const sleeves = features.sleeves ?? shape.sleeves;
    const bodice = sleeves === 'strappy' ? shape.strappy : shape.shouldered;
    const [nx, ny] = bodice.neck;
    const front = frontNeck(art, features, shape.neck, nx, ny);
    const body = symmetric(
      `${side === 'front' ? front.half : bodice.backNeck} ${bodice.shoulder} ${shape.skirt}`,
    );
    if (side === 'front') front.drawOpening();
    if (sleeves === 'strappy') drawStraps(art, ...shape.strappy.strap);
    drawSleeves(art, sleeves, ...shape.armhole);
    art.shaped(fitWarp(features, shape.waist, shape.hem), () => {
      art.part(body);
      for (const f of shape.folds) art.fold(f).fold(mirror(f));
      shape.seams(art);
      if (side === 'front') front.drawTrims(shape.waist + 2, shape.trimsTo);
      else shape.back(art, features, ny);
    });
    return shape.placement;
  };
}

/** A zip at the back unless the product says it pulls on or closes otherwise. */
function backZip(features: DrawnFeatures): boolean {
  return features.fastening === undefined || features.fastening === 'zip';
}

const dressMidi = dress({
  neck: 'crew neck',
  sleeves: 'short sleeve',
  shouldered: {
    neck: [170, 58],
    shoulder: 'L 142 68 C 142 95 148 125 154 150',
    backNeck: 'M 200 68 Q 182 68 170 58',
  },
  strappy: {
    neck: [166, 100],
    shoulder: 'L 152 102 C 152 120 152 135 154 150',
    backNeck: 'M 200 110 Q 182 110 166 100',
    strap: [[157, 103], [168, 40], 3.4],
  },
  armhole: [
    [144, 66],
    [155, 139],
  ],
  skirt:
    'C 158 175 160 195 158 212 C 146 290 122 370 94 440 C 118 452 140 444 160 452 C 176 458 190 452 200 455',
  waist: 212,
  hem: 455,
  folds: [
    'M 178 228 C 172 300 156 380 144 448',
    'M 164 300 C 152 350 136 400 122 444',
    'M 196 240 C 198 320 196 390 192 452',
  ],
  seams: (art) => {
    art.seam('M 158 212 Q 200 219 242 212');
    art.seam('M 178 150 L 182 208', { opacity: 0.35 }).seam(mirror('M 178 150 L 182 208'), { opacity: 0.35 });
  },
  trimsTo: 300,
  back: (art, features, neckY) => {
    if (backZip(features)) art.zip(200, neckY + 12, 240);
  },
  placement: { focus: [200, 140, 2.3], shadow: [200, 470, 120] },
});

const dressMini = dress({
  neck: 'square neck',
  sleeves: 'long sleeve',
  shouldered: {
    neck: [168, 58],
    shoulder: 'L 136 70 C 136 100 142 130 148 158',
    backNeck: 'M 200 70 Q 182 70 168 58',
  },
  strappy: {
    neck: [164, 100],
    shoulder: 'L 146 104 C 146 124 146 140 148 158',
    backNeck: 'M 200 112 Q 182 112 164 100',
    strap: [[152, 103], [166, 40], 3.4],
  },
  armhole: [
    [138, 69],
    [148, 150],
  ],
  skirt:
    'C 153 180 154 198 152 216 C 140 262 120 322 98 384 C 120 396 146 388 166 398 C 182 404 192 398 200 401',
  waist: 216,
  hem: 401,
  folds: [
    'M 176 230 C 168 290 150 340 132 390',
    'M 192 232 C 192 300 186 350 180 398',
    'M 160 226 C 150 280 134 330 114 384',
  ],
  seams: (art) => art.seam('M 152 216 Q 200 224 248 216'),
  trimsTo: 380,
  back: (art, features, neckY) => {
    if (backZip(features)) art.zip(200, neckY + 14, 250);
  },
  placement: { focus: [200, 130, 2.2], shadow: [200, 470, 120] },
});

const dressMaxi = dress({
  neck: 'v neck',
  sleeves: 'strappy',
  shouldered: {
    neck: [170, 58],
    shoulder: 'L 146 68 C 148 100 156 130 160 160',
    backNeck: 'M 200 68 Q 182 68 170 58',
  },
  strappy: {
    neck: [168, 70],
    shoulder: 'L 158 70 C 156 100 158 130 160 160',
    backNeck: 'M 200 78 L 168 70',
    strap: [[162, 72], [168, 34], 4],
  },
  armhole: [
    [148, 66],
    [160, 140],
  ],
  skirt:
    'C 162 182 163 198 161 212 C 150 290 128 370 102 448 C 124 458 146 450 166 458 C 182 462 192 458 200 460',
  waist: 212,
  hem: 460,
  folds: [
    'M 172 224 C 166 290 150 380 134 452',
    'M 186 300 C 184 360 178 410 172 458',
    'M 150 300 C 140 360 126 410 114 452',
  ],
  seams: (art) => {
    art.seam('M 161 212 Q 200 220 239 212');
    art.seam('M 146 300 Q 200 310 254 300', { opacity: 0.5 });
    art.seam('M 128 378 Q 200 390 272 378', { opacity: 0.5 });
  },
  trimsTo: 440,
  back: (art, features, neckY) => {
    // Shirring across the back; a zip only when the product has one.
    for (let y = neckY + 16; y < 200; y += 12)
      art.seam(`M 162 ${y} Q 200 ${y + 3} 238 ${y}`, { opacity: 0.35, dash: '2 2' });
    if (features.fastening === 'zip') art.zip(200, neckY + 8, 250);
  },
  placement: { focus: [200, 150, 2.2], shadow: [200, 472, 120] },
});

/** Where a slip dress's hem falls for each length: the silhouette is drawn at maxi. */
const SLIP_HEM: Readonly<Record<string, number>> = { midi: 384, maxi: 454 };

const dressSlip: Drawer = (art, side, features) => {
  const p = art.paint;
  const front = frontNeck(art, features, 'cowl neck', 168, 84);
  const neck = side === 'front' ? front.half : 'M 200 190 C 184 178 172 130 168 84';
  const body = symmetric(
    `${neck} L 160 84 C 158 120 162 160 165 200 C 167 260 160 340 146 442 C 164 454 184 448 200 454`,
  );
  drawStraps(art, [164, 86], [170, 36], 3);
  if (side === 'back')
    art.part('M 168 84 Q 200 94 232 84 L 200 192 Z', { fill: p.dark, shading: 'none', outline: false });
  const length = garmentWarp({ from: 200, hem: 454, hemTo: SLIP_HEM[features.length ?? 'maxi'] ?? 454 });
  art.shaped(length, () =>
    art.shaped(fitWarp(features, 200, 454), () => {
      art.part(body);
      if (side === 'front') front.drawTrims(200, 440);
      for (const f of ['M 180 200 C 178 280 170 360 162 448', 'M 198 210 C 202 300 204 380 206 452'])
        art.fold(f).fold(mirror(f));
    }),
  );
  return { focus: [200, 130, 2.3], shadow: [200, 470, 90] };
};

/** Where a top's hem falls for each length, from the silhouette's regular one. */
function topHem(features: DrawnFeatures, regular: number, cropped: number, longline: number): number {
  if (features.length === 'cropped') return cropped;
  if (features.length === 'longline') return longline;
  return regular;
}

const topTee: Drawer = (art, side, features) => {
  const p = art.paint;
  const front = frontNeck(art, features, 'crew neck', 172, 62);
  const neck = side === 'front' ? front.half : 'M 200 70 Q 180 69 172 62';
  const body = symmetric(
    `${neck} L 140 72 C 126 78 104 92 74 118 L 94 168 L 126 152 C 128 210 126 280 124 388 C 160 394 180 392 200 394`,
  );
  if (side === 'front') front.drawOpening();
  const hem = topHem(features, 394, 262, 448);
  const length = garmentWarp({ from: 170, hem: 394, hemTo: hem });
  art.shaped(length, () =>
    art.shaped(fitWarp(features, 64, 394, 50), () => {
      art.part(body);
      art.fold('M 146 170 C 156 250 148 320 156 386').fold(mirror('M 146 170 C 156 250 148 320 156 386'));
      art.fold('M 128 100 L 104 140').fold(mirror('M 128 100 L 104 140'));
      art.fold('M 184 300 C 190 340 186 370 190 392');
      // The neck's rib follows the neckline drawn.
      const rib = { colour: p.dark, width: 6, opacity: 0.35 };
      if (side === 'front') art.seam(front.half, rib).seam(mirror(front.half), rib);
      else art.seam('M 172 62 Q 180 69 200 70 Q 220 69 228 62', rib);
      if (side === 'front') front.drawTrims(300, 380);
      art
        .seam('M 82 112 L 100 160', { dash: '3 2', colour: p.stitch })
        .seam(mirror('M 82 112 L 100 160'), { dash: '3 2', colour: p.stitch });
      art.seam('M 126 378 Q 200 384 274 378', { dash: '3 2', colour: p.stitch });
    }),
  );
  // The floor shadow stays as far below the hem as a regular tee's.
  return { focus: [200, 110, 2.4], shadow: [200, Math.min(470, hem + 74), 115] };
};

/** A blouse's sleeve is drawn long to its cuff; a three-quarter one stops below the elbow. */
const BLOUSE_SLEEVE_END: Readonly<Record<string, number>> = {
  'long sleeve': 364,
  'three quarter sleeve': 270,
};

const topBlouse: Drawer = (art, side, features) => {
  const p = art.paint;
  const body = symmetric(
    `M 200 ${side === 'front' ? 96 : 74} L 176 64 L 140 76 C 134 120 134 200 132 250 C 130 300 128 330 128 360 C 138 390 172 398 200 400`,
  );
  const sleeve =
    'M 141 76 C 122 84 110 120 104 170 C 98 230 94 290 92 334 L 120 338 C 124 296 128 240 134 200 C 136 160 138 120 141 76 Z';
  const cuff = 'M 92 334 L 120 338 L 118 364 L 89 360 Z';
  if (side === 'front')
    art.part('M 176 64 Q 200 56 224 64 L 200 96 Z', { fill: p.dark, shading: 'none', outline: false });
  const sleeves = features.sleeves ?? 'long sleeve';
  art.shaped(fitWarp(features, 76, 400, 70), () => {
    if (sleeves === 'puff sleeve') drawSleeves(art, sleeves, [141, 76], [136, 150]);
    else
      art.shaped(garmentWarp({ from: 90, hem: 364, hemTo: BLOUSE_SLEEVE_END[sleeves] ?? 364 }), () => {
        art.part(sleeve).fold('M 128 110 C 120 170 112 240 106 320');
        art.part(cuff, { shading: 'flat' });
        art.part(mirror(sleeve)).fold(mirror('M 128 110 C 120 170 112 240 106 320'));
        art.part(mirror(cuff), { shading: 'flat' });
        art.button(104, 350, 3).button(296, 350, 3);
      });
    art.part(body);
    art.fold('M 160 140 C 166 220 158 300 164 392').fold(mirror('M 160 140 C 166 220 158 300 164 392'));
    if (side === 'front') {
      art.part('M 200 98 L 174 62 L 162 70 L 178 114 Z', { shading: 'flat' });
      art.part(mirror('M 200 98 L 174 62 L 162 70 L 178 114 Z'), { shading: 'flat' });
      art
        .seam('M 194 100 L 194 398', { colour: p.stitch, dash: '3 2' })
        .seam('M 206 100 L 206 398', { colour: p.stitch, dash: '3 2' });
      for (const y of [130, 180, 230, 280, 330]) art.button(200, y, 3.6);
      // A tie-front blouse knots at the hem.
      if (features.fastening === 'tie') drawClosure(art, { fastening: 'tie' }, 100, 372, 398);
    } else {
      art.part('M 174 62 Q 200 72 226 62 L 226 70 Q 200 82 174 70 Z', { shading: 'flat' });
      art.seam('M 138 116 Q 200 126 262 116');
      art.seam('M 190 120 L 188 180', { opacity: 0.4 }).seam('M 210 120 L 212 180', { opacity: 0.4 });
    }
  });
  return { focus: [200, 120, 2.3], shadow: [200, 470, 115] };
};

const topCami: Drawer = (art, side, features) => {
  const p = art.paint;
  const front = frontNeck(art, features, 'v neck', 158, 104);
  const neck = side === 'front' ? front.half : 'M 200 120 C 186 118 170 112 158 104';
  const body = symmetric(
    `${neck} L 148 106 C 146 170 146 240 150 300 C 152 340 150 372 148 400 C 170 408 186 404 200 406`,
  );
  drawStraps(art, [153, 108], [166, 36]);
  if (side === 'front') front.drawOpening();
  const hem = topHem(features, 406, 268, 440);
  const length = garmentWarp({ from: 170, hem: 406, hemTo: hem });
  art.shaped(length, () =>
    art.shaped(fitWarp(features, 110, 406, 60), () => {
      art.part(body);
      for (const f of ['M 170 200 C 174 270 168 340 172 404', 'M 190 230 C 194 300 192 360 194 404'])
        art.fold(f).fold(mirror(f));
      // The lace edge follows the neckline drawn.
      const edges =
        side === 'front'
          ? [front.half, mirror(front.half)]
          : ['M 158 104 C 170 112 186 118 200 120 C 214 118 230 112 242 104'];
      for (const edge of edges) {
        art.seam(edge, { colour: mix(p.base, '#f4efe6', 0.55), width: 4.5, dash: '0.1 4.2', opacity: 0.9 });
        art.seam(edge, { colour: p.line, width: 1, opacity: 0.6 });
      }
      if (side === 'front') front.drawTrims(300, 396);
      art.seam('M 150 392 Q 200 398 250 392', { dash: '3 2', colour: p.stitch });
    }),
  );
  return { focus: [200, 150, 2.3], shadow: [200, Math.min(470, hem + 64), 85] };
};

function trousersBody(hemOuter: number, hemInner: number, waistY: number, outerMid: string): string {
  return symmetric(
    `M 200 ${waistY + 24} L 124 ${waistY + 24} C 118 ${waistY + 60} 114 ${waistY + 100} 116 ${waistY + 140} ${outerMid} ` +
      `L ${hemOuter} 456 L ${hemInner} 456 C ${hemInner + 1} 380 ${(hemInner + 200) / 2 + 1} 300 198 236 Q 199 222 200 214`,
  );
}

/** Where trousers' and jeans' hem falls: drawn full length, ankle-length ones stop above the ankle. */
const TROUSERS_HEM: Readonly<Record<string, number>> = { 'full length': 456, 'ankle length': 412 };

/**
 * Draws trousers' or jeans' legs in their fit and length: the fit widens or narrows them below the
 * seat (all of it by `ramp` below the seat, else gradually down to the hem), an ankle length
 * shortens them.
 */
function inLegs(art: Art, features: DrawnFeatures, draw: () => void, ramp?: number): void {
  const length = garmentWarp({
    from: 240,
    hem: 456,
    hemTo: TROUSERS_HEM[features.length ?? 'full length'] ?? 456,
  });
  art.shaped(fitWarp(features, 200, 456, ramp), () => art.shaped(length, draw));
}

/** How much higher than the usual waist a high-waisted pair's band starts. */
const riseOf = (features: DrawnFeatures) => (features.fit === 'high waisted' ? 18 : 0);

/** How far below the seat a jeans' fit reaches its full width. */
const JEANS_FIT_RAMP = 110;

/** A jeans' metal shank buttons. */
const DENIM_SHANK = '#a8a39a';

/**
 * A jeans' fly, topstitched in the denim's thread: a zip fly closes with one shank button at the
 * band, a button fly shows its row of shank buttons down the fly. `band` is the band's middle.
 */
function jeansFly(art: Art, fastening: string, band: number, thread: string): void {
  art.stitched('M 212 88 L 212 176 Q 211 194 198 200', { colour: thread });
  art.seam('M 200 88 L 200 212', { opacity: 0.6 });
  art.button(200, band, 4.5, DENIM_SHANK);
  if (fastening === 'buttons') for (const y of [112, 140, 168]) art.button(206, y, 3.6, DENIM_SHANK);
}

/**
 * Jeans, drawn as their attributes say (decision 0049): the fit widens or narrows the legs below
 * the seat and a high-waisted pair rises in a deeper band, as trousers do; an ankle-length pair
 * stops above the ankle; the fly zips or buttons. The denim's topstitching, pockets, belt loops
 * and back patch stay.
 */
function jeans(wide: boolean): Drawer {
  return (art, side, features) => {
    const thread = '#c9954a';
    const body = wide
      ? trousersBody(72, 194, 58, 'C 108 260 92 360 76 440')
      : trousersBody(124, 190, 58, 'C 118 240 122 350 124 440');
    const rise = riseOf(features);
    // A jeans' fit is its cut all down the leg: slim from the thigh, relaxed roomy through it.
    inLegs(
      art,
      features,
      () => {
        art.part(body);
        for (const f of wide
          ? ['M 160 250 C 150 320 130 390 112 452', 'M 184 250 C 180 320 170 400 160 454']
          : ['M 160 250 C 158 320 154 390 150 452', 'M 176 300 L 172 452']) {
          art.fold(f).fold(mirror(f));
        }
        art.part(`M 123 ${58 - rise} Q 200 ${64 - rise} 277 ${58 - rise} L 277 84 Q 200 90 123 84 Z`, {
          shading: 'flat',
        });
        art.stitched('M 124 80 Q 200 86 276 80', { colour: thread });
        if (rise) art.stitched(`M 124 ${62 - rise} Q 200 ${68 - rise} 276 ${62 - rise}`, { colour: thread });
        const hem = `M ${wide ? 82 : 126} 446 L ${wide ? 192 : 190} 446`;
        art.stitched(hem, { colour: thread }).stitched(mirror(hem), { colour: thread });
        for (const x of [140, 176, 224, 260]) {
          art.part(`M ${x - 4} ${55 - rise} L ${x + 4} ${55 - rise} L ${x + 4} 88 L ${x - 4} 88 Z`, {
            shading: 'flat',
          });
        }
        if (side === 'front') {
          art
            .stitched('M 128 100 Q 160 104 170 86', { colour: thread })
            .stitched(mirror('M 128 100 Q 160 104 170 86'), { colour: thread });
          art.stitched('M 238 98 L 258 97 L 257 116 L 239 117', { colour: thread });
          jeansFly(art, features.fastening ?? 'zip', 71 - rise / 2, thread);
          // Fading: whiskers at the hips and a lighter knee.
          art.raw(
            `<g stroke="#fff" stroke-opacity="0.22" stroke-width="2.2" fill="none" stroke-linecap="round">` +
              `<path d="M 168 180 Q 182 192 194 196"/><path d="M 164 192 Q 178 204 192 206"/><path d="M 232 180 Q 218 192 206 196"/><path d="M 236 192 Q 222 204 208 206"/></g>`,
          );
        } else {
          art.stitched('M 124 122 L 200 134 L 276 122', { colour: thread });
          art.stitched('M 200 134 L 200 214', { colour: thread });
          const pocket = 'M 136 142 L 186 148 L 184 198 L 162 208 L 140 198 Z';
          art.stitched(pocket, { colour: thread }).stitched(mirror(pocket), { colour: thread });
          art.raw(
            `<rect x="232" y="${62 - rise / 2}" width="28" height="17" rx="2" fill="#8a5a3a" stroke="#5a3a22" stroke-width="0.8"/>`,
          );
        }
      },
      JEANS_FIT_RAMP,
    );
    return { focus: [200, 100, 2.3], shadow: [200, 470, wide ? 135 : 100] };
  };
}

/**
 * A waistband's closure: a fly with a button or a hook-and-eye bar, an elasticated (pull-on)
 * band shirred all round, or a self-tie bow. `top` is the band's top edge, `left` its left end.
 */
function waistClosure(art: Art, side: Side, fastening: string, top: number, left: number, fly: number): void {
  const p = art.paint;
  if (fastening === 'pull on') {
    for (const y of [top + 8, top + 16])
      art.seam(`M ${left + 2} ${y} Q 200 ${y + 6} ${400 - left - 2} ${y}`, {
        colour: p.stitch,
        dash: '1.5 2',
      });
    let gathers = '';
    for (let x = left + 6; x < 400 - left - 4; x += 7) gathers += `M ${x} ${top + 3} L ${x} ${top + 21} `;
    art.seam(gathers, { opacity: 0.3 });
    return;
  }
  if (side === 'back') return;
  if (fastening === 'tie') {
    drawClosure(art, { fastening: 'tie' }, top, top + 12, top + 24);
    return;
  }
  // A fly down the front, fastened at the band by a hook-and-eye bar or a button.
  art.seam(`M 210 ${top + 28} L 210 ${fly} Q 208 ${fly + 14} 199 ${fly + 18}`, { opacity: 0.5 });
  if (fastening === 'hook and eye')
    art.part(`M 196 ${top + 8} L 204 ${top + 8} L 204 ${top + 13} L 196 ${top + 13} Z`, {
      fill: GOLD,
      shading: 'none',
      outline: false,
    });
  else art.button(204, top + 12, 3.4);
}

function trousers(wide: boolean): Drawer {
  return (art, side, features) => {
    const top = wide ? 48 : 56;
    const body = wide
      ? trousersBody(68, 196, 48, 'C 106 250 88 350 70 440')
      : trousersBody(132, 192, 56, 'C 120 240 128 350 132 440');
    const fastening = features.fastening ?? 'hook and eye';
    inLegs(art, features, () => {
      art.part(body);
      const creases = wide
        ? [
            'M 156 110 C 150 220 128 340 110 456',
            'M 178 120 C 176 260 170 360 162 456',
            'M 140 240 C 126 330 104 400 88 452',
          ]
        : ['M 160 100 C 160 220 162 340 162 456', 'M 180 300 L 178 454'];
      for (const f of creases) art.fold(f).fold(mirror(f));
      // A high-waisted pair rises above the usual waist in a deeper band.
      const rise = riseOf(features);
      art.part(
        `M 123 ${top - rise} Q 200 ${top - rise + 5} 277 ${top - rise} L 277 ${top + 24} Q 200 ${top + 30} 123 ${top + 24} Z`,
        { shading: 'flat' },
      );
      for (const x of [146, 254])
        art.part(
          `M ${x - 3.5} ${top - rise - 3} L ${x + 3.5} ${top - rise - 3} L ${x + 3.5} ${top + 27} L ${x - 3.5} ${top + 27} Z`,
          { shading: 'flat' },
        );
      if (side === 'front') {
        art.seam(`M 130 ${top + 30} L 150 ${top + 84}`).seam(mirror(`M 130 ${top + 30} L 150 ${top + 84}`));
        art.seam(`M 200 ${top + 26} L 200 212`, { opacity: 0.5 });
        // Pressed pleats from the band, for a pleat-front pair.
        if (features.design === 'pleated')
          for (const x of [168, 232]) art.seam(`M ${x} ${top + 26} L ${x - 2} ${top + 70}`, { opacity: 0.6 });
      } else {
        for (const x of [148, 252]) {
          art.seam(`M ${x - 20} ${top + 66} L ${x + 20} ${top + 67}`, { width: 1.6 });
          art.seam(`M ${x} ${top + 28} L ${x + 1} ${top + 58}`, { opacity: 0.4 });
        }
        art.button(148, top + 60, 3).button(252, top + 60, 3);
        art.seam(`M 200 ${top + 26} L 200 212`, { opacity: 0.5 });
      }
      waistClosure(art, side, fastening, top - rise, 123, top + 110);
    });
    return { focus: [200, 110, 2.2], shadow: [200, 470, wide ? 140 : 95] };
  };
}

/** The point at `t` (0 to 1) along a cubic Bézier curve. */
function bezier(t: number, p0: Pt, p1: Pt, p2: Pt, p3: Pt): Pt {
  const u = 1 - t;
  const at = (i: 0 | 1) =>
    u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i];
  return [Math.round(at(0) * 10) / 10, Math.round(at(1) * 10) / 10];
}

/**
 * A skirt, drawn as its attributes say: its fit, its closure (`fastening`: a button-through
 * front, a zip at the back, an elasticated pull-on waist, a tie) and its design (pressed pleats
 * all round, tiers, a split at the hem; soft folds otherwise).
 */
function skirt(mini: boolean): Drawer {
  return (art, side, features) => {
    const p = art.paint;
    const top = mini ? 108 : 72;
    const waistX = mini ? 130 : 136;
    const hemY = mini ? 392 : 448;
    const hemX = mini ? 80 : 84;
    // The silhouette's own closure: a mini buttons down the front, a midi zips at the back.
    const fastening = features.fastening ?? (mini ? 'buttons' : 'zip');
    const side0: readonly [Pt, Pt, Pt, Pt] = [
      [waistX, top + 22],
      [waistX - 8, top + 120],
      [hemX + 20, hemY - 120],
      [hemX, hemY - 8],
    ];
    const body = symmetric(
      `M 200 ${top + 24} L ${waistX} ${top + 22} C ${waistX - 8} ${top + 120} ${hemX + 20} ${hemY - 120} ${hemX} ${hemY - 8} ` +
        `C ${hemX + 40} ${hemY + 6} ${hemX + 80} ${hemY + 2} 200 ${hemY + 6}`,
    );
    art.shaped(fitWarp(features, top + 24, hemY), () => {
      art.part(body);
      // Folds fall from the waist; pressed pleats are more and sharper, each a crease and a seam.
      const pleated = features.design === 'pleated';
      const count = pleated ? (mini ? 6 : 9) : mini ? 2 : 3;
      const pleats: string[] = [];
      for (let i = 1; i <= count; i++) {
        const t = i / (count + 1);
        const xTop = waistX + (200 - waistX) * t;
        const xHem = hemX + (200 - hemX) * t;
        const f = `M ${xTop.toFixed(1)} ${top + 30} C ${xTop.toFixed(1)} ${top + 120} ${xHem.toFixed(1)} ${hemY - 120} ${xHem.toFixed(1)} ${hemY}`;
        art.fold(f).fold(mirror(f));
        // The pressed edge stops short of the hem, which curves up at the sides.
        const edge = f.replace(/ [\d.]+$/, ` ${hemY - 5}`);
        pleats.push(edge, mirror(edge));
      }
      if (pleated) for (const f of pleats) art.seam(f, { opacity: 0.45 });
      if (features.design === 'tiered')
        for (const t of [0.38, 0.7]) {
          const [x, y] = bezier(t, ...side0);
          art.seam(`M ${x} ${y} Q 200 ${y + 14} ${400 - x} ${y}`, { width: 1.6 });
          let gathers = '';
          for (let gx = x + 8; gx < 400 - x - 6; gx += 9)
            gathers += `M ${gx} ${y + 6} L ${gx - 1} ${y + 20} `;
          art.seam(gathers, { opacity: 0.3 });
        }
      if (features.design === 'split' && side === 'front') {
        // A split up from the hem, to one side of the front.
        const h = mini ? 60 : 120;
        art.part(`M 230 ${hemY + 6} L 236 ${hemY - h} L 242 ${hemY + 6} Z`, {
          fill: p.dark,
          shading: 'none',
          outline: false,
        });
      }
      art.part(
        `M ${waistX} ${top} Q 200 ${top + 6} ${400 - waistX} ${top} L ${400 - waistX + 1} ${top + 24} Q 200 ${top + 30} ${waistX - 1} ${top + 24} Z`,
        { shading: 'flat' },
      );
      if (side === 'front' && mini) {
        const pocket = `M 144 ${top + 50} L 178 ${top + 50} L 177 ${top + 96} L 145 ${top + 96} Z`;
        art
          .seam(pocket, { colour: p.stitch, dash: '3 2' })
          .seam(mirror(pocket), { colour: p.stitch, dash: '3 2' });
      }
      if (fastening === 'buttons' && side === 'front') {
        art.seam(`M 200 ${top + 26} L 200 ${hemY + 4}`, { colour: p.stitch, dash: '3 2' });
        for (let y = top + 12; y < hemY - 10; y += 50) art.button(200, y, 4);
      } else if (fastening === 'pull on' || fastening === 'tie') {
        waistClosure(art, side, fastening, top, waistX, top);
      } else if (side === 'front') {
        art.button(214, top + 12, 3.5);
      }
      if (side === 'back') {
        if (fastening === 'zip' || fastening === 'hook and eye') art.zip(200, top + 2, top + 120);
        art.seam(`M ${waistX + 6} ${top + 60} Q 200 ${top + 70} ${400 - waistX - 6} ${top + 60}`, {
          opacity: 0.4,
        });
      }
    });
    return { focus: [200, top + 80, 2.2], shadow: [200, 470, 130] };
  };
}

/** Where a trench's hem falls: drawn longline, a knee-length one stops higher. */
const TRENCH_HEM: Readonly<Record<string, number>> = { longline: 462, 'knee length': 404 };

const coatTrench: Drawer = (art, side, features) => {
  const p = art.paint;
  const body = symmetric(
    'M 200 60 L 166 56 L 132 70 C 126 120 127 180 128 226 C 124 300 112 380 98 452 C 140 462 172 460 200 462',
  );
  const sleeve =
    'M 134 70 C 114 78 104 120 98 170 C 92 232 88 300 86 352 L 116 356 C 120 300 126 232 132 190 Z';
  const length = garmentWarp({
    from: 256,
    hem: 462,
    hemTo: TRENCH_HEM[features.length ?? 'longline'] ?? 462,
  });
  art.shaped(fitWarp(features, 70, 462, 80), () => {
    art.part(sleeve).fold('M 120 110 C 112 180 104 260 100 340');
    art.seam('M 87 330 L 117 334', { width: 3, colour: p.dark, opacity: 0.6 });
    art.part(mirror(sleeve)).fold(mirror('M 120 110 C 112 180 104 260 100 340'));
    art.seam(mirror('M 87 330 L 117 334'), { width: 3, colour: p.dark, opacity: 0.6 });
    art.shaped(length, () => {
      art.part(body);
      for (const f of ['M 150 250 C 146 330 138 400 126 456', 'M 176 250 C 176 330 172 400 168 458'])
        art.fold(f).fold(mirror(f));
      if (side === 'front') {
        art.part('M 170 54 L 146 84 L 160 98 L 150 112 L 198 210 L 184 120 Z', { shading: 'flat' });
        art.part(mirror('M 170 54 L 146 84 L 160 98 L 150 112 L 198 210 L 184 120 Z'), { shading: 'flat' });
        art.part('M 166 56 Q 200 46 234 56 L 226 64 Q 200 58 174 64 Z', {
          fill: p.dark,
          shading: 'none',
          outline: false,
        });
        art.seam('M 222 212 L 222 460', { colour: p.stitch, dash: '3 2' });
        art.seam('M 214 212 L 214 460', { opacity: 0.6 });
        for (const [x, y] of [
          [180, 160],
          [230, 160],
          [180, 196],
          [230, 196],
          [180, 290],
          [230, 290],
          [180, 330],
          [230, 330],
        ] as const) {
          art.button(x, y, 4.6, shade(p.base, -0.55));
        }
        art.part('M 224 86 L 266 76 L 266 138 L 228 150 Z', { shading: 'flat' });
      } else {
        art.part('M 134 72 Q 200 60 266 72 L 264 150 Q 200 162 136 150 Z', { shading: 'flat' });
        art.part('M 168 54 Q 200 46 232 54 L 234 68 Q 200 62 166 68 Z', { shading: 'flat' });
        art.seam('M 200 300 L 200 462').seam('M 206 300 L 206 462', { opacity: 0.4 });
      }
      art.part('M 127 230 Q 200 238 273 230 L 273 250 Q 200 258 127 250 Z', { shading: 'flat' });
      const x = side === 'front' ? 150 : 188;
      art.seam(
        `M ${x + 3} 228 L ${x + 21} 228 L ${x + 24} 231 L ${x + 24} 249 L ${x + 21} 252 L ${x + 3} 252 L ${x} 249 L ${x} 231 Z`,
        {
          colour: shade(p.base, -0.5),
          width: 3,
          opacity: 1,
        },
      );
      if (side === 'front') art.part('M 156 252 L 148 318 L 160 320 L 168 252 Z', { shading: 'flat' });
    });
  });
  return { focus: [200, 150, 2.2], shadow: [200, 472, 125] };
};

const coatPuffer: Drawer = (art, side, features) => {
  const channels = [110, 160, 210, 260, 310, 360];
  // Left side bulges between channel seams.
  let half = 'M 200 64 L 168 60 L 136 80';
  let prev = 80;
  for (const y of [...channels, 408]) {
    const mid = (prev + y) / 2;
    half += ` Q 120 ${mid} 130 ${y}`;
    prev = y;
  }
  half += ' C 160 418 180 416 200 418';
  const body = symmetric(half);
  const sleeve =
    'M 138 82 C 108 92 92 140 88 200 C 84 260 82 320 84 384 L 122 388 C 124 322 128 252 132 190 Z';
  const length = garmentWarp({ from: 150, hem: 418, hemTo: topHem(features, 418, 300, 462) });
  art.shaped(fitWarp(features, 84, 418, 60), () => {
    art.part(sleeve);
    for (const y of [150, 220, 290, 350])
      art.seam(`M ${90 - (y - 150) * 0.02} ${y} Q 106 ${y + 6} ${129 - (y - 150) * 0.04} ${y + 2}`, {
        opacity: 0.55,
      });
    art.part(mirror(sleeve));
    for (const y of [150, 220, 290, 350])
      art.seam(mirror(`M ${90 - (y - 150) * 0.02} ${y} Q 106 ${y + 6} ${129 - (y - 150) * 0.04} ${y + 2}`), {
        opacity: 0.55,
      });
    art.shaped(length, () => {
      art.part(body);
      for (let i = 0; i < channels.length; i++) {
        const y = channels[i]!;
        const prevY = i === 0 ? 84 : channels[i - 1]!;
        const mid = (y + prevY) / 2;
        art.fold(`M 134 ${mid - 2} Q 200 ${mid + 6} 266 ${mid - 2}`);
      }
      for (const y of channels) art.seam(`M 130 ${y} Q 200 ${y + 8} 270 ${y}`, { opacity: 0.7, width: 1.6 });
      art.part('M 164 30 Q 200 24 236 30 L 240 74 Q 200 84 160 74 Z', { shading: 'cloth' });
      art.seam('M 162 52 Q 200 60 238 52', { opacity: 0.5 });
      if (side === 'front') art.zip(200, 28, 416);
    });
  });
  return { focus: [200, 150, 2.1], shadow: [200, 470, 120] };
};

const jacketBlazer: Drawer = (art, side, features) => {
  const p = art.paint;
  const neck = side === 'front' ? 'M 200 250 L 172 70' : 'M 200 64 L 172 60';
  const body = symmetric(
    `${neck} L 166 58 L 130 68 C 124 110 125 170 126 230 C 126 290 126 340 126 378 C 150 386 176 388 200 390`,
  );
  const sleeve =
    'M 132 68 C 114 74 106 110 102 160 C 98 230 96 300 96 372 L 124 374 C 126 300 128 230 130 180 Z';
  const length = garmentWarp({ from: 270, hem: 390, hemTo: topHem(features, 390, 330, 452) });
  art.shaped(fitWarp(features, 70, 390, 80), () => {
    art.part(sleeve).fold('M 116 110 C 110 180 106 260 104 350');
    art.part(mirror(sleeve)).fold(mirror('M 116 110 C 110 180 106 260 104 350'));
    for (const y of [350, 359]) art.button(116, y, 2.4).button(284, y, 2.4);
    if (side === 'front')
      art.part('M 168 60 L 232 60 L 200 252 Z', { fill: mix(LINING, p.base, 0.15), shading: 'flat' });
    art.shaped(length, () => {
      art.part(body);
      art.fold('M 152 200 C 150 260 152 320 150 384').fold(mirror('M 152 200 C 150 260 152 320 150 384'));
      if (side === 'front') {
        const lapel = 'M 166 58 L 150 112 L 162 118 L 154 132 L 200 250 L 174 70 Z';
        art.part(lapel, { shading: 'flat' }).part(mirror(lapel), { shading: 'flat' });
        art.button(200, 266, 5);
        art.part('M 140 300 L 184 302 L 184 316 L 140 314 Z', { shading: 'flat' });
        art.part(mirror('M 140 300 L 184 302 L 184 316 L 140 314 Z'), { shading: 'flat' });
        art.seam('M 236 174 L 264 170', { width: 1.6 });
      } else {
        art.part('M 166 58 Q 200 70 234 58 L 234 68 Q 200 80 166 68 Z', { shading: 'flat' });
        art.seam('M 200 70 L 200 390').seam('M 200 320 L 200 390', { width: 2, opacity: 0.4 });
      }
    });
  });
  return { focus: [200, 170, 2.1], shadow: [200, 468, 110] };
};

function ribBand(art: Art, d: string): void {
  art.part(d, { shading: 'flat' });
  art.raw(`<path d="${art.moved(d)}" fill="url(#${art.id}-rib)"/>`);
}

/**
 * A rib band `width` wide below a neckline's edge `half` (from the centre front down to where it
 * meets the shoulder at (x, y)): the band's outer edge runs `width` lower at the centre and
 * `width` further out at the shoulder. Drawn over the body, then the opening over the band.
 */
function neckBand(art: Art, half: string, x: number, y: number, width: number): void {
  const depth = centreDepth(half, y);
  const down = (py: number) => Math.max(0, Math.min(1, (py - y) / Math.max(1, depth - y)));
  const outer = warpPath(half, ([px, py]) => [
    200 + (px - 200) * (1 + width / (200 - x)),
    py + width * down(py),
  ]);
  ribBand(art, symmetric(`${outer} L ${x} ${y}`));
}

/** A cable of two twisted strands down the front at each of `xs`, from `top` to `bottom`. */
function cables(art: Art, xs: readonly number[], top: number, bottom: number): void {
  const p = art.paint;
  for (const cx of xs) {
    let d = `M ${cx - 8} ${top}`;
    let e = `M ${cx + 8} ${top}`;
    for (let y = top; y + 24 <= bottom; y += 24) {
      d += ` C ${cx + 10} ${y + 6} ${cx + 10} ${y + 18} ${cx - 8} ${y + 24}`;
      e += ` C ${cx - 10} ${y + 6} ${cx - 10} ${y + 18} ${cx + 8} ${y + 24}`;
    }
    art
      .seam(d, { colour: p.dark, width: 3.2, opacity: 0.5 })
      .seam(e, { colour: p.light, width: 2.6, opacity: 0.5 });
  }
}

/** Where a jumper's or a crew-neck cardigan's neck edge meets the shoulder. */
const KNIT_NECK: Pt = [172, 62];

/**
 * A jumper or cardigan, drawn as its attributes say: its neckline (`neck_shape`: a crew or V neck
 * with its rib band, a roll neck's collar; a V-neck cardigan opens down to its buttons, a
 * crew-neck one buttons up to a round neck), its knit (`design`: cables for cable knit, ribs all
 * over for ribbed, plain stitches otherwise), its length and its fit.
 */
function knit(cardigan: boolean): Drawer {
  return (art, side, features) => {
    const p = art.paint;
    const [nx, ny] = KNIT_NECK;
    const neck = features.neck ?? (cardigan ? 'v neck' : 'crew neck');
    const open = cardigan && side === 'front' && neck === 'v neck';
    const front = frontNeck(art, { neck }, neck, nx, ny);
    const half = open ? 'M 200 226 L 172 64' : side === 'front' ? front.half : 'M 200 72 Q 182 70 172 62';
    const body = symmetric(`${half} L 122 76 C 116 140 116 220 118 300 L 118 394 C 160 398 180 398 200 398`);
    const sleeve =
      'M 124 76 C 102 86 90 130 86 200 C 82 260 82 320 84 360 L 116 362 C 117 300 118 230 120 160 Z';
    const cuff = 'M 84 358 L 116 360 L 115 392 L 83 390 Z';
    // A roll or high neck stands above the neckline; other necks end in a rib band.
    const collar = neck === 'roll neck' || neck === 'high neck';
    // Cropped knits end at the waist, longline ones below the hip; sleeves stay long.
    const length = garmentWarp({ from: 160, hem: 398, hemTo: topHem(features, 398, 286, 450) });
    art.shaped(fitWarp(features, 76, 398, 70), () => {
      art.part(sleeve).fold('M 108 120 C 100 190 96 270 98 350').fold('M 94 250 Q 104 256 114 252');
      ribBand(art, cuff);
      art
        .part(mirror(sleeve))
        .fold(mirror('M 108 120 C 100 190 96 270 98 350'))
        .fold(mirror('M 94 250 Q 104 256 114 252'));
      ribBand(art, mirror(cuff));
      art.shaped(length, () => {
        if (open)
          art.part('M 172 64 Q 200 56 228 64 L 200 228 Z', { fill: p.dark, shading: 'none', outline: false });
        else if (side === 'front') front.drawOpening();
        art.part(body);
        art.fold('M 150 120 C 156 200 150 290 156 364').fold(mirror('M 150 120 C 156 200 150 290 156 364'));
        if (features.design === 'ribbed')
          art.raw(`<path d="${art.moved(body)}" fill="url(#${art.id}-rib)"/>`);
        if (features.design === 'cable knit' && side === 'front')
          cables(art, cardigan ? [158, 242] : [170, 230], 110, 356);
        ribBand(art, 'M 118 366 Q 200 370 282 366 L 282 396 Q 200 400 118 396 Z');
        if (open) {
          const band = 'M 172 62 L 180 62 L 206 226 L 206 398 L 194 398 L 194 228 Z';
          ribBand(art, band);
          ribBand(art, mirror(band));
          for (const y of [244, 282, 320, 358]) art.button(200, y, 4.2);
        } else if (side === 'front') {
          if (!collar) {
            neckBand(art, front.half, nx, ny, 8);
            front.drawOpening();
          }
          if (cardigan) {
            // Buttoned from the neck band down to the hem.
            const top = centreDepth(front.half, ny) + 8;
            ribBand(art, `M 193 ${top} L 207 ${top} L 207 398 L 193 398 Z`);
            for (let y = top + 18; y < 370; y += 44) art.button(200, y, 4.2);
          }
          front.drawTrims(398, 398);
        } else {
          ribBand(art, 'M 170 60 Q 200 68 230 60 L 232 68 Q 200 80 168 68 Z');
          if (collar) front.drawTrims(398, 398);
        }
      });
    });
    return { focus: [200, 130, 2.2], shadow: [200, 470, 120] };
  };
}

// ---------------------------------------------------------------------------------------------
// Shoes (profiles facing left; the back view is the pair from the other side)

const SOLE = 'M 57 413 C 57 418 62 421 70 421 L 110 421 C 150 420 182 408 212 389 C 250 363 300 345 341 338';

function shoeArt(kind: 'heel' | 'boot' | 'trainer' | 'sandal', art: Art): void {
  const p = art.paint;
  const sole = shade(p.base, p.lightness > 0.5 ? -0.55 : -0.35);
  switch (kind) {
    case 'heel': {
      art.part('M 304 340 L 338 334 L 328 420 L 320 420 Z', { shading: 'cloth' });
      art.raw(`<rect x="318" y="414" width="11" height="7" rx="1.5" fill="#222"/>`);
      art.part(
        'M 56 410 C 56 392 84 376 128 366 C 148 362 162 358 172 354 C 222 338 282 316 330 292 L 340 294 C 345 308 345 322 341 336 ' +
          'C 300 342 250 360 212 386 C 182 406 150 418 110 419 L 70 419 C 61 419 56 416 56 410 Z',
      );
      art.fold('M 90 390 C 110 380 140 372 168 364');
      art.part('M 172 354 C 222 338 282 316 330 292 C 300 318 240 344 182 360 Z', {
        fill: LINING,
        shading: 'none',
        outline: false,
      });
      art.seam(SOLE, { colour: sole, width: 4, opacity: 1 });
      break;
    }
    case 'boot': {
      art.part('M 290 344 L 334 338 L 330 420 L 296 420 Z', { shading: 'cloth' });
      art.raw(`<rect x="295" y="412" width="36" height="8" rx="2" fill="#2a2522"/>`);
      art.part(
        'M 56 410 C 56 390 86 374 130 364 C 158 356 176 340 184 312 L 192 200 L 300 190 C 306 240 312 290 336 338 ' +
          'C 300 344 250 362 212 388 C 182 406 150 418 110 419 L 70 419 C 61 419 56 416 56 410 Z',
      );
      art.fold('M 200 240 C 204 260 200 290 196 320').fold('M 276 230 C 280 270 286 300 300 330');
      art.part('M 192 200 L 300 190 Q 250 208 196 210 Z', { fill: LINING, shading: 'none', outline: false });
      art.part('M 236 204 L 264 202 L 262 290 L 242 292 Z', { fill: shade(p.base, -0.3), shading: 'flat' });
      for (let x = 240; x < 262; x += 5) art.seam(`M ${x} 206 L ${x} 288`, { opacity: 0.3 });
      art.part('M 292 170 L 304 168 L 306 196 L 296 198 Z', { shading: 'flat' });
      art.seam(
        'M 57 413 C 57 418 62 421 70 421 L 110 421 C 150 420 182 408 212 389 C 250 363 300 345 336 339',
        { colour: sole, width: 4, opacity: 1 },
      );
      break;
    }
    case 'trainer': {
      art.part('M 50 392 C 48 424 66 436 100 436 L 326 436 C 346 436 352 420 350 394 Z', {
        fill: '#f2efe9',
        shading: 'flat',
      });
      art.seam('M 54 412 L 348 412', { colour: '#c9c4bb', width: 1.4, opacity: 1 });
      art.part(
        'M 56 394 C 56 372 76 356 110 348 C 140 340 166 322 190 300 C 220 290 250 290 276 292 C 300 286 320 280 334 276 ' +
          'C 344 300 350 340 350 394 Z',
      );
      art.fold('M 100 370 C 130 360 160 350 180 330');
      art.part('M 56 394 C 56 372 76 356 110 348 L 128 344 C 120 360 118 378 122 394 Z', {
        fill: mix(p.base, '#ffffff', 0.12),
        shading: 'flat',
      });
      art.seam('M 124 392 C 170 350 240 330 320 350', { colour: p.stitch, dash: '3 2' });
      art.part('M 318 280 L 336 274 C 344 300 348 330 348 360 L 330 360 C 330 330 326 300 318 280 Z', {
        fill: p.lightness > 0.8 ? '#9aa89a' : shade(p.base, 0.3),
        shading: 'flat',
      });
      art.part('M 190 300 C 220 290 250 290 276 292 Q 240 306 200 310 Z', {
        fill: LINING,
        shading: 'none',
        outline: false,
      });
      for (let i = 0; i < 5; i++) {
        const x = 150 + i * 13;
        const y = 334 - i * 8;
        art.raw(`<circle cx="${x}" cy="${y}" r="2.4" fill="#d9d4ca" stroke="${p.line}" stroke-width="0.6"/>`);
        if (i < 4) art.seam(`M ${x} ${y} L ${x + 16} ${y - 12}`, { colour: '#f7f4ee', width: 3, opacity: 1 });
      }
      break;
    }
    case 'sandal': {
      art.part('M 300 342 L 334 336 L 326 420 L 318 420 Z', { shading: 'cloth' });
      art.raw(`<rect x="316" y="414" width="11" height="7" rx="1.5" fill="#222"/>`);
      art.part(
        'M 56 412 C 60 404 90 404 130 406 C 170 406 200 396 232 372 C 270 348 304 336 342 332 L 342 338 C 300 344 250 362 212 388 C 182 406 150 419 110 419 L 68 419 C 60 419 55 417 56 412 Z',
        {
          fill: LINING,
          shading: 'flat',
        },
      );
      art.seam(SOLE, { colour: sole, width: 4, opacity: 1 });
      const strap = p.fill;
      art.raw(
        `<path d="M 70 408 C 84 380 120 370 150 394" fill="none" stroke="${p.line}" stroke-width="12" stroke-linecap="round"/>`,
      );
      art.raw(
        `<path d="M 70 408 C 84 380 120 370 150 394" fill="none" stroke="${strap}" stroke-width="10" stroke-linecap="round"/>`,
      );
      art.raw(
        `<path d="M 112 384 C 124 374 150 372 176 388" fill="none" stroke="${strap}" stroke-width="6" stroke-linecap="round"/>`,
      );
      art.raw(
        `<path d="M 330 334 C 322 300 316 270 318 244" fill="none" stroke="${strap}" stroke-width="7" stroke-linecap="round"/>`,
      );
      art.raw(
        `<ellipse cx="300" cy="246" rx="26" ry="9" fill="none" stroke="${p.line}" stroke-width="7"/><ellipse cx="300" cy="246" rx="26" ry="9" fill="none" stroke="${strap}" stroke-width="5.4"/>`,
      );
      art.raw(
        `<rect x="270" y="240" width="8" height="12" rx="1.5" fill="none" stroke="${GOLD}" stroke-width="2"/>`,
      );
      break;
    }
  }
}

/** Shoes are drawn on a floor at y = 420; shown larger and higher, on a floor at y = 380. */
const SHOE_SCALE = 1.12;
const SHOE_DX = 200 - 203 * SHOE_SCALE;
const SHOE_DY = 380 - 420 * SHOE_SCALE;

function shoe(kind: 'heel' | 'boot' | 'trainer' | 'sandal'): Drawer {
  return (art, side) => {
    const place = (x: number, y: number): [number, number] => [
      x * SHOE_SCALE + SHOE_DX,
      y * SHOE_SCALE + SHOE_DY,
    ];
    const one = new Art(art.id, art.paint, art.texture, `${art.scope}f`);
    shoeArt(kind, one);
    const f = one.render();
    if (side === 'front') {
      art.raw(
        `<defs>${f.defs}</defs><g transform="translate(${SHOE_DX} ${SHOE_DY}) scale(${SHOE_SCALE})">${f.body}</g>`,
      );
      const [fx, fy] = kind === 'boot' ? place(200, 300) : place(150, 370);
      return { focus: [fx, fy, 2.1], shadow: [200, 382, 160] };
    }
    // The pair, from the other side: one shoe a little behind and in the shade of the other.
    const other = new Art(art.id, art.paint, art.texture, `${art.scope}b`);
    shoeArt(kind, other);
    const b = other.render();
    art.raw(
      `<defs>${f.defs}${b.defs}<filter id="${art.id}-dim"><feComponentTransfer><feFuncR type="linear" slope="0.8"/><feFuncG type="linear" slope="0.8"/><feFuncB type="linear" slope="0.8"/></feComponentTransfer></filter></defs>`,
    );
    const s = SHOE_SCALE * 0.95;
    art.raw(
      `<g filter="url(#${art.id}-dim)" transform="translate(${400 - SHOE_DX + 18} ${SHOE_DY - 26}) scale(${-s} ${s})">${b.body}</g>`,
    );
    art.raw(
      `<g transform="translate(${400 - SHOE_DX} ${SHOE_DY + 8}) scale(${-SHOE_SCALE} ${SHOE_SCALE})">${f.body}</g>`,
    );
    const [fx, fy] = place(200, 330);
    return { focus: [400 - fx, fy, 2], shadow: [200, 392, 170] };
  };
}

// ---------------------------------------------------------------------------------------------
// Bags, belts, jewellery

function handle(art: Art, d: string, width: number, back: boolean): void {
  const p = art.paint;
  const colour = p.fill.startsWith('url') ? p.base : p.fill;
  art.raw(
    `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="${width + 2}" stroke-linecap="round"/>`,
  );
  art.raw(
    `<path d="${d}" fill="none" stroke="${back ? shade(colour, -0.25) : colour}" stroke-width="${width}" stroke-linecap="round"/>`,
  );
  art.raw(
    `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="${width * 0.3}" stroke-linecap="round" transform="translate(-2 -1)"/>`,
  );
}

const bagTote: Drawer = (art) => {
  const p = art.paint;
  handle(art, 'M 152 206 C 152 96 248 96 248 206', 13, true);
  art.part('M 96 204 L 304 204 L 322 436 C 322 442 318 446 312 446 L 88 446 C 82 446 78 442 78 436 Z');
  art.fold('M 140 230 C 138 300 130 380 122 440').fold('M 262 230 C 264 300 270 380 278 440');
  art.part('M 96 204 L 304 204 L 305 222 L 95 222 Z', { shading: 'flat' });
  art.seam('M 98 216 L 302 216', { colour: p.stitch, dash: '3 2' });
  art
    .seam('M 100 226 L 84 440', { colour: p.stitch, dash: '3 2' })
    .seam(mirror('M 100 226 L 84 440'), { colour: p.stitch, dash: '3 2' });
  handle(art, 'M 136 210 C 136 86 264 86 264 210', 14, false);
  for (const x of [136, 264])
    art.raw(
      `<rect x="${x - 11}" y="206" width="22" height="26" rx="3" fill="${shade(p.base, -0.1)}" stroke="${p.line}" stroke-width="1"/><circle cx="${x}" cy="219" r="3.2" fill="url(#${art.id}-metal)"/>`,
    );
  return { focus: [140, 230, 2.2], shadow: [200, 452, 130] };
};

const bagShoulder: Drawer = (art) => {
  const p = art.paint;
  const chain = 'M 122 262 C 118 160 150 86 200 84 C 250 86 282 160 278 262';
  art.raw(
    `<path d="${chain}" fill="none" stroke="${shade(GOLD, -0.35)}" stroke-width="7" stroke-dasharray="7 3" stroke-linecap="round"/>`,
  );
  art.raw(
    `<path d="${chain}" fill="none" stroke="url(#${art.id}-metal)" stroke-width="5" stroke-dasharray="7 3" stroke-linecap="round"/>`,
  );
  art.part(
    'M 110 272 C 110 254 122 246 140 246 L 260 246 C 278 246 290 254 290 272 L 296 404 C 296 420 286 428 268 428 L 132 428 C 114 428 104 420 104 404 Z',
  );
  art.fold('M 120 400 Q 200 414 280 400');
  art.part(
    'M 108 266 C 108 252 122 244 140 244 L 260 244 C 278 244 292 252 292 266 L 292 336 C 262 354 138 354 108 336 Z',
  );
  art.seam(
    'M 116 268 C 116 258 126 252 142 252 L 258 252 C 274 252 284 258 284 268 L 284 332 C 256 346 144 346 116 332 Z',
    {
      colour: p.stitch,
      dash: '3 2',
    },
  );
  art.raw(
    `<rect x="186" y="332" width="28" height="20" rx="4" fill="url(#${art.id}-metal)" stroke="${shade(GOLD, -0.4)}" stroke-width="1"/>`,
  );
  art.raw(`<rect x="195" y="338" width="10" height="8" rx="2" fill="${shade(GOLD, -0.25)}"/>`);
  for (const x of [122, 278])
    art.raw(`<rect x="${x - 5}" y="252" width="10" height="14" rx="2" fill="url(#${art.id}-metal)"/>`);
  return { focus: [200, 320, 2.4], shadow: [200, 434, 115] };
};

const belt: Drawer = (art) => {
  const p = art.paint;
  const colour = p.fill.startsWith('url') ? p.base : p.fill;
  const ring =
    'M 200 392 C 110 392 60 360 60 318 C 60 276 120 250 200 250 C 280 250 340 276 340 318 C 340 360 290 392 200 392';
  art.raw(`<path d="${ring}" fill="none" stroke="${p.line}" stroke-width="38"/>`);
  art.raw(`<path d="${ring}" fill="none" stroke="${colour}" stroke-width="35"/>`);
  // The far side of the loop is in its own shadow.
  art.raw(
    `<path d="M 64 330 C 56 290 110 250 200 250 C 290 250 344 290 336 330" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="35"/>`,
  );
  art.raw(
    `<path d="${ring}" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="8" transform="translate(0 -8)"/>`,
  );
  for (const off of [-13, 13]) {
    art.raw(
      `<path d="${ring}" fill="none" stroke="${p.stitch}" stroke-width="1" stroke-dasharray="3 2" transform="translate(200 321) scale(${1 + off / 300} ${1 + off / 140}) translate(-200 -321)"/>`,
    );
  }
  const tail = 'M 226 394 C 262 392 300 386 326 372 L 338 378 C 312 396 268 410 226 412 Z';
  art.part(tail, { shading: 'flat' });
  for (const x of [262, 282, 302])
    art.raw(
      `<ellipse cx="${x}" cy="${398 - (x - 262) * 0.35}" rx="3" ry="2.4" fill="#1b1612" fill-opacity="0.8"/>`,
    );
  art.raw(
    `<rect x="168" y="370" width="60" height="46" rx="8" fill="none" stroke="${shade(GOLD, -0.4)}" stroke-width="8"/>`,
  );
  art.raw(
    `<rect x="168" y="370" width="60" height="46" rx="8" fill="none" stroke="url(#${art.id}-metal)" stroke-width="6"/>`,
  );
  art.raw(
    `<path d="M 172 393 L 222 393" stroke="url(#${art.id}-metal)" stroke-width="3.4" stroke-linecap="round"/>`,
  );
  return { focus: [200, 380, 2.3], shadow: [200, 420, 150] };
};

const earrings: Drawer = (art) => {
  const hoop = (cx: number, cy: number, rx: number, ry: number) =>
    softShadow(
      `<ellipse cx="${cx + 6}" cy="${cy + 12}" rx="${rx}" ry="${ry}" fill="none" stroke="#000"`,
      14,
      0.14,
    ) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${shade(art.paint.base, -0.45)}" stroke-width="16"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#${art.id}-metal)" stroke-width="14"/>` +
    `<ellipse cx="${cx - 2}" cy="${cy - 2}" rx="${rx}" ry="${ry}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2.5" stroke-dasharray="40 90"/>`;
  art.raw(hoop(146, 250, 72, 76));
  art.raw(hoop(268, 270, 52, 78));
  art.raw(
    `<rect x="140" y="166" width="12" height="14" rx="3" fill="url(#${art.id}-metal)"/><rect x="262" y="184" width="11" height="14" rx="3" fill="url(#${art.id}-metal)"/>`,
  );
  return { focus: [146, 200, 2.4], shadow: [200, 420, 140] };
};

const necklace: Drawer = (art) => {
  const chain = (d: string, w: number) =>
    `<path d="${d}" fill="none" stroke="${shade(art.paint.base, -0.45)}" stroke-width="${w + 1.5}" stroke-dasharray="${w * 1.6} ${w * 0.6}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="url(#${art.id}-metal)" stroke-width="${w}" stroke-dasharray="${w * 1.6} ${w * 0.6}" stroke-linecap="round"/>`;
  art.raw(
    softShadow(
      '<path d="M 100 40 C 112 210 160 310 200 318 C 240 310 288 210 300 40" fill="none" stroke="#000" transform="translate(6 10)"',
      6,
      0.1,
    ),
  );
  art.raw(chain('M 100 40 C 112 210 160 310 200 318 C 240 310 288 210 300 40', 4));
  art.raw(chain('M 126 40 C 136 170 170 232 200 236 C 230 232 264 170 274 40', 2.6));
  art.raw(
    softShadow('<circle cx="206" cy="364" r="27" fill="none" stroke="#000"', 6, 0.12) +
      '<circle cx="206" cy="364" r="27" fill="#000" fill-opacity="0.1"/>',
  );
  art.raw(`<rect x="196" y="314" width="8" height="14" rx="3" fill="url(#${art.id}-metal)"/>`);
  art.raw(
    `<circle cx="200" cy="354" r="28" fill="url(#${art.id}-metal)" stroke="${shade(art.paint.base, -0.45)}" stroke-width="1.5"/>`,
  );
  art.raw(
    `<circle cx="200" cy="354" r="19" fill="none" stroke="${shade(art.paint.base, 0.5)}" stroke-opacity="0.7" stroke-width="1.5"/>`,
  );
  art.raw(`<circle cx="200" cy="240" r="5" fill="url(#${art.id}-metal)"/>`);
  return { focus: [200, 330, 2.4], shadow: [200, 440, 60] };
};

// ---------------------------------------------------------------------------------------------
// Beauty

function glassBody(art: Art, d: string): void {
  art.part(d, { texture: false });
  art.raw(`<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`);
}

const skincareBottle: Drawer = (art) => {
  const p = art.paint;
  const body =
    'M 148 252 C 148 236 160 228 176 226 L 224 226 C 240 228 252 236 252 252 L 252 432 C 252 444 244 450 232 450 L 168 450 C 156 450 148 444 148 432 Z';
  glassBody(art, body);
  art.raw(`<rect x="160" y="300" width="80" height="104" rx="2" fill="#f6f2ea" fill-opacity="0.94"/>`);
  art.raw(
    `<rect x="172" y="322" width="56" height="6" rx="1" fill="${shade(p.base, -0.2)}" fill-opacity="0.8"/><rect x="180" y="338" width="40" height="3" rx="1" fill="#999" fill-opacity="0.6"/><rect x="176" y="382" width="48" height="3" rx="1" fill="#bbb" fill-opacity="0.6"/>`,
  );
  art.raw(
    `<rect x="160" y="240" width="12" height="196" rx="6" fill="#fff" fill-opacity="0.28"/><rect x="234" y="244" width="6" height="188" rx="3" fill="#000" fill-opacity="0.12"/>`,
  );
  art.raw(
    `<rect x="176" y="192" width="48" height="38" rx="3" fill="url(#${art.id}-metal)" stroke="${shade(GOLD, -0.4)}" stroke-width="1"/>`,
  );
  const bulb = p.lightness < 0.5 ? '#1e1c1b' : '#f2efe9';
  art.raw(
    `<path d="M 184 194 L 184 150 C 184 118 216 118 216 150 L 216 194 Z" fill="${bulb}" stroke="${shade(bulb, -0.3)}" stroke-width="1"/>`,
  );
  art.raw(
    `<path d="M 190 190 L 190 152 C 190 136 196 130 200 130" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="4" stroke-linecap="round"/>`,
  );
  return { focus: [200, 230, 2.2], shadow: [200, 454, 70] };
};

const skincareJar: Drawer = (art) => {
  const p = art.paint;
  const jar = 'M 112 330 L 288 330 L 288 440 C 288 452 278 458 266 458 L 134 458 C 122 458 112 452 112 440 Z';
  glassBody(art, jar);
  art.raw(
    `<rect x="112" y="370" width="176" height="50" fill="#f6f2ea" fill-opacity="0.92"/><rect x="160" y="384" width="80" height="6" rx="1" fill="${shade(p.base, -0.25)}" fill-opacity="0.8"/><rect x="172" y="400" width="56" height="3" rx="1" fill="#aaa"/>`,
  );
  art.raw(`<rect x="124" y="338" width="12" height="112" rx="6" fill="#fff" fill-opacity="0.3"/>`);
  art.raw(
    `<rect x="104" y="276" width="192" height="58" rx="8" fill="url(#${art.id}-metal)" stroke="${shade(GOLD, -0.4)}" stroke-width="1"/>`,
  );
  for (let x = 112; x < 292; x += 8)
    art.raw(`<path d="M ${x} 282 L ${x} 328" stroke="#000" stroke-opacity="0.1" stroke-width="2"/>`);
  art.raw(
    `<ellipse cx="326" cy="452" rx="28" ry="9" fill="#f8f5ef" stroke="#e3ddd2" stroke-width="1"/><path d="M 308 448 C 316 436 336 436 342 446 C 332 442 322 444 318 450" fill="#fdfbf7" stroke="#e3ddd2" stroke-width="1"/>`,
  );
  return { focus: [200, 340, 2.2], shadow: [200, 462, 110] };
};

const lipstick: Drawer = (art) => {
  const bullet = 'M 172 250 L 172 186 C 172 176 184 160 228 142 L 228 250 Z';
  art.part(bullet, { shading: 'cloth' });
  art.raw(
    `<path d="M 180 244 L 180 186 C 184 176 196 166 210 160" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round"/>`,
  );
  art.raw(
    `<rect x="164" y="246" width="72" height="58" rx="3" fill="url(#${art.id}-metal)" stroke="${shade(GOLD, -0.45)}" stroke-width="1"/>`,
  );
  art.raw(
    `<rect x="156" y="300" width="88" height="150" rx="5" fill="#1e1c1c"/><rect x="164" y="306" width="14" height="138" rx="6" fill="#fff" fill-opacity="0.16"/>`,
  );
  art.raw(`<rect x="156" y="300" width="88" height="10" fill="url(#${art.id}-metal)"/>`);
  art.raw(
    `<g transform="rotate(-78 318 420)"><rect x="280" y="390" width="92" height="60" rx="5" fill="#1e1c1c"/><rect x="280" y="390" width="10" height="60" fill="url(#${art.id}-metal)"/><rect x="300" y="398" width="60" height="10" rx="4" fill="#fff" fill-opacity="0.14"/></g>`,
  );
  return { focus: [200, 200, 2.3], shadow: [220, 456, 110] };
};

const palette: Drawer = (art) => {
  const p = art.paint;
  art.raw(
    `<rect x="78" y="66" width="244" height="178" rx="14" fill="#1f1d1d"/><rect x="92" y="80" width="216" height="150" rx="8" fill="url(#${art.id}-mirror)"/>`,
  );
  art.raw(
    `<rect x="78" y="250" width="244" height="190" rx="14" fill="#1f1d1d"/><rect x="78" y="250" width="244" height="8" fill="#000" fill-opacity="0.4"/>`,
  );
  const amounts = [0.55, 0.32, 0.12, -0.12, 0.42, 0.2, -0.28, -0.5, 0.62, 0.05, -0.4, 0.28];
  for (let i = 0; i < 12; i++) {
    const col = i % 4;
    const row = Math.floor(i / 4);
    const x = 94 + col * 54;
    const y = 266 + row * 56;
    const a = amounts[i]!;
    const c = i === 5 || i === 9 ? mix(shade(p.base, a), GOLD, 0.45) : shade(p.base, a);
    art.raw(
      `<rect x="${x}" y="${y}" width="46" height="48" rx="6" fill="#3a3636"/><rect x="${x + 3}" y="${y + 3}" width="40" height="42" rx="5" fill="${c}"/>`,
    );
    art.raw(
      `<ellipse cx="${x + 16}" cy="${y + 14}" rx="10" ry="5" fill="#fff" fill-opacity="${i === 5 || i === 9 ? 0.45 : 0.14}"/>`,
    );
  }
  return { focus: [200, 320, 2.1], shadow: [200, 446, 150] };
};

// ---------------------------------------------------------------------------------------------
// The registry

interface SilhouetteArt {
  draw: Drawer;
  texture: Texture;
  /** Jewellery and hardware metal; defaults to gold. */
  metalFromColour?: boolean;
}

const ARTS: Record<string, SilhouetteArt> = {
  'dress-midi': { draw: dressMidi, texture: 'weave' },
  'dress-mini': { draw: dressMini, texture: 'weave' },
  'dress-maxi': { draw: dressMaxi, texture: 'weave' },
  'dress-slip': { draw: dressSlip, texture: 'sheen' },
  'top-tee': { draw: topTee, texture: 'weave' },
  'top-blouse': { draw: topBlouse, texture: 'weave' },
  'top-cami': { draw: topCami, texture: 'sheen' },
  'jeans-straight': { draw: jeans(false), texture: 'denim' },
  'jeans-wide': { draw: jeans(true), texture: 'denim' },
  'coat-trench': { draw: coatTrench, texture: 'weave' },
  'coat-puffer': { draw: coatPuffer, texture: 'sheen' },
  'jacket-blazer': { draw: jacketBlazer, texture: 'weave' },
  'knit-jumper': { draw: knit(false), texture: 'knit' },
  'knit-cardigan': { draw: knit(true), texture: 'knit' },
  'skirt-midi': { draw: skirt(false), texture: 'weave' },
  'skirt-mini': { draw: skirt(true), texture: 'weave' },
  'trousers-tailored': { draw: trousers(false), texture: 'weave' },
  'trousers-wide': { draw: trousers(true), texture: 'weave' },
  'shoe-heel': { draw: shoe('heel'), texture: 'leather' },
  'shoe-boot': { draw: shoe('boot'), texture: 'leather' },
  'shoe-trainer': { draw: shoe('trainer'), texture: 'leather' },
  'shoe-sandal': { draw: shoe('sandal'), texture: 'leather' },
  'bag-tote': { draw: bagTote, texture: 'leather' },
  'bag-shoulder': { draw: bagShoulder, texture: 'leather' },
  'belt-leather': { draw: belt, texture: 'leather' },
  'jewellery-earrings': { draw: earrings, texture: 'none', metalFromColour: true },
  'jewellery-necklace': { draw: necklace, texture: 'none', metalFromColour: true },
  'skincare-bottle': { draw: skincareBottle, texture: 'none' },
  'skincare-jar': { draw: skincareJar, texture: 'none' },
  'makeup-lipstick': { draw: lipstick, texture: 'sheen' },
  'makeup-palette': { draw: palette, texture: 'none' },
};

function basePaint(colour: ColourDef, id: string): Paint {
  if (colour.pattern === 'plain') return paintOf(colour.hex, colour.hex);
  const representative =
    colour.pattern === 'leopard' ? '#a87444' : colour.pattern === 'stripe' ? '#c9c3bb' : '#3a3550';
  return paintOf(`url(#${id}-print)`, representative);
}

/**
 * The product drawing alone, for a 400 x 500 canvas: its defs and its markup. `id` prefixes every
 * definition so that several drawings can share one SVG document.
 */
export function productArt(
  silhouetteId: string,
  colourToken: string,
  view: ImageView,
  id: string,
  features: DrawnFeatures = {},
): { defs: string; body: string; placement: Placement } {
  const spec = ARTS[silhouetteId];
  if (!spec) throw new Error(`no drawing for silhouette ${silhouetteId}`);
  const colour = colourDef(colourToken);
  const paint = basePaint(colour, id);
  // The fine weave only shows in a close-up; elsewhere it would cost time for nothing.
  const texture: Texture = spec.texture === 'weave' && view !== 'detail' ? 'none' : spec.texture;
  const art = new Art(id, paint, texture);
  const side: Side = view === 'back' ? 'back' : 'front';
  const placement = spec.draw(art, side, features);
  const metal = spec.metalFromColour ? colour.hex : GOLD;
  const rendered = art.render();
  const defs =
    printDefs(id, colour) +
    textureDefs(id, texture) +
    shadingDefs(id, paint) +
    metalDefs(id, metal) +
    `<pattern id="${id}-rib" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse"><path d="${lines(29, 5, (x) => `M ${x + 1} 0 L ${x + 1} ${TILE} `)}" stroke="#000" stroke-opacity="0.16" stroke-width="2"/><path d="${lines(29, 5, (x) => `M ${x + 3.2} 0 L ${x + 3.2} ${TILE} `)}" stroke="#fff" stroke-opacity="0.1" stroke-width="1.4"/></pattern>` +
    `<linearGradient id="${id}-mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9ecef"/><stop offset="0.45" stop-color="#b7bcc3"/><stop offset="0.55" stop-color="#d8dce0"/><stop offset="1" stop-color="#9aa0a8"/></linearGradient>` +
    rendered.defs;
  return { defs, body: rendered.body, placement };
}

/** The studio: warm neutral backdrop, a soft light behind the product. */
export function studioDefs(tint = '#efe8df'): string {
  return (
    `<linearGradient id="studio-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(tint, 0.25)}"/>` +
    `<stop offset="0.72" stop-color="${tint}"/><stop offset="1" stop-color="${shade(tint, -0.06)}"/></linearGradient>` +
    `<radialGradient id="studio-glow" cx="0.5" cy="0.42" r="0.62"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="studio-shadow"><stop offset="0" stop-color="#3a2a1a" stop-opacity="0.32"/><stop offset="0.6" stop-color="#3a2a1a" stop-opacity="0.1"/><stop offset="1" stop-color="#3a2a1a" stop-opacity="0"/></radialGradient>`
  );
}

export function floorShadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.max(8, rx * 0.1)}" fill="url(#studio-shadow)"/>`;
}

/** A full packshot SVG document: `width` x `height` pixels over a 400 x 500 canvas. */
export function productSvg(
  silhouetteId: string,
  colourToken: string,
  view: ImageView,
  width: number,
  height: number,
  features: DrawnFeatures = {},
): string {
  const { defs, body, placement } = productArt(silhouetteId, colourToken, view, 'p', features);
  const [fx, fy, zoom] = placement.focus;
  const [sx, sy, srx] = placement.shadow;
  const content =
    view === 'detail'
      ? `<g transform="translate(200 250) scale(${zoom}) translate(${-fx} ${-fy})">${body}</g>`
      : `${floorShadow(sx, sy, srx)}${body}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 500" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${studioDefs()}${defs}</defs>` +
    `<rect width="400" height="500" fill="url(#studio-bg)"/><rect width="400" height="500" fill="url(#studio-glow)"/>` +
    `${content}</svg>`
  );
}
