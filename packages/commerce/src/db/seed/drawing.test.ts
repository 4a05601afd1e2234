import { describe, expect, it } from 'vitest';
import { allImageKeys, drawnFeatures, FEATURED_SILHOUETTES, generateProducts } from './catalogue.ts';
import { productArt } from './drawing.ts';
import { parseImageKey } from './images.ts';

// Issue 29 item 17: the drawing follows the product's attributes, so a listing filtered by
// neckline or style shows what its words say.

const front = (silhouette: string, features: { neck?: string; style?: string }) =>
  productArt(silhouette, 'black', 'front', 'p', features).body;

describe('product drawings follow the attributes', () => {
  it('draws each neckline its own way: a V-neck holds the V and not the crew curve', () => {
    // dress-midi's neck edge meets the shoulder at (170, 58).
    const v = front('dress-midi', { neck: 'v neck' });
    const crew = front('dress-midi', { neck: 'crew neck' });
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
    for (const silhouette of FEATURED_SILHOUETTES) {
      const drawn = shapes.map((neck) => front(silhouette, { neck }));
      expect(new Set(drawn).size, silhouette).toBe(shapes.length);
    }
  });

  it('gives a shirt dress its buttons and a corset its boning, unlike the plain dress or cami', () => {
    const buttons = (svg: string) => (svg.match(/<circle/g) ?? []).length;
    const shirt = front('dress-midi', { neck: 'collared', style: 'shirt dress' });
    const plain = front('dress-midi', { neck: 'collared' });
    expect(buttons(shirt)).toBeGreaterThanOrEqual(buttons(plain) + 4);
    const corset = front('top-cami', { neck: 'sweetheart', style: 'corset' });
    const cami = front('top-cami', { neck: 'sweetheart' });
    expect(corset).not.toBe(cami);
    expect(buttons(corset)).toBeGreaterThan(buttons(cami));
  });

  it('gives every product the drawing of its own neckline and style, and that drawing exists', () => {
    const known = new Set(allImageKeys());
    let featured = 0;
    for (const product of generateProducts(600, { now: new Date('2026-11-01T12:00:00Z') })) {
      for (const image of product.images) {
        expect(known.has(image.key), image.key).toBe(true);
        const { silhouette, features } = parseImageKey(image.key);
        expect(features).toEqual(drawnFeatures(silhouette, product.attributes));
        if (features.neck) {
          featured++;
          expect(features.neck).toBe(product.attributes.neck_shape);
        }
      }
    }
    expect(featured).toBeGreaterThan(100);
  });
});
