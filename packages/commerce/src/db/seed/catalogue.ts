// A deterministic demo catalogue for the Vitrine brand: categories and a stream of products with
// names and copy in English, French and Arabic, colour siblings, sizes with stock per warehouse
// region, prices in every store currency (with special prices and their date windows) and the
// keys of their generated images. Same count, seed and `now` give the same products; product N
// is built without building any product after it, so 100,000 products stream in flat memory.

import { BRANDS, colourDef, DEFAULT_BRAND, type ColourDef, type Trilingual } from '@vitrine/config';
import { chance, int, mixSeed, mulberry32, pick, pickWeighted, sample, type Rng } from './random.ts';
import { DRAWN_DESIGNS, DRAWN_STYLES, FEATURES_DRAWN, type DrawnFeatures } from './drawing.ts';
import {
  convertPrice,
  gbpShelfPrice,
  gbpSpecial,
  SEED_CURRENCIES,
  specialPrice,
  type SeedCurrency,
} from './prices.ts';
import {
  SILHOUETTES,
  viewsOf,
  type Family,
  type Garment,
  type ImageView,
  type Silhouette,
  type SizeKind,
} from './silhouettes.ts';
import {
  APPLICATION_PHRASES,
  ATTRIBUTE_VOCABULARY,
  CARE_PHRASES,
  colourSlug,
  DETAILS,
  FIT_PHRASES,
  HEEL_PHRASES,
  INGREDIENT_PHRASES,
  MATERIALS,
  OCCASION_PHRASES,
  OCCASION_SHORT_PHRASES,
  SIZE_PHRASES,
  SKIN_CONCERN_PHRASES,
  SKIN_TYPE_PHRASES,
  type DetailDef,
  type MaterialDef,
} from './vocabulary.ts';

export type Lang = 'en' | 'fr' | 'ar';
export type { ImageView, SizeKind } from './silhouettes.ts';

export interface SeedCategory {
  path: string;
  parentPath: string | null;
  position: number;
  names: { en: string; fr: string; ar: string };
  inMenu: boolean;
}

export interface SeedPrice {
  currency: SeedCurrency;
  amountMinor: number;
  specialMinor: number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
}

export interface SeedVariant {
  sku: string;
  size: string;
  stock: { gb: number; us: number };
}

export interface SeedImage {
  view: ImageView;
  /** Names an image set: `products/<key>-<width>.webp` (see images.ts). */
  key: string;
}

export interface SeedProduct {
  sku: string;
  styleGroup: string;
  urlKey: string;
  names: { en: string; fr: string; ar: string };
  descriptions: { en: string; fr: string; ar: string };
  colour: string;
  colourGroup: string;
  sizeKind: SizeKind;
  attributes: Record<string, string | number | boolean | string[]>;
  sticker: string | null;
  dateEnabled: Date;
  popularity: number;
  categoryPaths: string[];
  images: SeedImage[];
  variants: SeedVariant[];
  prices: SeedPrice[];
}

export const STICKERS = ['new', 'bestseller', 'limited-edition', 'back-in-stock', 'sale'] as const;

/** Products enabled this recently are listed under new-in. */
export const NEW_IN_DAYS = 28;

const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Categories

function category(
  path: string,
  position: number,
  en: string,
  fr: string,
  ar: string,
  inMenu = true,
): SeedCategory {
  const slash = path.lastIndexOf('/');
  return {
    path,
    parentPath: slash < 0 ? null : path.slice(0, slash),
    position,
    names: { en, fr, ar },
    inMenu,
  };
}

/** The category tree; paths are URL paths without `.html` (§2.1), parents before children. */
export const SEED_CATEGORIES: SeedCategory[] = [
  category('new-in', 0, 'New In', 'Nouveautés', 'وصل حديثاً'),
  category('clothing', 1, 'Clothing', 'Vêtements', 'ملابس'),
  category('clothing/dresses', 0, 'Dresses', 'Robes', 'فساتين'),
  category('clothing/tops', 1, 'Tops', 'Hauts', 'بلوزات وتوبات'),
  category('clothing/jeans', 2, 'Jeans', 'Jeans', 'جينز'),
  category('clothing/coats-jackets', 3, 'Coats & Jackets', 'Manteaux et vestes', 'معاطف وسترات'),
  category('clothing/knitwear', 4, 'Knitwear', 'Maille', 'ملابس التريكو'),
  category('clothing/skirts', 5, 'Skirts', 'Jupes', 'تنانير'),
  category('clothing/trousers', 6, 'Trousers', 'Pantalons', 'بناطيل'),
  category('shop-by', 2, 'Shop By', 'Acheter par', 'تسوّقي حسب'),
  category(
    'shop-by/plus-size-clothing',
    0,
    'Plus Size Clothing',
    'Vêtements grande taille',
    'ملابس المقاسات الكبيرة',
  ),
  category('shop-by/bottoms', 1, 'Bottoms', 'Bas', 'الملابس السفلية'),
  category('shoes', 3, 'Shoes', 'Chaussures', 'أحذية'),
  category('accessories', 4, 'Accessories', 'Accessoires', 'إكسسوارات'),
  category('accessories/bags', 0, 'Bags', 'Sacs', 'حقائب'),
  category('accessories/jewellery', 1, 'Jewellery', 'Bijoux', 'مجوهرات'),
  category('accessories/belts', 2, 'Belts', 'Ceintures', 'أحزمة'),
  category('beauty', 5, 'Beauty', 'Beauté', 'الجمال'),
  category('beauty/skincare', 0, 'Skincare', 'Soins de la peau', 'العناية بالبشرة'),
  category('beauty/make-up', 1, 'Make-Up', 'Maquillage', 'المكياج'),
];

// ---------------------------------------------------------------------------------------------
// Images

/**
 * The silhouettes whose drawing follows the product's attributes (issue 29 item 17, decision
 * 0049): a listing filtered by V neck, long sleeves, cropped or bodycon shows what its words say.
 */
export const FEATURED_SILHOUETTES: ReadonlySet<string> = new Set(Object.keys(FEATURES_DRAWN));

type Attributes = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/** The drawn features in the order the image key names them, each with its attribute. */
const DRAWN_ATTRIBUTES = [
  ['neck', 'neck_shape'],
  ['sleeves', 'sleeves'],
  ['length', 'length_new'],
  ['fit', 'fit'],
  ['fastening', 'fastening'],
  ['design', 'design'],
] as const;

/**
 * The values a drawn feature takes: its attribute's vocabulary, but only the designs a drawer
 * draws (a plain and a printed jumper look alike, so they share their images).
 */
function drawnValues([feature, attribute]: (typeof DRAWN_ATTRIBUTES)[number]): readonly string[] {
  return feature === 'design' ? DRAWN_DESIGNS : (ATTRIBUTE_VOCABULARY[attribute] ?? []);
}

/**
 * What a product's attributes ask its drawing to show, of what its silhouette's drawer draws
 * (FEATURES_DRAWN); nothing for silhouettes drawn one way.
 */
export function drawnFeatures(silhouetteId: string, attributes: Attributes): DrawnFeatures {
  const drawn = FEATURES_DRAWN[silhouetteId];
  if (!drawn) return {};
  const features: DrawnFeatures = {};
  for (const pair of DRAWN_ATTRIBUTES) {
    const [feature, attribute] = pair;
    const value = attributes[attribute];
    features[feature] =
      drawn.includes(feature) && typeof value === 'string' && drawnValues(pair).includes(value)
        ? value
        : undefined;
  }
  features.style =
    drawn.includes('style') && typeof attributes.style === 'string' && DRAWN_STYLES.includes(attributes.style)
      ? attributes.style
      : undefined;
  return features;
}

const slugOf = (value: string) => value.replace(/[^a-z]/g, '');

/** `neck_sleeves_length_fit_fastening_design[_style]` as a key part, `default` for a feature not given. */
function variantOf(features: DrawnFeatures): string {
  return [
    ...DRAWN_ATTRIBUTES.map(([feature]) => features[feature] ?? 'default'),
    ...(features.style ? [features.style] : []),
  ]
    .map(slugOf)
    .join('_');
}

/**
 * `${silhouette}-${colour}-${view}`, with the variant after the silhouette where the drawing
 * follows the attributes: products that look alike share their images.
 */
export function imageKey(
  silhouetteId: string,
  colour: string,
  view: ImageView,
  features: DrawnFeatures = {},
): string {
  const variant = FEATURED_SILHOUETTES.has(silhouetteId) ? `_${variantOf(features)}` : '';
  return `${silhouetteId}${variant}-${colourSlug(colour)}-${view}`;
}

/**
 * Reads a key's variant back (imageKey's inverse), or undefined if it names a value not in the
 * vocabulary or a design no drawer draws.
 */
export function featuresOfVariant(variant: string): DrawnFeatures | undefined {
  const parts = variant.split('_');
  if (parts.length < DRAWN_ATTRIBUTES.length || parts.length > DRAWN_ATTRIBUTES.length + 1) return undefined;
  const features: DrawnFeatures = {};
  for (const [i, pair] of DRAWN_ATTRIBUTES.entries()) {
    const feature = pair[0];
    const slug = parts[i]!;
    if (slug === 'default') {
      features[feature] = undefined;
      continue;
    }
    const value = drawnValues(pair).find((v) => slugOf(v) === slug);
    if (!value) return undefined;
    features[feature] = value;
  }
  const styleSlug = parts[DRAWN_ATTRIBUTES.length];
  features.style = styleSlug === undefined ? undefined : DRAWN_STYLES.find((d) => slugOf(d) === styleSlug);
  if (styleSlug !== undefined && !features.style) return undefined;
  return features;
}

export function imageKeys(products: Iterable<SeedProduct>): Set<string> {
  const keys = new Set<string>();
  for (const product of products) for (const image of product.images) keys.add(image.key);
  return keys;
}

// ---------------------------------------------------------------------------------------------
// Sizes

const ONE_SIZE = 'ONE SIZE';
type Range = 'core' | 'plus' | 'petite' | 'tall' | 'beauty';

function evenSizes(from: number, to: number): string[] {
  const sizes: string[] = [];
  for (let s = from; s <= to; s += 2) sizes.push(String(s));
  return sizes;
}

function sizesFor(rng: Rng, kind: SizeKind, range: Range): string[] {
  switch (kind) {
    case 'clothes':
      if (range === 'plus') return evenSizes(chance(rng, 0.8) ? 16 : 18, 28);
      if (range === 'petite') return evenSizes(4, 16);
      if (range === 'tall') return evenSizes(6, 18);
      return evenSizes(pick(rng, [4, 6]), pickWeighted(rng, [16, 18, 20, 22, 24, 26], [2, 3, 2, 1, 1, 1]));
    case 'shoes': {
      const from = chance(rng, 0.85) ? 3 : 4;
      const to = chance(rng, 0.85) ? 9 : 8;
      return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
    }
    case 'bra':
      return ['32A', '32B', '34A', '34B', '34C', '36B', '36C', '36D', '38C', '38DD'];
    case 'belt':
      return ['S', 'M', 'L'];
    case 'accessory':
    case 'beauty':
      return [ONE_SIZE];
  }
}

/**
 * Stock of one region for one size: mostly 4-40 (middle sizes deeper), some sizes sold out, some
 * down to their last 1-3 pieces.
 */
function stockFor(rng: Rng, position: number, count: number): number {
  const r = rng();
  if (r < 0.12) return 0;
  if (r < 0.22) return int(rng, 1, 3);
  const middle = (count - 1) / 2;
  const depth = count <= 1 ? 1 : 1 - Math.abs(position - middle) / (middle + 1);
  return int(rng, 4, 12 + Math.round(28 * depth));
}

// ---------------------------------------------------------------------------------------------
// Words

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function names(garment: Garment, material: MaterialDef | null, detail: DetailDef | null): Trilingual {
  const en = [material?.name.en, detail?.name.en, garment.en];
  const fr = [garment.fr, material?.name.fr, detail?.name.fr];
  const ar = [garment.ar, material?.name.ar, detail?.name.ar];
  const join = (parts: (string | undefined)[]) => parts.filter((p): p is string => !!p).join(' ');
  return { en: join(en), fr: join(fr), ar: join(ar) };
}

const MATERIAL_LEAD: Record<Family, Trilingual> = {
  clothing: { en: 'Cut from', fr: 'En', ar: '' },
  shoes: { en: 'Made from', fr: 'En', ar: '' },
  bags: { en: 'Made from', fr: 'En', ar: '' },
  belts: { en: 'Made from', fr: 'En', ar: '' },
  jewellery: { en: 'Crafted in', fr: 'En', ar: '' },
  skincare: { en: '', fr: '', ar: '' },
  makeup: { en: '', fr: '', ar: '' },
};

const JEWELLERY_FINISH: Trilingual = {
  en: 'a polished, tarnish-resistant finish',
  fr: 'un fini poli qui ne ternit pas',
  ar: 'بلمسة نهائية مصقولة مقاومة للبهتان',
};
const BELT_FIT: Trilingual = { en: 'an adjustable fit', fr: 'une taille réglable', ar: 'بمقاس قابل للتعديل' };
const GIFT_POUCH: Trilingual = {
  en: 'Presented in a Vitrine gift pouch.',
  fr: 'Livré dans une pochette cadeau Vitrine.',
  ar: 'تُقدَّم في كيس هدايا من فيترين.',
};
const VEGAN: Trilingual = {
  en: 'Vegan and cruelty free.',
  fr: 'Formule vegan, non testée sur les animaux.',
  ar: 'تركيبة نباتية غير مختبرة على الحيوانات.',
};

function rangeSentence(range: Range, sizes: string[]): Trilingual | null {
  const first = sizes[0] ?? '';
  const last = sizes[sizes.length - 1] ?? '';
  switch (range) {
    case 'plus':
      return {
        en: `Part of our Plus range, in sizes UK ${first} to ${last}.`,
        fr: `Gamme Grande taille : du ${first} au ${last} (tailles UK).`,
        ar: `من مجموعة المقاسات الكبيرة، بمقاسات بريطانية من ${first} إلى ${last}.`,
      };
    case 'petite':
      return {
        en: 'Part of our Petite range, cut for women 5\'3" and under.',
        fr: 'Gamme Petite : coupée pour les femmes de 1,60 m et moins.',
        ar: 'من مجموعة بيتيت المصممة للنساء بطول 160 سم أو أقل.',
      };
    case 'tall':
      return {
        en: 'Part of our Tall range, cut for women 5\'9" and over.',
        fr: 'Gamme Tall : coupée pour les femmes de 1,75 m et plus.',
        ar: 'من مجموعة تول المصممة للنساء بطول 175 سم أو أكثر.',
      };
    default:
      return null;
  }
}

interface Copy {
  family: Family;
  garment: Garment;
  material: MaterialDef;
  detail: DetailDef | null;
  colour: ColourDef;
  attributes: SeedProduct['attributes'];
  range: Range;
  sizes: string[];
}

function phrase(table: Readonly<Record<string, Trilingual>>, key: unknown): Trilingual | undefined {
  return typeof key === 'string' ? table[key] : undefined;
}

function firstOf(value: unknown): string | undefined {
  return Array.isArray(value)
    ? (value[0] as string | undefined)
    : typeof value === 'string'
      ? value
      : undefined;
}

/** Two or three sentences per language. */
function describe(copy: Copy, rng: Rng): Trilingual {
  const { family, garment: g, material: m, detail: d, colour: c, attributes: a } = copy;
  const en: string[] = [];
  const fr: string[] = [];
  const ar: string[] = [];
  const comes = g.enPlural ? 'come' : 'comes';
  const decline = g.frPlural ? 'se déclinent' : 'se décline';
  const arComes = g.arFeminine ? 'تأتي' : 'يأتي';

  if (family === 'skincare') {
    const concern = phrase(SKIN_CONCERN_PHRASES, firstOf(a.skin_concern)) ?? SKIN_CONCERN_PHRASES.dryness!;
    const skin = phrase(SKIN_TYPE_PHRASES, a.skin_type) ?? SKIN_TYPE_PHRASES['all skin types']!;
    const time =
      phrase(APPLICATION_PHRASES, a.application_time) ?? APPLICATION_PHRASES['morning and evening']!;
    const active = d?.desc ?? {
      en: 'botanical extracts',
      fr: 'les extraits végétaux',
      ar: 'مستخلصات نباتية',
    };
    en.push(
      `${cap(g.enThis)} ${g.enPlural ? 'have' : 'has'} ${m.desc.en} with ${active.en} to target ${concern.en}.`,
    );
    fr.push(`${cap(g.frThis)} associe ${m.desc.fr} et ${active.fr} pour cibler ${concern.fr}.`);
    ar.push(`${arComes} ${g.arThis} ${m.desc.ar} مع ${active.ar} لاستهداف ${concern.ar}.`);
    en.push(`Suitable for ${skin.en}; use ${time.en}.`);
    fr.push(`Convient ${skin.fr} ; à utiliser ${time.fr}.`);
    ar.push(
      `${g.arFeminine ? 'مناسبة' : 'مناسب'} ${skin.ar}، ${g.arFeminine ? 'وتُستخدم' : 'ويُستخدم'} ${time.ar}.`,
    );
    if (chance(rng, 0.6)) push3(VEGAN);
    return join();
  }

  if (family === 'makeup') {
    en.push(`${cap(g.enThis)} ${comes} ${c.phrase.en} with ${m.desc.en}${d ? ` and ${d.desc.en}` : ''}.`);
    fr.push(`${cap(g.frThis)} ${decline} ${c.phrase.fr} avec ${m.desc.fr}${d ? ` et ${d.desc.fr}` : ''}.`);
    ar.push(`${arComes} ${g.arThis} ${c.phrase.ar} ${m.desc.ar}${d ? ` مع ${d.desc.ar}` : ''}.`);
    const ingredients = (Array.isArray(a.key_ingredients) ? a.key_ingredients : [])
      .map((i) => INGREDIENT_PHRASES[i])
      .filter((p): p is Trilingual => !!p);
    if (ingredients.length > 0) {
      en.push(`Enriched with ${ingredients.map((i) => i.en).join(' and ')} for all-day comfort.`);
      fr.push(`Sa formule enrichie en ${ingredients.map((i) => i.fr).join(' et ')} assure un grand confort.`);
      ar.push(`تركيبة غنية ب${ingredients.map((i) => i.ar).join(' و')} لراحة تدوم طوال اليوم.`);
    }
    if (chance(rng, 0.5)) push3(VEGAN);
    return join();
  }

  // Clothing, shoes, bags, belts, jewellery.
  const feature =
    family === 'clothing'
      ? (phrase(FIT_PHRASES, a.fit) ?? FIT_PHRASES.regular!)
      : family === 'shoes'
        ? (phrase(HEEL_PHRASES, a.heel_height) ?? HEEL_PHRASES.flat!)
        : family === 'bags'
          ? (phrase(SIZE_PHRASES, a.accessory_size) ?? SIZE_PHRASES.medium!)
          : family === 'belts'
            ? BELT_FIT
            : JEWELLERY_FINISH;
  const lead = MATERIAL_LEAD[family];
  en.push(
    `${lead.en} ${m.desc.en}, ${g.enThis} ${comes} ${c.phrase.en} with ${feature.en}${d ? ` and ${d.desc.en}` : ''}.`,
  );
  fr.push(
    `${lead.fr} ${m.desc.fr}, ${g.frThis} ${decline} ${c.phrase.fr} avec ${feature.fr}${d ? ` et ${d.desc.fr}` : ''}.`,
  );
  ar.push(
    `${arComes} ${g.arThis} ${c.phrase.ar} ${feature.ar}${d ? ` مع ${d.desc.ar}` : ''}، ${g.arFeminine ? 'وهي مصنوعة' : 'وهو مصنوع'} من ${m.desc.ar}.`,
  );

  const occasion = firstOf(a.occasion_wear) ?? 'everyday';
  if (family === 'clothing') {
    const o = OCCASION_PHRASES[occasion] ?? OCCASION_PHRASES.everyday!;
    en.push(`Wear ${g.enPlural ? 'them' : 'it'} ${o.en}.`);
    fr.push(`À porter ${o.fr}.`);
    ar.push(`${g.arFeminine ? 'ارتديها' : 'ارتديه'} ${o.ar}.`);
    const extra =
      rangeSentence(copy.range, copy.sizes) ??
      (m.care !== 'none' && chance(rng, 0.7) ? CARE_PHRASES[m.care] : null);
    if (extra) push3(extra);
  } else {
    const o = OCCASION_SHORT_PHRASES[occasion] ?? OCCASION_SHORT_PHRASES.everyday!;
    en.push(`An easy pick for ${o.en}.`);
    fr.push(`Un indispensable pour ${o.fr}.`);
    ar.push(`خيار مثالي ${o.ar}.`);
    if (family === 'jewellery') {
      if (chance(rng, 0.7)) push3(GIFT_POUCH);
    } else if (m.care !== 'none' && chance(rng, 0.6)) {
      push3(CARE_PHRASES[m.care]);
    }
  }
  return join();

  function push3(t: Trilingual): void {
    en.push(t.en);
    fr.push(t.fr);
    ar.push(t.ar);
  }
  function join(): Trilingual {
    return { en: en.join(' '), fr: fr.join(' '), ar: ar.join(' ') };
  }
}

// ---------------------------------------------------------------------------------------------
// Styles: what colour siblings share.

interface StylePlan {
  index: number;
  silhouette: Silhouette;
  garment: Garment;
  material: MaterialDef;
  detail: DetailDef | null;
  names: Trilingual;
  colours: string[];
  range: Range;
  sizes: string[];
  attributes: Record<string, string | boolean | string[]>;
  baseGbpMinor: number;
  dateEnabled: number;
}

const SILHOUETTE_WEIGHTS = SILHOUETTES.map((s) => s.weight);
/** Share of styles whose silhouette is also cut in plus sizes (all the clothing). */
const PLUS_ABLE_SHARE =
  SILHOUETTES.filter((s) => s.plus).reduce((sum, s) => sum + s.weight, 0) /
  SILHOUETTE_WEIGHTS.reduce((a, b) => a + b, 0);
/** Chance that such a style is a plus-size one: about 12% of all products. */
const PLUS_CHANCE = Math.min(1, 0.12 / PLUS_ABLE_SHARE);

/** Whether a detail's name repeats a word of a name in any language ("Lace Lace Trim", "à talons à talon aiguille"). */
function repeats(detail: Trilingual, name: Trilingual): boolean {
  return (['en', 'fr', 'ar'] as const).some((lang) => {
    const words = detail[lang]
      .toLowerCase()
      .split(/[\s'-]+/)
      .filter((w) => w.length >= 4);
    const other = name[lang].toLowerCase();
    return words.some((w) => other.includes(w));
  });
}

/** Picks one of a list, favouring the first (the usual value). */
function pickUsual<T>(rng: Rng, items: readonly T[]): T {
  return chance(rng, 0.5) ? (items[0] as T) : pick(rng, items);
}

function planStyle(rng: Rng, index: number, nowMs: number): StylePlan {
  const s = pickWeighted(rng, SILHOUETTES, SILHOUETTE_WEIGHTS);
  const garment = pick(rng, s.garments);
  const material = MATERIALS[pick(rng, s.materials)]!;
  // A detail already said by the garment's name ("Cropped Jumper"), or at odds with it (a cowl
  // neck on a collared shirt dress), is left out.
  const taken = Object.keys(garment.attrs ?? {});
  const candidates = s.details.filter((id) => {
    const d = DETAILS[id]!;
    if (repeats(d.name, garment) || repeats(d.name, material.name)) return false;
    return !Object.keys(d.attrs).some((key) => taken.includes(key));
  });
  const detail =
    candidates.length > 0 && (s.detailInName >= 1 || chance(rng, 0.85))
      ? DETAILS[pick(rng, candidates)]!
      : null;

  let materialInName = material.name.en !== '' && chance(rng, s.materialInName);
  if (material.id === 'denim' && s.id.startsWith('jeans')) materialInName = false;
  let detailInName = detail !== null && chance(rng, s.detailInName);
  const singleWord = !garment.en.includes(' ');
  if (singleWord && !materialInName && !detailInName) {
    if (material.name.en !== '' && !(material.id === 'denim' && s.id.startsWith('jeans')))
      materialInName = true;
    else if (detail) detailInName = true;
  }
  const styleNames = names(garment, materialInName ? material : null, detailInName ? detail : null);

  const nColours = pickWeighted(rng, [1, 2, 3, 4], [40, 30, 20, 10]);
  const colours = sample(rng, s.colours, nColours);

  let range: Range = s.family === 'skincare' || s.family === 'makeup' ? 'beauty' : 'core';
  if (s.plus) {
    const r = rng();
    range =
      r < PLUS_CHANCE ? 'plus' : r < PLUS_CHANCE + 0.07 ? 'petite' : r < PLUS_CHANCE + 0.12 ? 'tall' : 'core';
  }
  const sizes = sizesFor(rng, s.sizeKind, range);

  // Listing attributes: usual values of the silhouette, then what the name and the details imply.
  const attributes: Record<string, string | boolean | string[]> = {};
  for (const [key, values] of Object.entries(s.attrs)) {
    if (values.length === 0) continue;
    if (key === 'occasion_wear') attributes[key] = sample(rng, values, chance(rng, 0.4) ? 2 : 1);
    else if (key === 'key_ingredients') attributes[key] = sample(rng, values, chance(rng, 0.5) ? 2 : 1);
    else attributes[key] = pickUsual(rng, values);
  }
  Object.assign(attributes, garment.attrs ?? {}, material.attrs ?? {}, detail?.attrs ?? {});
  if (s.family === 'shoes') {
    if (detail?.id === 'stiletto') attributes.heel_height = 'high';
    if (detail?.id === 'block-heel' && attributes.heel_height === 'flat') attributes.heel_height = 'mid';
  }
  if (s.sizeKind === 'belt') attributes.belt_size = sizes.slice();
  attributes.main_range = range;
  if (s.family === 'clothing') {
    const height =
      range === 'petite'
        ? pick(rng, ['5\'2"', '5\'3"'])
        : range === 'tall'
          ? pick(rng, ['5\'11"', '6\'0"'])
          : pick(rng, ['5\'8"', '5\'9"', '5\'10"']);
    const wears =
      range === 'plus' ? pick(rng, ['18', '20']) : range === 'tall' ? '10' : pick(rng, ['8', '10']);
    attributes.model = `Model is ${height} and wears UK ${wears}`;
  }
  attributes.secret = chance(rng, 0.01);

  const [minGbp, maxGbp] = s.priceGbp;
  const pounds = minGbp + Math.round((maxGbp - minGbp) * rng() ** 1.4);
  const baseGbpMinor = gbpShelfPrice(pounds, pickWeighted(rng, ['99', '00', '50'] as const, [5, 3, 2]));

  // Enabled in the last 540 days; about 12% of styles in the last 28 (new in).
  const ageDays = chance(rng, 0.12) ? rng() * (NEW_IN_DAYS - 0.5) : NEW_IN_DAYS + 0.5 + rng() * 512;
  const dateEnabled = Math.floor((nowMs - ageDays * DAY) / 60_000) * 60_000;

  return {
    index,
    silhouette: s,
    garment,
    material,
    detail,
    names: styleNames,
    colours,
    range,
    sizes,
    attributes,
    baseGbpMinor,
    dateEnabled,
  };
}

// ---------------------------------------------------------------------------------------------
// Products

function specialWindow(rng: Rng, nowMs: number): { from: number; to: number | null; current: boolean } {
  const today = Math.floor(nowMs / DAY) * DAY;
  const kind = pickWeighted(rng, ['current', 'expired', 'future', 'open'] as const, [60, 15, 10, 15]);
  switch (kind) {
    case 'current':
      return { from: today - int(rng, 1, 20) * DAY, to: today + int(rng, 3, 30) * DAY, current: true };
    case 'expired': {
      const to = today - int(rng, 2, 30) * DAY;
      return { from: to - int(rng, 7, 45) * DAY, to, current: false };
    }
    case 'future': {
      const from = today + int(rng, 2, 14) * DAY;
      return { from, to: from + int(rng, 7, 30) * DAY, current: false };
    }
    case 'open':
      return { from: today - int(rng, 1, 30) * DAY, to: null, current: true };
  }
}

function pricesFor(
  rng: Rng,
  baseGbpMinor: number,
  nowMs: number,
): { prices: SeedPrice[]; currentSpecial: boolean } {
  const amounts = SEED_CURRENCIES.map((currency) => convertPrice(baseGbpMinor, currency));
  let specials: (number | null)[] | null = null;
  let window: ReturnType<typeof specialWindow> | null = null;
  if (chance(rng, 0.2)) {
    const discount = pickWeighted(rng, [0.2, 0.25, 0.3, 0.4, 0.5], [3, 2, 3, 2, 1]);
    const gbp = gbpSpecial(baseGbpMinor, discount);
    window = specialWindow(rng, nowMs);
    specials = SEED_CURRENCIES.map((currency, i) => specialPrice(gbp, amounts[i]!, currency));
    // A special price is in every currency or in none.
    if (specials.some((p) => p === null)) specials = null;
  }
  const prices = SEED_CURRENCIES.map((currency, i): SeedPrice => {
    const special = specials?.[i] ?? null;
    return {
      currency,
      amountMinor: amounts[i]!,
      specialMinor: special,
      specialFrom: special !== null && window ? new Date(window.from) : null,
      specialTo: special !== null && window && window.to !== null ? new Date(window.to) : null,
    };
  });
  return { prices, currentSpecial: specials !== null && window !== null && window.current };
}

/** The house brand (the demo deployment's, @vitrine/config), and the partner brands the marketplace sells. */
export const HOUSE_BRAND = BRANDS[DEFAULT_BRAND].name;
export const PARTNER_BRANDS = [
  'Maison Lune',
  'Atelier Sable',
  'Nord Studio',
  'Olive & Oak',
  'Studio Céleste',
] as const;

/**
 * About one style in nine is a partner brand's, chosen from the style number (not the random
 * stream, so adding brands changed nothing else about the catalogue).
 */
export function brandOf(styleIndex: number): string {
  return styleIndex % 9 === 4
    ? PARTNER_BRANDS[Math.floor(styleIndex / 9) % PARTNER_BRANDS.length]!
    : HOUSE_BRAND;
}

function buildProduct(
  plan: StylePlan,
  colourIndex: number,
  number: number,
  rng: Rng,
  nowMs: number,
): SeedProduct {
  const s = plan.silhouette;
  const colourToken = plan.colours[colourIndex]!;
  const colour = colourDef(colourToken);
  const sku = `VT${String(number).padStart(6, '0')}`;

  const attributes: SeedProduct['attributes'] = { ...plan.attributes };
  for (const [k, v] of Object.entries(attributes)) if (Array.isArray(v)) attributes[k] = v.slice();
  const multi = colour.pattern !== 'plain';
  attributes.is_multi_colour = multi;
  if (multi && attributes.design === 'plain') attributes.design = 'printed';
  // §2.1 /pltmarketplace and §2.3 brand/brands: some styles come from partner brands (sellers).
  attributes.brand = brandOf(plan.index);

  // Stock: a few products sold out in a whole region.
  const soldOut = pickWeighted(rng, ['none', 'gb', 'us'] as const, [94, 3, 3]);
  const variants = plan.sizes.map((size, i): SeedVariant => {
    const gb = stockFor(rng, i, plan.sizes.length);
    const us = stockFor(rng, i, plan.sizes.length);
    return {
      sku: `${sku}-${size}`,
      size,
      stock: { gb: soldOut === 'gb' ? 0 : gb, us: soldOut === 'us' ? 0 : us },
    };
  });

  const { prices, currentSpecial } = pricesFor(rng, plan.baseGbpMinor, nowMs);
  const popularity = Math.min(10_000, Math.floor(10_000 * rng() ** 3));
  const isNew = nowMs - plan.dateEnabled < NEW_IN_DAYS * DAY;

  let sticker: string | null = null;
  if (currentSpecial && chance(rng, 0.5)) sticker = 'sale';
  else if (isNew && chance(rng, 0.4)) sticker = 'new';
  else if (popularity > 6_000 && chance(rng, 0.5)) sticker = 'bestseller';
  else {
    const roll = rng();
    if (roll < 0.02) sticker = 'limited-edition';
    else if (roll < 0.04) sticker = 'back-in-stock';
  }

  const categoryPaths = [s.category];
  const parent = s.category.includes('/') ? s.category.slice(0, s.category.indexOf('/')) : null;
  if (parent) categoryPaths.push(parent);
  if (plan.range === 'plus') categoryPaths.push('shop-by/plus-size-clothing');
  if (s.bottoms) categoryPaths.push('shop-by/bottoms');
  if (isNew) categoryPaths.push('new-in');

  const descriptions = describe(
    {
      family: s.family,
      garment: plan.garment,
      material: plan.material,
      detail: plan.detail,
      colour,
      attributes,
      range: plan.range,
      sizes: plan.sizes,
    },
    rng,
  );

  return {
    sku,
    styleGroup: `VS${String(plan.index + 1).padStart(6, '0')}`,
    urlKey: slugify(`${plan.names.en} ${colour.token} ${String(number).padStart(6, '0')}`),
    names: { ...plan.names },
    descriptions,
    colour: colour.token,
    colourGroup: colour.group,
    sizeKind: s.sizeKind,
    attributes,
    sticker,
    dateEnabled: new Date(plan.dateEnabled),
    popularity,
    categoryPaths,
    images: viewsOf(s.family).map((view) => ({
      view,
      key: imageKey(s.id, colour.token, view, drawnFeatures(s.id, attributes)),
    })),
    variants,
    prices,
  };
}

/**
 * Streams `count` products. Styles are planned one after another, each from its own seeded
 * stream, and each yields its colour siblings (1 to 4 products); the run stops mid-style when
 * the count is reached, so the first N products never depend on `count`.
 */
export function* generateProducts(
  count: number,
  options: { now: Date; seed?: number },
): Generator<SeedProduct> {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const nowMs = options.now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('now must be a valid date');
  const seed = options.seed ?? 1;
  let produced = 0;
  for (let style = 0; produced < count; style++) {
    const plan = planStyle(mulberry32(mixSeed(seed, style)), style, nowMs);
    for (let c = 0; c < plan.colours.length && produced < count; c++) {
      produced++;
      yield buildProduct(plan, c, produced, mulberry32(mixSeed(seed, style, c + 1)), nowMs);
    }
  }
}
