import { describe, expect, it } from 'vitest';
import { drawnFeatures, generateProducts } from './catalogue.ts';
import { DRAWN_DESIGNS, FEATURES_DRAWN, productArt, type DrawnFeatures } from './drawing.ts';
import { parseImageKey } from './images.ts';

// Issue 29 item 17: the drawing follows the product's attributes (neckline, style, sleeves,
// length, fit, closures, a knit's design), so a listing filtered by any of them shows what its
// words say.

const draw = (silhouette: string, features: DrawnFeatures, view: 'front' | 'back' = 'front') =>
  productArt(silhouette, 'black', view, 'p', features).body;

/** Every point of every path and circle of a drawing. */
function points(svg: string): [number, number][] {
  const found: [number, number][] = [];
  for (const [, d] of svg.matchAll(/ d="([^"]+)"/g)) {
    const n = (d!.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    for (let i = 0; i + 1 < n.length; i += 2) found.push([n[i]!, n[i + 1]!]);
  }
  return found;
}

/** How far down the garment's body reaches at the centre front: its hem (not its sleeves' cuffs). */
const lowest = (svg: string) =>
  Math.max(
    ...points(svg)
      .filter(([x]) => Math.abs(x - 200) < 30)
      .map(([, y]) => y),
  );
/** How far the drawing reaches to the left of the body, below `y` (a sleeve, a flared hem). */
const leftmostBelow = (svg: string, y: number) =>
  Math.min(
    ...points(svg)
      .filter(([, py]) => py > y)
      .map(([x]) => x),
  );
/** The silhouettes that draw every feature: necklines and closures included. */
const DRESSES_AND_TOPS = Object.keys(FEATURES_DRAWN).filter(
  (s) => FEATURES_DRAWN[s]!.includes('neck') && FEATURES_DRAWN[s]!.includes('fastening'),
);

/** How low the neckline dips at the centre front: the lowest point on the axis above the waist. */
const neckDepth = (svg: string) =>
  Math.max(
    ...points(svg)
      .filter(([x, y]) => x === 200 && y < 260)
      .map(([, y]) => y),
  );
/** Paths that wind down the front: a cable's strands (a fold or an outline bends a few times). */
const cableStrands = (svg: string) =>
  [...svg.matchAll(/ d="([^"]+)"/g)].filter(([, d]) => (d!.match(/C/g) ?? []).length >= 8).length;
/** Surfaces filled with rib: cuffs, hem and neck bands, a ribbed knit's whole body. */
const ribbed = (svg: string) => (svg.match(/url\(#p-rib\)/g) ?? []).length;

const circles = (svg: string) => (svg.match(/<circle/g) ?? []).length;

describe('product drawings follow the attributes', () => {
  it('draws each neckline its own way: a V-neck holds the V and not the crew curve', () => {
    // dress-midi's neck edge meets the shoulder at (170, 58).
    const v = draw('dress-midi', { neck: 'v neck' });
    const crew = draw('dress-midi', { neck: 'crew neck' });
    expect(v).toContain('M 200 130 L 170 58');
    expect(v).not.toContain('M 200 84 Q 176 82 170 58');
    expect(crew).toContain('M 200 84 Q 176 82 170 58');
    expect(crew).not.toContain('M 200 130 L 170 58');
    const shapes = [
      'crew neck',
      'v neck',
      'square neck',
      'scoop neck',
      'sweetheart',
      'cowl neck',
      'collared',
      'high neck',
    ];
    for (const silhouette of DRESSES_AND_TOPS) {
      const drawn = shapes.map((neck) => draw(silhouette, { neck }));
      expect(new Set(drawn).size, silhouette).toBe(shapes.length);
    }
  });

  it('draws each sleeve its own length: long to the wrist, 3/4 past the elbow, short and puff above it', () => {
    const kinds = [
      'sleeveless',
      'strappy',
      'short sleeve',
      'puff sleeve',
      'three quarter sleeve',
      'long sleeve',
    ];
    for (const silhouette of ['dress-midi', 'dress-mini', 'dress-maxi']) {
      const drawn = kinds.map((sleeves) => draw(silhouette, { sleeves }));
      expect(new Set(drawn).size, silhouette).toBe(kinds.length);
      // The arm hangs outside the body: how low the drawing reaches left of the skirt's top.
      const reach = (sleeves: string) =>
        Math.max(
          ...points(draw(silhouette, { sleeves }))
            .filter(([x, y]) => x < 110 && y < 380)
            .map(([, y]) => y),
          0,
        );
      expect(reach('long sleeve'), silhouette).toBeGreaterThan(reach('three quarter sleeve') + 40);
      expect(reach('three quarter sleeve'), silhouette).toBeGreaterThan(reach('short sleeve') + 60);
      // A short or puff sleeve stops above the elbow; a sleeveless dress has no sleeve at all.
      const outside = (sleeves: string) =>
        points(draw(silhouette, { sleeves })).filter(([x, y]) => x < 120 && y < 200).length;
      expect(outside('sleeveless'), silhouette).toBe(0);
      expect(outside('short sleeve'), silhouette).toBeGreaterThan(0);
      expect(outside('puff sleeve'), silhouette).toBeGreaterThan(outside('short sleeve') - 1);
    }
    // A blouse's cuffed sleeve: long to the wrist, three-quarter above it, or a short puff.
    const cuff = (sleeves: string) =>
      Math.max(
        ...points(draw('top-blouse', { sleeves }))
          .filter(([x]) => x < 110)
          .map(([, y]) => y),
        0,
      );
    expect(cuff('long sleeve')).toBeGreaterThan(cuff('three quarter sleeve') + 60);
    expect(cuff('three quarter sleeve')).toBeGreaterThan(cuff('puff sleeve') + 60);
  });

  it('draws each length: cropped tops end high, longline low; a midi slip dress ends above a maxi', () => {
    for (const silhouette of ['top-tee', 'top-cami', 'knit-jumper', 'knit-cardigan', 'coat-puffer']) {
      const regular = lowest(draw(silhouette, { length: 'regular' }));
      expect(lowest(draw(silhouette, { length: 'cropped' })), silhouette).toBeLessThan(regular - 80);
      expect(lowest(draw(silhouette, { length: 'longline' })), silhouette).toBeGreaterThan(regular + 20);
    }
    expect(lowest(draw('jacket-blazer', { length: 'longline' }))).toBeGreaterThan(
      lowest(draw('jacket-blazer', { length: 'regular' })) + 40,
    );
    expect(lowest(draw('coat-trench', { length: 'knee length' }))).toBeLessThan(
      lowest(draw('coat-trench', { length: 'longline' })) - 40,
    );
    expect(lowest(draw('dress-slip', { length: 'midi' }))).toBeLessThan(
      lowest(draw('dress-slip', { length: 'maxi' })) - 50,
    );
    for (const silhouette of ['trousers-tailored', 'trousers-wide', 'jeans-straight', 'jeans-wide'])
      expect(lowest(draw(silhouette, { length: 'ankle length' })), silhouette).toBeLessThan(
        lowest(draw(silhouette, { length: 'full length' })) - 30,
      );
    // Mini, midi and maxi dresses are their own silhouettes, each longer than the last.
    const hem = (s: string) => lowest(draw(s, { sleeves: 'sleeveless' }));
    expect(hem('dress-mini')).toBeLessThan(hem('dress-midi') - 40);
    expect(hem('dress-midi')).toBeLessThanOrEqual(hem('dress-maxi'));
  });

  it('draws each fit its own width: bodycon narrowest, then slim, regular, relaxed, oversized', () => {
    const fits = ['bodycon', 'slim', 'regular', 'relaxed', 'oversized'];
    for (const [silhouette, below] of [
      ['dress-mini', 300],
      ['dress-midi', 300],
      ['dress-maxi', 300],
      ['dress-slip', 300],
      ['top-tee', 200],
      ['top-cami', 200],
      ['top-blouse', 200],
      ['knit-jumper', 200],
      ['coat-trench', 300],
      ['coat-puffer', 200],
      ['jacket-blazer', 200],
      ['trousers-tailored', 300],
      ['trousers-wide', 300],
      ['jeans-straight', 300],
      ['jeans-wide', 300],
      ['skirt-midi', 300],
      ['skirt-mini', 300],
    ] as const) {
      const lefts = fits.map((fit) => leftmostBelow(draw(silhouette, { fit, sleeves: 'sleeveless' }), below));
      for (let i = 1; i < lefts.length; i++)
        expect(lefts[i], `${silhouette} ${fits[i]}`).toBeLessThan(lefts[i - 1]!);
    }
  });

  it('draws each closure: buttons down a placket, a hook busk, lacing, a tied belt, a zip at the back', () => {
    const both = (silhouette: string, fastening: string) =>
      draw(silhouette, { fastening }) + draw(silhouette, { fastening }, 'back');
    const closures = ['buttons', 'pull on', 'tie', 'hook and eye', 'lace up'];
    for (const silhouette of DRESSES_AND_TOPS) {
      const drawn = closures.map((fastening) => both(silhouette, fastening));
      expect(new Set(drawn).size, silhouette).toBe(closures.length);
    }
    // Dresses close with a zip at the back, or pull on.
    for (const silhouette of ['dress-midi', 'dress-mini', 'dress-maxi'])
      expect(both(silhouette, 'zip'), silhouette).not.toBe(both(silhouette, 'pull on'));
    const front = (fastening: string) => draw('dress-midi', { fastening });
    expect(circles(front('buttons'))).toBeGreaterThanOrEqual(circles(front('pull on')) + 4);
    expect(front('hook and eye')).toContain('#c9a14a');
    expect(front('lace up')).toMatch(/M 190 \d+ L 210 \d+ M 210 \d+ L 190 \d+/);
    expect(circles(front('tie'))).toBeGreaterThan(circles(front('pull on')));
    const zip = (fastening: string) =>
      draw('dress-midi', { fastening }, 'back').includes('stroke-dasharray="1.2 1.2"');
    expect(zip('zip')).toBe(true);
    expect(zip('pull on')).toBe(false);
    expect(zip('buttons')).toBe(false);
  });

  it('gives a corset its boning and a wrap dress its crossover, unlike the plain cami or dress', () => {
    expect(draw('top-cami', { neck: 'sweetheart', style: 'corset' })).not.toBe(
      draw('top-cami', { neck: 'sweetheart' }),
    );
    expect(draw('dress-midi', { style: 'wrap', fastening: 'tie' })).not.toBe(
      draw('dress-midi', { fastening: 'tie' }),
    );
  });

  it("draws a knit's neckline: a V-neck jumper dips in a V, a roll neck stands, a crew-neck cardigan buttons up", () => {
    const jumper = (neck: string) => draw('knit-jumper', { neck });
    // The V reaches far below the crew neck's curve; its outline leaves the shoulder straight.
    expect(jumper('v neck')).toContain('M 200 134 L 172 62');
    expect(jumper('v neck')).not.toContain('M 200 88 Q 178 86 172 62');
    expect(jumper('crew neck')).toContain('M 200 88 Q 178 86 172 62');
    expect(neckDepth(jumper('v neck'))).toBeGreaterThan(neckDepth(jumper('crew neck')) + 30);
    // A roll neck's collar stands above the shoulders, where a crew or V neck has nothing.
    const above = (svg: string) => points(svg).filter(([x, y]) => Math.abs(x - 200) < 30 && y < 50).length;
    expect(above(jumper('roll neck'))).toBeGreaterThan(0);
    expect(above(jumper('crew neck'))).toBe(0);
    expect(above(jumper('v neck'))).toBe(0);
    expect(new Set(['crew neck', 'v neck', 'roll neck'].map(jumper)).size).toBe(3);
    // A V-neck cardigan opens down to its first button; a crew-neck one closes at a round neck.
    const cardigan = (neck: string) => draw('knit-cardigan', { neck });
    expect(neckDepth(cardigan('v neck'))).toBeGreaterThan(200);
    expect(neckDepth(cardigan('crew neck'))).toBeLessThan(110);
    expect(circles(cardigan('crew neck'))).toBeGreaterThan(circles(cardigan('v neck')));
  });

  it("draws a knit's design: cables only for cable knit, ribs all over for ribbed, plain stitches else", () => {
    for (const silhouette of ['knit-jumper', 'knit-cardigan']) {
      const knit = (design?: string) => draw(silhouette, { neck: 'crew neck', design });
      expect(cableStrands(knit('cable knit')), silhouette).toBe(4);
      expect(cableStrands(knit('ribbed')), silhouette).toBe(0);
      expect(cableStrands(knit()), silhouette).toBe(0);
      expect(ribbed(knit('ribbed')), silhouette).toBe(ribbed(knit()) + 1);
      expect(ribbed(knit('cable knit')), silhouette).toBe(ribbed(knit()));
      expect(ribbed(draw(silhouette, { design: 'ribbed' }, 'back')), silhouette).toBe(
        ribbed(draw(silhouette, {}, 'back')) + 1,
      );
    }
  });

  it("draws trousers' and skirts' closures and designs: a fly, a pull-on waist, buttons, pleats, tiers, a split", () => {
    const both = (silhouette: string, features: DrawnFeatures) =>
      draw(silhouette, features) + draw(silhouette, features, 'back');
    for (const [silhouette, closures] of [
      ['trousers-tailored', ['zip', 'hook and eye', 'pull on', 'tie']],
      ['trousers-wide', ['zip', 'hook and eye', 'pull on', 'tie']],
      ['skirt-midi', ['zip', 'buttons', 'pull on', 'tie']],
      ['skirt-mini', ['zip', 'buttons', 'pull on', 'tie']],
    ] as const) {
      const drawn = closures.map((fastening) => both(silhouette, { fastening }));
      expect(new Set(drawn).size, silhouette).toBe(closures.length);
    }
    // A skirt zips at the back, or buttons down the front instead.
    const zipped = (fastening: string) =>
      draw('skirt-midi', { fastening }, 'back').includes('stroke-dasharray="1.2 1.2"');
    expect(zipped('zip')).toBe(true);
    expect(zipped('buttons')).toBe(false);
    expect(zipped('pull on')).toBe(false);
    const skirtFront = (features: DrawnFeatures) => draw('skirt-mini', features);
    expect(circles(skirtFront({ fastening: 'buttons' }))).toBeGreaterThan(
      circles(skirtFront({ fastening: 'zip' })) + 3,
    );
    // Pleated, tiered and split skirts each differ from a plain one; pleats are many sharp lines.
    for (const silhouette of ['skirt-midi', 'skirt-mini']) {
      const designs = [undefined, 'pleated', 'tiered', 'split'];
      expect(new Set(designs.map((design) => draw(silhouette, { design }))).size, silhouette).toBe(4);
      const lines = (design?: string) =>
        (draw(silhouette, { design }).match(/<path d="M [^"]*" fill="none"/g) ?? []).length;
      expect(lines('pleated'), silhouette).toBeGreaterThan(lines() + 8);
    }
    expect(draw('trousers-tailored', { design: 'pleated' })).not.toBe(draw('trousers-tailored', {}));
  });

  it("draws jeans' closure and rise: a button fly shows its buttons, a high-waisted pair's band rises", () => {
    for (const silhouette of ['jeans-straight', 'jeans-wide']) {
      const fly = (fastening: string) => draw(silhouette, { fastening });
      expect(fly('buttons'), silhouette).not.toBe(fly('zip'));
      // A zip fly closes with one shank button at the band; a button fly shows a row down the fly.
      expect(circles(fly('buttons')), silhouette).toBeGreaterThanOrEqual(circles(fly('zip')) + 3);
      const top = (svg: string) =>
        Math.min(
          ...points(svg)
            .filter(([x]) => Math.abs(x - 200) < 80)
            .map(([, y]) => y),
        );
      for (const side of ['front', 'back'] as const)
        expect(top(draw(silhouette, { fit: 'high waisted' }, side)), silhouette).toBeLessThan(
          top(draw(silhouette, { fit: 'regular' }, side)) - 10,
        );
    }
  });

  it('gives every product the drawing of its own attributes, named in its image key', () => {
    const products = generateProducts(800, { now: new Date('2026-11-01T12:00:00Z') });
    let featured = 0;
    let knits = 0;
    let jeans = 0;
    for (const product of products) {
      const a = product.attributes;
      for (const image of product.images) {
        const { silhouette, features } = parseImageKey(image.key);
        expect(features).toEqual(drawnFeatures(silhouette, a));
        const drawn = FEATURES_DRAWN[silhouette];
        if (!drawn) continue;
        featured++;
        const asked = {
          neck: a.neck_shape,
          sleeves: a.sleeves,
          length: a.length_new,
          fit: a.fit,
          fastening: a.fastening,
          // Only the designs a drawer draws; a plain or printed knit is drawn as the silhouette.
          design: DRAWN_DESIGNS.includes(String(a.design)) ? a.design : undefined,
        };
        for (const [feature, value] of Object.entries(asked))
          if (drawn.includes(feature as keyof DrawnFeatures))
            expect(features[feature as keyof DrawnFeatures]).toBe(value);
        // What the name says, the drawing shows (where the silhouette draws that feature).
        const name = product.names.en;
        const says = (words: RegExp, feature: keyof DrawnFeatures, value: string) => {
          if (words.test(name) && drawn.includes(feature)) expect(features[feature], name).toBe(value);
        };
        says(/Long Sleeve/, 'sleeves', 'long sleeve');
        says(/Puff Sleeve/, 'sleeves', 'puff sleeve');
        says(/Cropped/, 'length', 'cropped');
        says(/Longline/, 'length', 'longline');
        says(/Bodycon/, 'fit', 'bodycon');
        says(/Oversized|Boxy/, 'fit', 'oversized');
        says(/Shirt Dress|Button Front/, 'fastening', 'buttons');
        says(/Corset/, 'style', 'corset');
        says(/Wrap/, 'style', 'wrap');
        says(/V Neck/, 'neck', 'v neck');
        says(/Crew Neck/, 'neck', 'crew neck');
        says(/Roll Neck/, 'neck', 'roll neck');
        says(/Cable Knit/, 'design', 'cable knit');
        says(/Pleated|Pleat Front/, 'design', 'pleated');
        says(/Tiered/, 'design', 'tiered');
        says(/Split/, 'design', 'split');
        says(/High Waist/, 'fit', 'high waisted');
        says(/Slim/, 'fit', 'slim');
        says(/Mom Jeans/, 'fit', 'relaxed');
        says(/Baggy/, 'fit', 'oversized');
        if (/Jumper|Cardigan/.test(name)) knits++;
        if (silhouette.startsWith('jeans-')) jeans++;
      }
    }
    expect(featured).toBeGreaterThan(500);
    expect(knits).toBeGreaterThan(50);
    expect(jeans).toBeGreaterThan(50);
  });
});
