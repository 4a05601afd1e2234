// Small SVG helpers for the packshot drawings: colours, paths with a mirror axis, and an `Art`
// builder that fills garment parts with their colour or print and shades them like cloth.

export type Pt = readonly [number, number];

// ---------------------------------------------------------------------------------------------
// Colour

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(n: number): string {
  return Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');
}

export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return `#${toHex(r1 + (r2 - r1) * t)}${toHex(g1 + (g2 - g1) * t)}${toHex(b1 + (b2 - b1) * t)}`;
}

/** Darkens (amount < 0) towards black or lightens (amount > 0) towards white. */
export function shade(hex: string, amount: number): string {
  return amount < 0 ? mix(hex, '#000000', -amount) : mix(hex, '#ffffff', amount);
}

/** Perceived lightness, 0 (black) to 1 (white). */
export function lightness(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
// Paths. Only absolute M, L, Q, C and Z are used, so a path mirrors by flipping every x.

export const AXIS = 200;

/** Mirrors a path around the vertical axis x = 200. */
export function mirror(d: string): string {
  let index = 0;
  return d.replace(/-?\d*\.?\d+/g, (n) => {
    const value = Number(n);
    return String(index++ % 2 === 0 ? round(2 * AXIS - value) : value);
  });
}

/** Moves every point of a drawing: a garment's fit widens or narrows it, its length stretches it. */
export type Warp = (p: Pt) => Pt;

/** `d` with every point moved by `warp` (absolute M, L, Q, C and Z only, like mirror). */
export function warpPath(d: string, warp: Warp): string {
  const numbers = d.match(/-?\d*\.?\d+/g) ?? [];
  const moved: number[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const [x, y] = warp([Number(numbers[i]), Number(numbers[i + 1])]);
    moved.push(round(x), round(y));
  }
  let index = 0;
  return d.replace(/-?\d*\.?\d+/g, () => String(moved[index++]));
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

interface Segment {
  cmd: 'L' | 'Q' | 'C';
  pts: Pt[];
}

function parseHalf(d: string): { start: Pt; segs: Segment[] } {
  const tokens = d.match(/[MLQC]|-?\d*\.?\d+/g) ?? [];
  let start: Pt = [AXIS, 0];
  const segs: Segment[] = [];
  let cmd = 'M';
  let buf: number[] = [];
  const need: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6 };
  for (const token of tokens) {
    if (/[MLQC]/.test(token)) {
      cmd = token;
      buf = [];
      continue;
    }
    buf.push(Number(token));
    if (buf.length === need[cmd]) {
      const pts: Pt[] = [];
      for (let i = 0; i < buf.length; i += 2) pts.push([buf[i]!, buf[i + 1]!]);
      if (cmd === 'M') start = pts[0]!;
      else segs.push({ cmd: cmd as Segment['cmd'], pts });
      buf = [];
    }
  }
  return { start, segs };
}

const fmt = (p: Pt) => `${round(p[0])} ${round(p[1])}`;
const flip = (p: Pt): Pt => [2 * AXIS - p[0], p[1]];

/**
 * A closed, symmetric outline from its left half: `half` starts on the axis (top centre), runs
 * down the left side and ends where the right side should begin (usually on the axis again).
 */
export function symmetric(half: string): string {
  const { start, segs } = parseHalf(half);
  let d = `M ${fmt(start)}`;
  const ends: Pt[] = [start];
  for (const s of segs) {
    d += ` ${s.cmd} ${s.pts.map(fmt).join(' ')}`;
    ends.push(s.pts[s.pts.length - 1]!);
  }
  const last = ends[ends.length - 1]!;
  if (Math.abs(last[0] - AXIS) > 0.01) d += ` L ${fmt(flip(last))}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const from = ends[i]!;
    const controls = s.pts.slice(0, -1).reverse().map(flip);
    d += ` ${s.cmd} ${[...controls, flip(from)].map(fmt).join(' ')}`;
  }
  return `${d} Z`;
}

// ---------------------------------------------------------------------------------------------
// Paint and the Art builder

export type Texture = 'none' | 'knit' | 'denim' | 'weave' | 'sheen' | 'leather' | 'suede';

export interface Paint {
  /** Fill of the cloth: a colour or a pattern reference. */
  fill: string;
  /** The colour the shading, seams and outline are derived from. */
  base: string;
  dark: string;
  light: string;
  line: string;
  stitch: string;
  /** 0..1: how light the cloth is. */
  lightness: number;
}

export function paintOf(fill: string, base: string): Paint {
  const l = lightness(base);
  return {
    fill,
    base,
    dark: shade(base, l < 0.15 ? -0.35 : -0.3),
    light: shade(base, l > 0.85 ? 0.4 : 0.22),
    line: l < 0.18 ? shade(base, 0.12) : shade(base, -0.32),
    stitch: l < 0.35 ? shade(base, 0.28) : shade(base, -0.22),
    lightness: l,
  };
}

interface PartOptions {
  fill?: string;
  /** 'cloth' shades like a cylinder, 'flat' only top to bottom, 'none' not at all. */
  shading?: 'cloth' | 'flat' | 'none';
  outline?: boolean;
  texture?: boolean;
}

interface Part {
  d: string;
  options: PartOptions;
  folds: string[];
}

type Layer = { kind: 'part'; part: Part } | { kind: 'raw'; markup: string };

/**
 * Collects the layers of a drawing. Parts are filled with the paint (or their own fill), shaded,
 * textured, get soft folds clipped to their outline, and a fine outline.
 */
export class Art {
  private layers: Layer[] = [];
  private lastPart: Part | null = null;
  private warp: Warp | null = null;

  /**
   * `id` prefixes the shared definitions (shading, texture, metal) the parts refer to; `scope`
   * keeps this drawing's own clip paths apart when several drawings share those definitions.
   */
  readonly id: string;
  readonly paint: Paint;
  readonly texture: Texture;
  readonly scope: string;

  constructor(id: string, paint: Paint, texture: Texture, scope: string = id) {
    this.id = id;
    this.paint = paint;
    this.texture = texture;
    this.scope = scope;
  }

  /**
   * Draws what `draw` adds with every point moved by `warp`: the body of a garment whose fit or
   * length differs from the silhouette's own, while sleeves and straps keep their shape.
   */
  shaped(warp: Warp, draw: () => void): this {
    const outer = this.warp;
    this.warp = outer ? (p) => warp(outer(p)) : warp;
    try {
      draw();
    } finally {
      this.warp = outer;
    }
    return this;
  }

  /** `d` where the drawing in progress puts it (moved by the current warp, if any). */
  moved(d: string): string {
    return this.warp ? warpPath(d, this.warp) : d;
  }

  private point(x: number, y: number): Pt {
    return this.warp ? this.warp([x, y]) : [x, y];
  }

  part(d: string, options: PartOptions = {}): this {
    const part: Part = { d: this.moved(d), options, folds: [] };
    this.layers.push({ kind: 'part', part });
    this.lastPart = part;
    return this;
  }

  /** A soft fold on the last part: a dark crease with a highlight beside it. */
  fold(d: string): this {
    this.lastPart?.folds.push(this.moved(d));
    return this;
  }

  raw(markup: string): this {
    this.layers.push({ kind: 'raw', markup });
    return this;
  }

  seam(d: string, options: { colour?: string; width?: number; dash?: string; opacity?: number } = {}): this {
    const dash = options.dash ? ` stroke-dasharray="${options.dash}"` : '';
    return this.raw(
      `<path d="${this.moved(d)}" fill="none" stroke="${options.colour ?? this.paint.line}" stroke-width="${options.width ?? 1.2}" stroke-opacity="${options.opacity ?? 0.7}" stroke-linecap="round" stroke-linejoin="round"${dash}/>`,
    );
  }

  /** A seam with its topstitching beside it. */
  stitched(d: string, options: { colour?: string; opacity?: number } = {}): this {
    this.seam(d, { width: 1.1, opacity: 0.55 });
    return this.seam(d, {
      colour: options.colour ?? this.paint.stitch,
      width: 1,
      dash: '3 2.4',
      opacity: options.opacity ?? 0.85,
    });
  }

  button(at: number, down: number, r: number, colour?: string): this {
    const [x, y] = this.point(at, down);
    const c =
      colour ?? (this.paint.lightness > 0.5 ? shade(this.paint.base, -0.25) : shade(this.paint.base, 0.25));
    return this.raw(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" stroke="${shade(c, -0.35)}" stroke-width="0.8"/>` +
        `<circle cx="${x - r * 0.25}" cy="${y - r * 0.3}" r="${r * 0.45}" fill="#fff" fill-opacity="0.22"/>` +
        `<circle cx="${x - r * 0.3}" cy="${y}" r="${r * 0.14}" fill="${shade(c, -0.5)}"/><circle cx="${x + r * 0.3}" cy="${y}" r="${r * 0.14}" fill="${shade(c, -0.5)}"/>`,
    );
  }

  /** A metal zip from (x, y1) down to (x, y2) with its puller at the top. */
  zip(at: number, top: number, bottom: number, metal = '#b9b6ae'): this {
    const [x, y1] = this.point(at, top);
    const y2 = this.point(at, bottom)[1];
    return this.raw(
      `<path d="M ${x} ${y1} L ${x} ${y2}" stroke="${shade(this.paint.base, -0.4)}" stroke-width="3.6" stroke-opacity="0.5"/>` +
        `<path d="M ${x} ${y1} L ${x} ${y2}" stroke="${metal}" stroke-width="2.4" stroke-dasharray="1.2 1.2"/>` +
        `<rect x="${x - 2.6}" y="${y1 + 2}" width="5.2" height="11" rx="1.6" fill="${metal}" stroke="${shade(metal, -0.4)}" stroke-width="0.6"/>`,
    );
  }

  render(): { defs: string; body: string } {
    const defs: string[] = [];
    const body: string[] = [];
    let clip = 0;
    for (const layer of this.layers) {
      if (layer.kind === 'raw') {
        body.push(layer.markup);
        continue;
      }
      const { d, options, folds } = layer.part;
      const fill = options.fill ?? this.paint.fill;
      body.push(`<path d="${d}" fill="${fill}"/>`);
      const shading = options.shading ?? 'cloth';
      if (
        options.texture !== false &&
        this.texture !== 'none' &&
        options.fill === undefined &&
        shading === 'cloth'
      ) {
        body.push(`<path d="${d}" fill="url(#${this.id}-tex)"/>`);
      }
      if (shading === 'cloth') body.push(`<path d="${d}" fill="url(#${this.id}-cyl)"/>`);
      if (shading !== 'none') body.push(`<path d="${d}" fill="url(#${this.id}-vert)"/>`);
      if (folds.length > 0) {
        // Soft creases without a blur filter (much cheaper to rasterise): a few strokes of
        // decreasing width and rising opacity read as a soft shadow with a highlight beside it.
        const clipId = `${this.scope}-clip${clip++}`;
        defs.push(`<clipPath id="${clipId}"><path d="${d}"/></clipPath>`);
        const dark = this.paint.lightness < 0.2 ? 0.32 : 0.2;
        const light = this.paint.lightness < 0.2 ? 0.1 : 0.18;
        const all = folds.join(' ');
        body.push(
          `<g clip-path="url(#${clipId})" fill="none" stroke-linecap="round">` +
            `<path d="${all}" stroke="#000" stroke-opacity="${(dark * 0.22).toFixed(3)}" stroke-width="11"/>` +
            `<path d="${all}" stroke="#000" stroke-opacity="${(dark * 0.35).toFixed(3)}" stroke-width="6"/>` +
            `<path d="${all}" stroke="#000" stroke-opacity="${(dark * 0.45).toFixed(3)}" stroke-width="2.4"/>` +
            `<path d="${all}" transform="translate(4 0)" stroke="#fff" stroke-opacity="${(light * 0.3).toFixed(3)}" stroke-width="6"/>` +
            `<path d="${all}" transform="translate(4 0)" stroke="#fff" stroke-opacity="${(light * 0.5).toFixed(3)}" stroke-width="2.4"/></g>`,
        );
      }
      if (options.outline !== false) {
        body.push(
          `<path d="${d}" fill="none" stroke="${this.paint.line}" stroke-width="1.1" stroke-opacity="0.55" stroke-linejoin="round"/>`,
        );
      }
    }
    return { defs: defs.join(''), body: body.join('') };
  }
}
