// The store's colours in English, French and Arabic: the §3.3 colour_en token, its filter group,
// the dye a swatch or a drawing shows, and the words shoppers read. The demo catalogue draws and
// names its products with them; search reads them to understand "robe verte" or "فستان أخضر".

export interface Trilingual {
  en: string;
  fr: string;
  ar: string;
}

/** How a colour is drawn on a product image: a plain dye or one of a few prints. */
export type ColourPattern = 'plain' | 'leopard' | 'floral' | 'stripe';

export interface ColourDef {
  /** colour_en (§3.3): a lower-case token. */
  token: string;
  /** Its filter group: a "berry" dress is in the "red" group. */
  group: string;
  /** Main dye (for prints: the ground colour). */
  hex: string;
  pattern: ColourPattern;
  /** "in berry", "en baie", "بلون التوت": the colour as it reads in a description. */
  phrase: Trilingual;
  /** The colour's name on its own. */
  name: Trilingual;
}

function colour(
  token: string,
  group: string,
  hex: string,
  name: Trilingual,
  phrase: Trilingual,
  pattern: ColourPattern = 'plain',
): ColourDef {
  return { token, group, hex, pattern, name, phrase };
}

export const COLOURS: readonly ColourDef[] = [
  colour(
    'black',
    'black',
    '#1f1f22',
    { en: 'Black', fr: 'Noir', ar: 'أسود' },
    { en: 'in black', fr: 'en noir', ar: 'باللون الأسود' },
  ),
  colour(
    'white',
    'white',
    '#f4f2ec',
    { en: 'White', fr: 'Blanc', ar: 'أبيض' },
    { en: 'in white', fr: 'en blanc', ar: 'باللون الأبيض' },
  ),
  colour(
    'ivory',
    'cream',
    '#ede4d0',
    { en: 'Ivory', fr: 'Ivoire', ar: 'عاجي' },
    { en: 'in ivory', fr: 'en ivoire', ar: 'باللون العاجي' },
  ),
  colour(
    'cream',
    'cream',
    '#e6d8bd',
    { en: 'Cream', fr: 'Crème', ar: 'كريمي' },
    { en: 'in cream', fr: 'en crème', ar: 'باللون الكريمي' },
  ),
  colour(
    'champagne',
    'cream',
    '#dcc59b',
    { en: 'Champagne', fr: 'Champagne', ar: 'شمبانيا' },
    { en: 'in champagne', fr: 'en champagne', ar: 'بلون الشمبانيا' },
  ),
  colour(
    'ecru',
    'cream',
    '#e3d7bf',
    { en: 'Ecru', fr: 'Écru', ar: 'قطني خام' },
    { en: 'in ecru', fr: 'en écru', ar: 'بلون القطن الخام' },
  ),
  colour(
    'stone',
    'beige',
    '#c9b89b',
    { en: 'Stone', fr: 'Pierre', ar: 'حجري' },
    { en: 'in stone', fr: 'en beige pierre', ar: 'باللون الحجري' },
  ),
  colour(
    'camel',
    'brown',
    '#b3814d',
    { en: 'Camel', fr: 'Camel', ar: 'جملي' },
    { en: 'in camel', fr: 'en camel', ar: 'باللون الجملي' },
  ),
  colour(
    'chocolate',
    'brown',
    '#4b3124',
    { en: 'Chocolate', fr: 'Chocolat', ar: 'شوكولاتة' },
    { en: 'in chocolate', fr: 'en chocolat', ar: 'بلون الشوكولاتة' },
  ),
  colour(
    'bronze',
    'brown',
    '#9a6538',
    { en: 'Bronze', fr: 'Bronze', ar: 'برونزي' },
    { en: 'in bronze', fr: 'en bronze', ar: 'باللون البرونزي' },
  ),
  colour(
    'khaki',
    'green',
    '#7b784b',
    { en: 'Khaki', fr: 'Kaki', ar: 'كاكي' },
    { en: 'in khaki', fr: 'en kaki', ar: 'باللون الكاكي' },
  ),
  colour(
    'sage',
    'green',
    '#9dad93',
    { en: 'Sage', fr: 'Vert sauge', ar: 'أخضر مريمي' },
    { en: 'in sage', fr: 'en vert sauge', ar: 'باللون الأخضر المريمي' },
  ),
  colour(
    'olive',
    'green',
    '#585c37',
    { en: 'Olive', fr: 'Olive', ar: 'زيتي' },
    { en: 'in olive', fr: 'en vert olive', ar: 'باللون الزيتي' },
  ),
  colour(
    'emerald',
    'green',
    '#176449',
    { en: 'Emerald', fr: 'Émeraude', ar: 'زمردي' },
    { en: 'in emerald', fr: 'en vert émeraude', ar: 'باللون الزمردي' },
  ),
  colour(
    'navy',
    'blue',
    '#1e2741',
    { en: 'Navy', fr: 'Bleu marine', ar: 'كحلي' },
    { en: 'in navy', fr: 'en bleu marine', ar: 'باللون الكحلي' },
  ),
  colour(
    'cobalt',
    'blue',
    '#2147a6',
    { en: 'Cobalt', fr: 'Bleu cobalt', ar: 'أزرق كوبالت' },
    { en: 'in cobalt', fr: 'en bleu cobalt', ar: 'باللون الأزرق الكوبالتي' },
  ),
  colour(
    'sky blue',
    'blue',
    '#9cbfdf',
    { en: 'Sky Blue', fr: 'Bleu ciel', ar: 'أزرق سماوي' },
    { en: 'in sky blue', fr: 'en bleu ciel', ar: 'باللون الأزرق السماوي' },
  ),
  colour(
    'indigo',
    'blue',
    '#27365a',
    { en: 'Indigo', fr: 'Indigo', ar: 'نيلي' },
    { en: 'in a deep indigo wash', fr: 'en indigo brut', ar: 'باللون النيلي الداكن' },
  ),
  colour(
    'mid wash',
    'blue',
    '#4e6c93',
    { en: 'Mid Wash', fr: 'Délavage moyen', ar: 'غسلة متوسطة' },
    { en: 'in a mid wash', fr: 'en délavage moyen', ar: 'بغسلة متوسطة' },
  ),
  colour(
    'light wash',
    'blue',
    '#8ea7c3',
    { en: 'Light Wash', fr: 'Délavage clair', ar: 'غسلة فاتحة' },
    { en: 'in a light wash', fr: 'en délavage clair', ar: 'بغسلة فاتحة' },
  ),
  colour(
    'washed black',
    'black',
    '#363639',
    { en: 'Washed Black', fr: 'Noir délavé', ar: 'أسود باهت' },
    { en: 'in washed black', fr: 'en noir délavé', ar: 'باللون الأسود الباهت' },
  ),
  colour(
    'berry',
    'red',
    '#842048',
    { en: 'Berry', fr: 'Baie', ar: 'توتي' },
    { en: 'in berry', fr: 'en rouge baie', ar: 'بلون التوت' },
  ),
  colour(
    'red',
    'red',
    '#ae1e2b',
    { en: 'Red', fr: 'Rouge', ar: 'أحمر' },
    { en: 'in red', fr: 'en rouge', ar: 'باللون الأحمر' },
  ),
  colour(
    'burgundy',
    'red',
    '#5e1a27',
    { en: 'Burgundy', fr: 'Bordeaux', ar: 'عنابي' },
    { en: 'in burgundy', fr: 'en bordeaux', ar: 'باللون العنابي' },
  ),
  colour(
    'pink',
    'pink',
    '#e38fab',
    { en: 'Pink', fr: 'Rose', ar: 'وردي' },
    { en: 'in pink', fr: 'en rose', ar: 'باللون الوردي' },
  ),
  colour(
    'blush',
    'pink',
    '#e6c1b7',
    { en: 'Blush', fr: 'Rose poudré', ar: 'وردي فاتح' },
    { en: 'in blush', fr: 'en rose poudré', ar: 'باللون الوردي الفاتح' },
  ),
  colour(
    'lilac',
    'purple',
    '#b5a1d0',
    { en: 'Lilac', fr: 'Lilas', ar: 'ليلكي' },
    { en: 'in lilac', fr: 'en lilas', ar: 'باللون الليلكي' },
  ),
  colour(
    'mustard',
    'yellow',
    '#cd9b2e',
    { en: 'Mustard', fr: 'Moutarde', ar: 'خردلي' },
    { en: 'in mustard', fr: 'en jaune moutarde', ar: 'باللون الخردلي' },
  ),
  colour(
    'rust',
    'orange',
    '#a0472a',
    { en: 'Rust', fr: 'Rouille', ar: 'صدئي' },
    { en: 'in rust', fr: 'en rouille', ar: 'بلون الصدأ' },
  ),
  colour(
    'coral',
    'orange',
    '#e6725e',
    { en: 'Coral', fr: 'Corail', ar: 'مرجاني' },
    { en: 'in coral', fr: 'en corail', ar: 'باللون المرجاني' },
  ),
  colour(
    'amber',
    'orange',
    '#a8651f',
    { en: 'Amber', fr: 'Ambre', ar: 'كهرماني' },
    { en: 'in amber', fr: 'en ambre', ar: 'باللون الكهرماني' },
  ),
  colour(
    'grey',
    'grey',
    '#9d9d9f',
    { en: 'Grey', fr: 'Gris', ar: 'رمادي' },
    { en: 'in grey marl', fr: 'en gris chiné', ar: 'باللون الرمادي' },
  ),
  colour(
    'charcoal',
    'grey',
    '#39393e',
    { en: 'Charcoal', fr: 'Anthracite', ar: 'فحمي' },
    { en: 'in charcoal', fr: 'en gris anthracite', ar: 'باللون الفحمي' },
  ),
  colour(
    'nude',
    'nude',
    '#c99b83',
    { en: 'Nude', fr: 'Nude', ar: 'نيود' },
    { en: 'in nude', fr: 'en nude', ar: 'بلون النيود' },
  ),
  colour(
    'gold',
    'gold',
    '#c9a14a',
    { en: 'Gold', fr: 'Doré', ar: 'ذهبي' },
    { en: 'in gold', fr: 'en doré', ar: 'باللون الذهبي' },
  ),
  colour(
    'silver',
    'silver',
    '#b8bbc1',
    { en: 'Silver', fr: 'Argenté', ar: 'فضي' },
    { en: 'in silver', fr: 'en argenté', ar: 'باللون الفضي' },
  ),
  colour(
    'rose gold',
    'gold',
    '#d3a089',
    { en: 'Rose Gold', fr: 'Or rose', ar: 'ذهبي وردي' },
    { en: 'in rose gold', fr: 'en or rose', ar: 'باللون الذهبي الوردي' },
  ),
  colour(
    'leopard',
    'animal print',
    '#c8955a',
    { en: 'Leopard', fr: 'Léopard', ar: 'نقشة الفهد' },
    { en: 'in a leopard print', fr: 'en imprimé léopard', ar: 'بنقشة الفهد' },
    'leopard',
  ),
  colour(
    'floral',
    'multi',
    '#1f2740',
    { en: 'Floral', fr: 'Fleuri', ar: 'مزهر' },
    { en: 'in a floral print', fr: 'en imprimé fleuri', ar: 'بنقشة الزهور' },
    'floral',
  ),
  colour(
    'stripe',
    'multi',
    '#f3efe6',
    { en: 'Stripe', fr: 'Rayé', ar: 'مقلم' },
    { en: 'in a classic stripe', fr: 'à rayures marinières', ar: 'بخطوط كلاسيكية' },
    'stripe',
  ),
];

const COLOUR_BY_TOKEN = new Map(COLOURS.map((c) => [c.token, c]));

export function colourDef(token: string): ColourDef {
  const found = COLOUR_BY_TOKEN.get(token);
  if (!found) throw new Error(`unknown colour ${token}`);
  return found;
}
