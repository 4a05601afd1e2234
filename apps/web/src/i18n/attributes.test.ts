import { describe, expect, it } from 'vitest';
import { SILHOUETTES } from '../../../../packages/commerce/src/db/seed/silhouettes.ts';
import { COLOURS } from '@vitrine/config';
import {
  ATTRIBUTE_VOCABULARY,
  DETAILS,
  MATERIALS,
} from '../../../../packages/commerce/src/db/seed/vocabulary.ts';
import ar from '../../messages/attributes/ar.json';
import en from '../../messages/attributes/en.json';
import fr from '../../messages/attributes/fr.json';

interface AttributeMessages {
  names: Record<string, string>;
  values: Record<string, Record<string, string>>;
}

const files: Record<string, AttributeMessages> = { en, fr, ar };

/** Lower-case; each run of characters other than a-z and 0-9 becomes one '-'; no '-' at either end. */
const slug = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const LISTING_ATTRIBUTES = [
  'fit',
  'occasion_wear',
  'length_new',
  'sleeves',
  'style',
  'neck_shape',
  'design',
  'fastening',
  'heel_height',
  'skin_type',
  'skin_concern',
  'key_ingredients',
  'application_time',
  'accessory_size',
  'main_range',
];

/** Every value the demo catalogue can give each listing attribute, colour and colour group. */
function seedValues(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (attribute: string, value: unknown) => {
    if (!LISTING_ATTRIBUTES.includes(attribute) && attribute !== 'colour' && attribute !== 'colour_group')
      return;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v !== 'string') continue;
      if (!found.has(attribute)) found.set(attribute, new Set());
      found.get(attribute)!.add(v);
    }
  };
  for (const s of SILHOUETTES) {
    for (const [k, v] of Object.entries(s.attrs)) add(k, v);
    for (const g of s.garments) for (const [k, v] of Object.entries(g.attrs ?? {})) add(k, v);
    for (const id of s.materials) for (const [k, v] of Object.entries(MATERIALS[id]?.attrs ?? {})) add(k, v);
    for (const id of s.details) for (const [k, v] of Object.entries(DETAILS[id]?.attrs ?? {})) add(k, v);
    for (const c of s.colours) add('colour', c);
  }
  for (const m of Object.values(MATERIALS)) for (const [k, v] of Object.entries(m.attrs ?? {})) add(k, v);
  for (const d of Object.values(DETAILS)) for (const [k, v] of Object.entries(d.attrs)) add(k, v);
  for (const [k, v] of Object.entries(ATTRIBUTE_VOCABULARY)) add(k, v);
  // Set by the generator itself: a print's plain design becomes "printed"; every product has a range.
  add('design', 'printed');
  add('main_range', ['core', 'plus', 'petite', 'tall', 'beauty']);
  for (const c of COLOURS) {
    add('colour', c.token);
    add('colour_group', c.group);
  }
  return found;
}

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}/${k}` : k));
}

describe('attribute labels', () => {
  it('has the same keys at every level in every language', () => {
    const reference = keyPaths(en).sort();
    expect(keyPaths(fr).sort()).toEqual(reference);
    expect(keyPaths(ar).sort()).toEqual(reference);
  });

  it('names every listing attribute and colour group', () => {
    for (const attribute of [...LISTING_ATTRIBUTES, 'colour_group'])
      expect(en.names, attribute).toHaveProperty([attribute]);
  });

  it('labels every value the demo catalogue can produce', () => {
    const found = seedValues();
    for (const attribute of [...LISTING_ATTRIBUTES, 'colour', 'colour_group'])
      expect(found.get(attribute)?.size ?? 0, attribute).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const [lang, messages] of Object.entries(files))
      for (const [attribute, values] of found)
        for (const value of values)
          if (!messages.values[attribute]?.[slug(value)]) missing.push(`${lang}: ${attribute}/${value}`);
    expect(missing).toEqual([]);
  });

  it('keys values by their slug and gives no empty or ICU-breaking label', () => {
    for (const [lang, messages] of Object.entries(files)) {
      for (const [key, label] of Object.entries(messages.names)) {
        expect(label.trim(), `${lang}: names/${key}`).not.toBe('');
        expect(label, `${lang}: names/${key}`).not.toMatch(/[{}]/);
      }
      for (const [attribute, values] of Object.entries(messages.values)) {
        for (const [key, label] of Object.entries(values)) {
          expect(key, `${lang}: ${attribute}/${key}`).toBe(slug(key));
          expect(key).not.toContain('.');
          expect(label.trim(), `${lang}: ${attribute}/${key}`).not.toBe('');
          expect(label, `${lang}: ${attribute}/${key}`).not.toMatch(/[{}]/);
        }
      }
    }
  });
});
