// Words of the demo catalogue in English, French and Arabic: materials, details and the
// fixed vocabularies of the §3.3 listing attributes. Attribute values are English lower-case
// tokens (they become filter facets); the phrases around them are what shoppers read. Colours
// are the store's own (@vitrine/config colours.ts).

import type { Trilingual } from '@vitrine/config';

/** Makes an image-key-safe slug of a colour token ("sky blue" -> "sky-blue"). */
export function colourSlug(token: string): string {
  return token.replace(/\s+/g, '-');
}

// ---------------------------------------------------------------------------------------------
// Materials. `name` is the part of the product name ("Satin", "en satin", "من الساتان"), `desc`
// the material as a description reads it ("fluid satin", "satin fluide", "الساتان الناعم").

export type Care = 'machine' | 'hand' | 'dry' | 'wipe' | 'none';

export interface MaterialDef {
  id: string;
  name: Trilingual;
  desc: Trilingual;
  care: Care;
  /** Attributes the material implies (lace gives design "lace"). */
  attrs?: Record<string, string>;
}

function material(
  id: string,
  name: Trilingual,
  desc: Trilingual,
  care: Care,
  attrs?: Record<string, string>,
): MaterialDef {
  return attrs ? { id, name, desc, care, attrs } : { id, name, desc, care };
}

export const MATERIALS: Readonly<Record<string, MaterialDef>> = Object.fromEntries(
  [
    material(
      'satin',
      { en: 'Satin', fr: 'en satin', ar: 'من الساتان' },
      { en: 'fluid satin', fr: 'satin fluide', ar: 'الساتان الناعم' },
      'hand',
    ),
    material(
      'crepe',
      { en: 'Crepe', fr: 'en crêpe', ar: 'من الكريب' },
      { en: 'lightweight crepe', fr: 'crêpe léger', ar: 'الكريب الخفيف' },
      'machine',
    ),
    material(
      'jersey',
      { en: 'Jersey', fr: 'en jersey', ar: 'من الجيرسي' },
      { en: 'soft stretch jersey', fr: 'jersey stretch tout doux', ar: 'الجيرسي المرن الناعم' },
      'machine',
    ),
    material(
      'chiffon',
      { en: 'Chiffon', fr: 'en mousseline', ar: 'من الشيفون' },
      { en: 'floaty chiffon', fr: 'mousseline vaporeuse', ar: 'الشيفون الخفيف' },
      'hand',
    ),
    material(
      'linen',
      { en: 'Linen Blend', fr: 'en lin mélangé', ar: 'من مزيج الكتان' },
      { en: 'breathable linen blend', fr: 'lin mélangé respirant', ar: 'مزيج الكتان المريح' },
      'machine',
    ),
    material(
      'poplin',
      { en: 'Poplin', fr: 'en popeline', ar: 'من البوبلين' },
      { en: 'crisp cotton poplin', fr: 'popeline de coton', ar: 'بوبلين القطن المنعش' },
      'machine',
    ),
    material(
      'cotton',
      { en: 'Cotton', fr: 'en coton', ar: 'من القطن' },
      { en: 'soft organic cotton', fr: 'coton bio tout doux', ar: 'القطن العضوي الناعم' },
      'machine',
    ),
    material(
      'rib',
      { en: 'Ribbed', fr: 'en maille côtelée', ar: 'من القماش المضلع' },
      { en: 'stretchy rib', fr: 'maille côtelée extensible', ar: 'القماش المضلع المرن' },
      'machine',
      { design: 'ribbed' },
    ),
    material(
      'lace',
      { en: 'Lace', fr: 'en dentelle', ar: 'من الدانتيل' },
      { en: 'delicate lace', fr: 'dentelle délicate', ar: 'الدانتيل الرقيق' },
      'hand',
      { design: 'lace' },
    ),
    material(
      'sequin',
      { en: 'Sequin', fr: 'à sequins', ar: 'مزين بالترتر' },
      { en: 'sequin-covered mesh', fr: 'tulle entièrement pailleté', ar: 'التول المزين بالترتر' },
      'hand',
      { design: 'embellished' },
    ),
    material(
      'denim',
      { en: 'Denim', fr: 'en denim', ar: 'من الدنيم' },
      { en: 'rigid cotton denim', fr: 'denim de coton rigide', ar: 'الدنيم القطني المتين' },
      'machine',
    ),
    material(
      'stretch-denim',
      { en: 'Stretch Denim', fr: 'en denim stretch', ar: 'من الدنيم المرن' },
      { en: 'comfort stretch denim', fr: 'denim stretch confortable', ar: 'الدنيم المرن المريح' },
      'machine',
    ),
    material(
      'cord',
      { en: 'Cord', fr: 'en velours côtelé', ar: 'من المخمل المضلع' },
      { en: 'soft cotton cord', fr: 'velours côtelé de coton', ar: 'المخمل القطني المضلع' },
      'machine',
    ),
    material(
      'wool',
      { en: 'Wool Blend', fr: 'en laine mélangée', ar: 'من مزيج الصوف' },
      { en: 'a warm wool blend', fr: 'laine mélangée chaude', ar: 'مزيج الصوف الدافئ' },
      'dry',
    ),
    material(
      'twill',
      { en: 'Cotton Twill', fr: 'en sergé de coton', ar: 'من قماش التويل' },
      {
        en: 'shower-resistant cotton twill',
        fr: 'sergé de coton déperlant',
        ar: 'قماش التويل القطني المقاوم للرذاذ',
      },
      'machine',
    ),
    material(
      'nylon',
      { en: 'Recycled Nylon', fr: 'en nylon recyclé', ar: 'من النايلون المعاد تدويره' },
      {
        en: 'recycled nylon with a light padding',
        fr: 'nylon recyclé légèrement rembourré',
        ar: 'النايلون المعاد تدويره مع حشوة خفيفة',
      },
      'machine',
      { design: 'quilted' },
    ),
    material(
      'knit',
      { en: 'Knitted', fr: 'en maille', ar: 'من التريكو' },
      { en: 'a soft chunky knit', fr: 'grosse maille douce', ar: 'التريكو السميك الناعم' },
      'hand',
    ),
    material(
      'fine-knit',
      { en: 'Fine Knit', fr: 'en maille fine', ar: 'من التريكو الرفيع' },
      { en: 'a lightweight fine-gauge knit', fr: 'maille fine et légère', ar: 'التريكو الخفيف الرفيع' },
      'hand',
    ),
    material(
      'cashmere',
      { en: 'Cashmere Blend', fr: 'en cachemire mélangé', ar: 'من مزيج الكشمير' },
      { en: 'a luxurious cashmere blend', fr: 'cachemire mélangé', ar: 'مزيج الكشمير الفاخر' },
      'hand',
    ),
    material(
      'faux-leather',
      { en: 'Faux Leather', fr: 'en similicuir', ar: 'من الجلد الصناعي' },
      { en: 'supple faux leather', fr: 'similicuir souple', ar: 'الجلد الصناعي الناعم' },
      'wipe',
    ),
    material(
      'leather',
      { en: 'Leather', fr: 'en cuir', ar: 'من الجلد' },
      { en: 'smooth leather', fr: 'cuir lisse', ar: 'الجلد الطبيعي الناعم' },
      'wipe',
    ),
    material(
      'suede',
      { en: 'Faux Suede', fr: 'en suédine', ar: 'من الشامواه الصناعي' },
      { en: 'soft faux suede', fr: 'suédine douce', ar: 'الشامواه الصناعي الناعم' },
      'wipe',
    ),
    material(
      'patent',
      { en: 'Patent', fr: 'en vernis', ar: 'من الجلد اللامع' },
      { en: 'glossy patent faux leather', fr: 'similicuir verni', ar: 'الجلد الصناعي اللامع' },
      'wipe',
    ),
    material(
      'canvas',
      { en: 'Canvas', fr: 'en toile', ar: 'من القماش' },
      { en: 'sturdy cotton canvas', fr: 'toile de coton robuste', ar: 'قماش القطن المتين' },
      'wipe',
    ),
    material(
      'croc',
      { en: 'Croc Effect', fr: 'effet croco', ar: 'بنقشة التمساح' },
      {
        en: 'croc-embossed faux leather',
        fr: 'similicuir embossé effet croco',
        ar: 'الجلد الصناعي بنقشة التمساح',
      },
      'wipe',
    ),
    material(
      'quilted',
      { en: 'Quilted', fr: 'matelassé', ar: 'مبطن' },
      { en: 'quilted faux leather', fr: 'similicuir matelassé', ar: 'الجلد الصناعي المبطن' },
      'wipe',
      { design: 'quilted' },
    ),
    material(
      'brass',
      { en: '', fr: '', ar: '' },
      {
        en: 'hypoallergenic plated brass',
        fr: 'laiton plaqué hypoallergénique',
        ar: 'النحاس المطلي المضاد للحساسية',
      },
      'none',
    ),
    material(
      'serum-formula',
      { en: '', fr: '', ar: '' },
      {
        en: 'a lightweight, fast-absorbing formula',
        fr: 'une formule légère qui pénètre vite',
        ar: 'بتركيبة خفيفة سريعة الامتصاص',
      },
      'none',
    ),
    material(
      'cream-formula',
      { en: '', fr: '', ar: '' },
      { en: 'a rich, cushiony texture', fr: 'une texture riche et fondante', ar: 'بقوام غني وناعم' },
      'none',
    ),
    material(
      'lip-formula',
      { en: '', fr: '', ar: '' },
      {
        en: 'a creamy, long-wearing formula',
        fr: 'une formule crémeuse longue tenue',
        ar: 'بتركيبة كريمية تدوم طويلاً',
      },
      'none',
    ),
    material(
      'powder-formula',
      { en: '', fr: '', ar: '' },
      {
        en: 'buttery, blendable pigments',
        fr: 'des pigments fondants faciles à estomper',
        ar: 'بألوان ناعمة سهلة الدمج',
      },
      'none',
    ),
  ].map((m) => [m.id, m]),
);

// ---------------------------------------------------------------------------------------------
// Details: a feature named in the product name ("Cowl Neck", "à col bénitier", "بياقة منسدلة")
// and described in the copy ("a draped cowl neck"), with the attributes it implies.

export interface DetailDef {
  id: string;
  name: Trilingual;
  desc: Trilingual;
  attrs: Record<string, string | string[]>;
}

function detail(
  id: string,
  name: Trilingual,
  desc: Trilingual,
  attrs: Record<string, string | string[]> = {},
): DetailDef {
  return { id, name, desc, attrs };
}

export const DETAILS: Readonly<Record<string, DetailDef>> = Object.fromEntries(
  [
    // Necklines and sleeves.
    detail(
      'cowl-neck',
      { en: 'Cowl Neck', fr: 'à col bénitier', ar: 'بياقة منسدلة' },
      { en: 'a draped cowl neck', fr: 'un col bénitier drapé', ar: 'ياقة منسدلة' },
      { neck_shape: 'cowl neck' },
    ),
    detail(
      'square-neck',
      { en: 'Square Neck', fr: 'à encolure carrée', ar: 'بياقة مربعة' },
      { en: 'a flattering square neckline', fr: 'une jolie encolure carrée', ar: 'ياقة مربعة أنيقة' },
      { neck_shape: 'square neck' },
    ),
    detail(
      'v-neck',
      { en: 'V Neck', fr: 'à col en V', ar: 'بياقة على شكل V' },
      { en: 'a v neckline', fr: 'un décolleté en V', ar: 'فتحة رقبة على شكل V' },
      { neck_shape: 'v neck' },
    ),
    detail(
      'crew-neck',
      { en: 'Crew Neck', fr: 'à col rond', ar: 'بياقة دائرية' },
      { en: 'a classic crew neck', fr: 'un col rond classique', ar: 'ياقة دائرية كلاسيكية' },
      { neck_shape: 'crew neck' },
    ),
    detail(
      'halter',
      { en: 'Halter Neck', fr: 'à col américain', ar: 'بياقة هالتر' },
      {
        en: 'a halter neck that ties at the back',
        fr: 'un col américain noué dans le dos',
        ar: 'ياقة هالتر تُربط من الخلف',
      },
      { neck_shape: 'halter neck', fastening: 'tie' },
    ),
    detail(
      'high-neck',
      { en: 'High Neck', fr: 'à col montant', ar: 'بياقة عالية' },
      { en: 'a sleek high neck', fr: 'un col montant épuré', ar: 'ياقة عالية أنيقة' },
      { neck_shape: 'high neck' },
    ),
    detail(
      'one-shoulder',
      { en: 'One Shoulder', fr: 'asymétrique', ar: 'بكتف واحد' },
      { en: 'an asymmetric one-shoulder neckline', fr: 'une encolure asymétrique', ar: 'تصميم بكتف واحد' },
      { neck_shape: 'one shoulder', sleeves: 'sleeveless' },
    ),
    detail(
      'roll-neck',
      { en: 'Roll Neck', fr: 'à col roulé', ar: 'بياقة عالية ملفوفة' },
      { en: 'a cosy roll neck', fr: 'un col roulé douillet', ar: 'ياقة عالية دافئة' },
      { neck_shape: 'roll neck' },
    ),
    detail(
      'puff-sleeve',
      { en: 'Puff Sleeve', fr: 'à manches bouffantes', ar: 'بأكمام منفوخة' },
      { en: 'voluminous puff sleeves', fr: 'des manches bouffantes', ar: 'أكمام منفوخة' },
      { sleeves: 'puff sleeve' },
    ),
    detail(
      'long-sleeve',
      { en: 'Long Sleeve', fr: 'à manches longues', ar: 'بأكمام طويلة' },
      {
        en: 'long sleeves with buttoned cuffs',
        fr: 'des manches longues à poignets boutonnés',
        ar: 'أكمام طويلة بأساور مزودة بأزرار',
      },
      { sleeves: 'long sleeve' },
    ),
    // Construction.
    detail(
      'ruched',
      { en: 'Ruched', fr: 'à fronces', ar: 'بتفاصيل مكشكشة' },
      {
        en: 'ruched detailing through the body',
        fr: 'des fronces sur le devant',
        ar: 'تفاصيل مكشكشة على الجسم',
      },
      { design: 'ruched' },
    ),
    detail(
      'wrap',
      { en: 'Wrap', fr: 'effet portefeuille', ar: 'بتصميم ملفوف' },
      {
        en: 'a wrap front that ties at the waist',
        fr: 'un devant portefeuille noué à la taille',
        ar: 'واجهة ملفوفة تُربط عند الخصر',
      },
      { style: 'wrap', fastening: 'tie' },
    ),
    detail(
      'pleated',
      { en: 'Pleated', fr: 'à plis', ar: 'بطيات' },
      { en: 'soft knife pleats', fr: 'des plis couteau souples', ar: 'طيات ناعمة' },
      { design: 'pleated' },
    ),
    detail(
      'belted',
      { en: 'Belted', fr: 'à ceinture', ar: 'بحزام' },
      { en: 'a matching self-tie belt', fr: 'une ceinture assortie à nouer', ar: 'حزام مطابق للربط' },
      { fastening: 'tie' },
    ),
    detail(
      'button-front',
      { en: 'Button Front', fr: 'à boutonnage devant', ar: 'بأزرار أمامية' },
      { en: 'a button-through front', fr: 'un boutonnage sur le devant', ar: 'أزرار على الواجهة' },
      { fastening: 'buttons', design: 'button detail' },
    ),
    detail(
      'cut-out',
      { en: 'Cut Out', fr: 'à découpes', ar: 'بفتحات' },
      { en: 'a cut out at the waist', fr: 'une découpe à la taille', ar: 'فتحة عند الخصر' },
      { design: 'cut out' },
    ),
    detail(
      'split',
      { en: 'Thigh Split', fr: 'à fente', ar: 'بشق جانبي' },
      { en: 'a daring thigh split', fr: 'une fente sur la cuisse', ar: 'شق جريء عند الفخذ' },
      { design: 'split' },
    ),
    detail(
      'split-hem',
      { en: 'Split Hem', fr: 'à ourlet fendu', ar: 'بحافة مشقوقة' },
      { en: 'a split hem', fr: 'un ourlet fendu', ar: 'حافة مشقوقة' },
      { design: 'split' },
    ),
    detail(
      'tiered',
      { en: 'Tiered', fr: 'à volants étagés', ar: 'بطبقات' },
      { en: 'swishy tiers', fr: 'des volants étagés', ar: 'طبقات متموجة' },
      { design: 'tiered' },
    ),
    detail(
      'ruffle',
      { en: 'Ruffle', fr: 'à volants', ar: 'بكشكش' },
      { en: 'pretty ruffle trims', fr: 'de jolis volants', ar: 'حواف مكشكشة جميلة' },
      { design: 'ruffle' },
    ),
    detail(
      'corset',
      { en: 'Corset', fr: 'effet corset', ar: 'بتصميم مشد' },
      { en: 'a structured corset bodice', fr: 'un buste structuré effet corset', ar: 'صدر مشد منظم' },
      { style: 'corset', fastening: 'hook and eye' },
    ),
    detail(
      'lace-trim',
      { en: 'Lace Trim', fr: 'à bordure en dentelle', ar: 'بحواف من الدانتيل' },
      { en: 'delicate lace trims', fr: 'des finitions en dentelle', ar: 'حواف من الدانتيل الرقيق' },
      { design: 'lace' },
    ),
    detail(
      'tie-front',
      { en: 'Tie Front', fr: 'à nouer devant', ar: 'بربطة أمامية' },
      { en: 'a tie front', fr: 'un lien à nouer devant', ar: 'ربطة أمامية' },
      { fastening: 'tie' },
    ),
    detail(
      'cropped',
      { en: 'Cropped', fr: 'à coupe courte', ar: 'بقصة قصيرة' },
      { en: 'a cropped length', fr: 'une longueur courte', ar: 'طول قصير' },
      { length_new: 'cropped' },
    ),
    // Denim and trousers.
    detail(
      'high-waist',
      { en: 'High Waist', fr: 'taille haute', ar: 'بخصر عالٍ' },
      { en: 'a flattering high rise', fr: 'une taille haute flatteuse', ar: 'خصر عالٍ' },
      { fit: 'high waisted' },
    ),
    detail(
      'distressed',
      { en: 'Distressed', fr: 'effet usé', ar: 'بمظهر ممزق' },
      { en: 'distressed rips at the knee', fr: 'des déchirures aux genoux', ar: 'تمزقات عند الركبة' },
      { design: 'distressed' },
    ),
    detail(
      'raw-hem',
      { en: 'Raw Hem', fr: 'à ourlet brut', ar: 'بحافة خام' },
      { en: 'a raw, frayed hem', fr: 'un ourlet brut effiloché', ar: 'حافة خام غير مخيطة' },
      { design: 'raw hem' },
    ),
    detail(
      'pleat-front',
      { en: 'Pleat Front', fr: 'à pinces', ar: 'بثنيات أمامية' },
      { en: 'pressed pleats at the front', fr: 'des pinces sur le devant', ar: 'ثنيات أمامية مكوية' },
      { design: 'pleated' },
    ),
    detail(
      'elastic-waist',
      { en: 'Elasticated Waist', fr: 'à taille élastiquée', ar: 'بخصر مطاطي' },
      {
        en: 'a comfortable elasticated waist',
        fr: 'une taille élastiquée confortable',
        ar: 'خصر مطاطي مريح',
      },
      { fastening: 'pull on' },
    ),
    detail(
      'tie-waist',
      { en: 'Tie Waist', fr: 'à nouer à la taille', ar: 'بربطة عند الخصر' },
      { en: 'a tie waist', fr: 'un lien à nouer à la taille', ar: 'ربطة عند الخصر' },
      { fastening: 'tie' },
    ),
    // Outerwear and knitwear.
    detail(
      'double-breasted',
      { en: 'Double Breasted', fr: 'à double boutonnage', ar: 'بصفين من الأزرار' },
      { en: 'a double-breasted front', fr: 'un double boutonnage', ar: 'صفان من الأزرار' },
      { fastening: 'buttons' },
    ),
    detail(
      'single-breasted',
      { en: 'Single Breasted', fr: 'à boutonnage simple', ar: 'بصف أزرار واحد' },
      { en: 'a single-button front', fr: 'une fermeture à un bouton', ar: 'زر واحد للإغلاق' },
      { fastening: 'buttons' },
    ),
    detail(
      'hooded',
      { en: 'Hooded', fr: 'à capuche', ar: 'بقبعة' },
      { en: 'a snug detachable hood', fr: 'une capuche amovible', ar: 'قبعة قابلة للفصل' },
      { design: 'hooded' },
    ),
    detail(
      'longline',
      { en: 'Longline', fr: 'version longue', ar: 'بطول إضافي' },
      { en: 'a longline cut', fr: 'une coupe longue', ar: 'قصة طويلة' },
      { length_new: 'longline' },
    ),
    detail(
      'oversized',
      { en: 'Oversized', fr: 'oversize', ar: 'بقصة واسعة' },
      { en: 'a relaxed, boyfriend-style cut', fr: 'une coupe boyfriend', ar: 'قصة واسعة مريحة' },
      { fit: 'oversized' },
    ),
    detail(
      'cable',
      { en: 'Cable Knit', fr: 'à torsades', ar: 'بنقشة مضفرة' },
      { en: 'chunky cable panels', fr: 'de grosses torsades', ar: 'جدائل محبوكة سميكة' },
      { design: 'cable knit' },
    ),
    // Shoes.
    detail(
      'pointed',
      { en: 'Pointed', fr: 'à bout pointu', ar: 'بمقدمة مدببة' },
      { en: 'a sleek pointed toe', fr: 'un bout pointu élégant', ar: 'مقدمة مدببة أنيقة' },
    ),
    detail(
      'square-toe',
      { en: 'Square Toe', fr: 'à bout carré', ar: 'بمقدمة مربعة' },
      { en: 'a modern square toe', fr: 'un bout carré moderne', ar: 'مقدمة مربعة عصرية' },
    ),
    detail(
      'block-heel',
      { en: 'Block Heel', fr: 'à talon carré', ar: 'بكعب عريض' },
      { en: 'a stable block heel', fr: 'un talon carré stable', ar: 'كعب عريض ثابت' },
    ),
    detail(
      'stiletto',
      { en: 'Stiletto', fr: 'à talon aiguille', ar: 'بكعب رفيع' },
      { en: 'a slim stiletto heel', fr: 'un talon aiguille fin', ar: 'كعب رفيع' },
    ),
    detail(
      'chunky',
      { en: 'Chunky', fr: 'à semelle épaisse', ar: 'بنعل سميك' },
      { en: 'a chunky sculpted sole', fr: 'une semelle épaisse sculptée', ar: 'نعل سميك منحوت' },
    ),
    detail(
      'lace-up',
      { en: 'Lace Up', fr: 'à lacets', ar: 'برباط' },
      { en: 'classic laces', fr: 'des lacets classiques', ar: 'أربطة كلاسيكية' },
      { fastening: 'lace up' },
    ),
    detail(
      'side-zip',
      { en: 'Side Zip', fr: 'à zip latéral', ar: 'بسحاب جانبي' },
      { en: 'an inside zip', fr: 'un zip intérieur', ar: 'سحاب داخلي' },
      { fastening: 'zip' },
    ),
    detail(
      'strappy',
      { en: 'Strappy', fr: 'à brides', ar: 'بأشرطة' },
      { en: 'delicate barely-there straps', fr: 'de fines brides', ar: 'أشرطة رفيعة' },
      { fastening: 'buckle' },
    ),
    // Bags, belts and jewellery.
    detail(
      'chain',
      { en: 'Chain Strap', fr: 'à chaîne', ar: 'بحزام سلسلة' },
      { en: 'a chain shoulder strap', fr: 'une bandoulière chaîne', ar: 'حزام كتف من السلسلة' },
    ),
    detail(
      'buckle',
      { en: 'Buckle', fr: 'à boucle', ar: 'بإبزيم' },
      { en: 'a polished buckle', fr: 'une boucle polie', ar: 'إبزيم مصقول' },
      { fastening: 'buckle' },
    ),
    detail(
      'zip-top',
      { en: 'Zip Top', fr: 'zippé', ar: 'بسحاب' },
      { en: 'a zip-top closure', fr: 'une fermeture zippée', ar: 'إغلاق بسحاب' },
      { fastening: 'zip' },
    ),
    detail(
      'statement-buckle',
      { en: 'Statement Buckle', fr: 'à grosse boucle', ar: 'بإبزيم كبير' },
      { en: 'a statement buckle', fr: 'une grosse boucle', ar: 'إبزيم كبير لافت' },
      { fastening: 'buckle' },
    ),
    detail(
      'pearl',
      { en: 'Pearl', fr: 'à perles', ar: 'باللؤلؤ' },
      { en: 'faux pearl accents', fr: 'des perles fantaisie', ar: 'لآلئ صناعية' },
      { design: 'pearl' },
    ),
    detail(
      'diamante',
      { en: 'Diamante', fr: 'à strass', ar: 'بأحجار لامعة' },
      { en: 'sparkling diamante stones', fr: 'des strass scintillants', ar: 'أحجار لامعة' },
      { design: 'embellished' },
    ),
    detail(
      'twisted',
      { en: 'Twisted', fr: 'à effet torsadé', ar: 'بتصميم ملتوٍ' },
      { en: 'a twisted rope design', fr: 'un motif torsadé', ar: 'تصميم ملتوٍ' },
      { design: 'twisted' },
    ),
    detail(
      'hammered',
      { en: 'Hammered', fr: 'à effet martelé', ar: 'بملمس مطروق' },
      { en: 'a hammered finish', fr: 'un fini martelé', ar: 'لمسة نهائية مطروقة' },
      { design: 'textured' },
    ),
    // Beauty: key ingredients and make-up claims.
    detail(
      'hyaluronic',
      { en: 'Hyaluronic Acid', fr: "à l'acide hyaluronique", ar: 'بحمض الهيالورونيك' },
      { en: 'hyaluronic acid', fr: "l'acide hyaluronique", ar: 'حمض الهيالورونيك' },
      { key_ingredients: ['hyaluronic acid'], skin_concern: ['dryness', 'fine lines'] },
    ),
    detail(
      'niacinamide',
      { en: 'Niacinamide', fr: 'au niacinamide', ar: 'بالنياسيناميد' },
      { en: 'niacinamide', fr: 'le niacinamide', ar: 'النياسيناميد' },
      { key_ingredients: ['niacinamide'], skin_concern: ['blemishes', 'pores'] },
    ),
    detail(
      'vitamin-c',
      { en: 'Vitamin C', fr: 'à la vitamine C', ar: 'بفيتامين سي' },
      { en: 'vitamin c', fr: 'la vitamine C', ar: 'فيتامين سي' },
      { key_ingredients: ['vitamin c'], skin_concern: ['dullness', 'uneven tone'] },
    ),
    detail(
      'retinol',
      { en: 'Retinol', fr: 'au rétinol', ar: 'بالريتينول' },
      { en: 'encapsulated retinol', fr: 'le rétinol encapsulé', ar: 'الريتينول المغلف' },
      {
        key_ingredients: ['retinol'],
        skin_concern: ['fine lines', 'uneven tone'],
        application_time: 'evening',
      },
    ),
    detail(
      'ceramide',
      { en: 'Ceramide', fr: 'aux céramides', ar: 'بالسيراميد' },
      { en: 'skin-identical ceramides', fr: 'les céramides', ar: 'السيراميدات' },
      { key_ingredients: ['ceramides'], skin_concern: ['dryness', 'redness'] },
    ),
    detail(
      'squalane',
      { en: 'Squalane', fr: 'au squalane', ar: 'بالسكوالين' },
      { en: 'plant-derived squalane', fr: 'le squalane végétal', ar: 'السكوالين النباتي' },
      { key_ingredients: ['squalane'], skin_concern: ['dryness'] },
    ),
    detail(
      'salicylic',
      { en: 'Salicylic Acid', fr: "à l'acide salicylique", ar: 'بحمض الساليسيليك' },
      { en: 'salicylic acid', fr: "l'acide salicylique", ar: 'حمض الساليسيليك' },
      { key_ingredients: ['salicylic acid'], skin_concern: ['blemishes', 'pores'] },
    ),
    detail(
      'peptide',
      { en: 'Peptide', fr: 'aux peptides', ar: 'بالببتيدات' },
      { en: 'firming peptides', fr: 'les peptides raffermissants', ar: 'الببتيدات المشدّة' },
      { key_ingredients: ['peptides'], skin_concern: ['fine lines'] },
    ),
    detail(
      'long-wear',
      { en: 'Long Wear', fr: 'longue tenue', ar: 'يدوم طويلاً' },
      { en: 'all-day wear', fr: 'une tenue toute la journée', ar: 'ثبات طوال اليوم' },
    ),
    detail(
      'vegan',
      { en: 'Vegan', fr: 'vegan', ar: 'بتركيبة نباتية' },
      { en: 'a vegan formula', fr: 'une formule vegan', ar: 'تركيبة نباتية' },
    ),
    detail(
      '12-shade',
      { en: '12 Shade', fr: '12 teintes', ar: 'بـ12 لوناً' },
      { en: 'twelve coordinated shades', fr: 'douze teintes coordonnées', ar: 'اثنا عشر لوناً متناسقاً' },
    ),
    detail(
      '9-shade',
      { en: '9 Shade', fr: '9 teintes', ar: 'بـ9 ألوان' },
      { en: 'nine coordinated shades', fr: 'neuf teintes coordonnées', ar: 'تسعة ألوان متناسقة' },
    ),
  ].map((d) => [d.id, d]),
);

// ---------------------------------------------------------------------------------------------
// Phrases for the listing attribute tokens that descriptions mention.

/** fit token -> "with ..." phrase. */
export const FIT_PHRASES: Readonly<Record<string, Trilingual>> = {
  regular: { en: 'a regular fit', fr: 'une coupe classique', ar: 'بقصة عادية' },
  relaxed: { en: 'a relaxed fit', fr: 'une coupe décontractée', ar: 'بقصة مريحة' },
  slim: { en: 'a slim fit', fr: 'une coupe ajustée', ar: 'بقصة ضيقة' },
  oversized: { en: 'an oversized fit', fr: 'une coupe oversize', ar: 'بقصة واسعة' },
  bodycon: { en: 'a figure-hugging fit', fr: 'une coupe moulante', ar: 'بقصة تبرز القوام' },
  tailored: { en: 'a sharp tailored fit', fr: 'une coupe tailleur', ar: 'بقصة مفصلة أنيقة' },
  'high waisted': { en: 'a flattering high-waisted fit', fr: 'une taille haute flatteuse', ar: 'بخصر عالٍ' },
};

export const OCCASION_PHRASES: Readonly<Record<string, Trilingual>> = {
  everyday: {
    en: 'every day with trainers and a denim jacket',
    fr: 'au quotidien avec des baskets et une veste en jean',
    ar: 'يومياً مع حذاء رياضي وسترة جينز',
  },
  workwear: {
    en: 'to the office with loafers and a tailored blazer',
    fr: 'au bureau avec des mocassins et un blazer',
    ar: 'في المكتب مع حذاء موكاسان وبليزر',
  },
  'going out': {
    en: 'for nights out with heels and a clutch',
    fr: 'pour vos soirées avec des talons et une pochette',
    ar: 'في السهرات مع حذاء بكعب عالٍ وحقيبة صغيرة',
  },
  'wedding guest': {
    en: 'as a wedding guest with strappy heels',
    fr: 'pour un mariage avec des sandales à talons',
    ar: 'في حفلات الزفاف مع صندل بكعب',
  },
  holiday: {
    en: 'on holiday with flat sandals and a straw bag',
    fr: 'en vacances avec des sandales plates et un panier',
    ar: 'في العطلة مع صندل مسطح وحقيبة من القش',
  },
  party: {
    en: 'to a party with statement earrings',
    fr: "en soirée avec des boucles d'oreilles XXL",
    ar: 'في الحفلات مع أقراط لافتة',
  },
};

export const HEEL_PHRASES: Readonly<Record<string, Trilingual>> = {
  flat: { en: 'a comfortable flat sole', fr: 'une semelle plate confortable', ar: 'بنعل مسطح مريح' },
  low: { en: 'a low 3cm heel', fr: 'un petit talon de 3 cm', ar: 'بكعب منخفض 3 سم' },
  mid: { en: 'a 6cm heel', fr: 'un talon de 6 cm', ar: 'بكعب 6 سم' },
  high: { en: 'a 10cm heel', fr: 'un talon de 10 cm', ar: 'بكعب 10 سم' },
};

export const SIZE_PHRASES: Readonly<Record<string, Trilingual>> = {
  mini: {
    en: 'a mini size that holds the essentials',
    fr: "un format mini pour l'essentiel",
    ar: 'بحجم صغير يتسع للأساسيات',
  },
  small: { en: 'a compact size', fr: 'un format compact', ar: 'بحجم صغير عملي' },
  medium: {
    en: 'a practical everyday size',
    fr: 'un format pratique au quotidien',
    ar: 'بحجم عملي للاستخدام اليومي',
  },
  large: {
    en: 'room for a laptop',
    fr: 'assez de place pour un ordinateur portable',
    ar: 'بمساحة تتسع لحاسوب محمول',
  },
  statement: {
    en: 'a bold statement size',
    fr: 'un format XXL qui ne passe pas inaperçu',
    ar: 'بحجم كبير لافت',
  },
};

/** skin_type token -> "suitable for ..." (French and Arabic carry their preposition). */
export const SKIN_TYPE_PHRASES: Readonly<Record<string, Trilingual>> = {
  'all skin types': { en: 'all skin types', fr: 'à tous les types de peau', ar: 'لجميع أنواع البشرة' },
  dry: { en: 'dry skin', fr: 'aux peaux sèches', ar: 'للبشرة الجافة' },
  oily: { en: 'oily skin', fr: 'aux peaux grasses', ar: 'للبشرة الدهنية' },
  combination: { en: 'combination skin', fr: 'aux peaux mixtes', ar: 'للبشرة المختلطة' },
  sensitive: { en: 'sensitive skin', fr: 'aux peaux sensibles', ar: 'للبشرة الحساسة' },
};

export const SKIN_CONCERN_PHRASES: Readonly<Record<string, Trilingual>> = {
  dryness: { en: 'dryness', fr: 'la sécheresse', ar: 'الجفاف' },
  'fine lines': { en: 'fine lines', fr: 'les ridules', ar: 'الخطوط الدقيقة' },
  blemishes: { en: 'blemishes', fr: 'les imperfections', ar: 'الشوائب' },
  pores: { en: 'visible pores', fr: 'les pores dilatés', ar: 'المسام الواسعة' },
  dullness: { en: 'dullness', fr: 'le teint terne', ar: 'بهتان البشرة' },
  'uneven tone': { en: 'uneven tone', fr: 'le teint irrégulier', ar: 'عدم توحد لون البشرة' },
  redness: { en: 'redness', fr: 'les rougeurs', ar: 'الاحمرار' },
};

export const INGREDIENT_PHRASES: Readonly<Record<string, Trilingual>> = {
  'vitamin e': { en: 'vitamin e', fr: 'vitamine E', ar: 'فيتامين إي' },
  'shea butter': { en: 'shea butter', fr: 'beurre de karité', ar: 'زبدة الشيا' },
  'jojoba oil': { en: 'jojoba oil', fr: 'huile de jojoba', ar: 'زيت الجوجوبا' },
};

/** occasion_wear token -> what a shoe, bag or jewel is "an easy pick for". */
export const OCCASION_SHORT_PHRASES: Readonly<Record<string, Trilingual>> = {
  everyday: { en: 'everyday outfits', fr: 'les tenues de tous les jours', ar: 'للإطلالات اليومية' },
  workwear: { en: 'the office', fr: 'le bureau', ar: 'لأجواء العمل' },
  'going out': { en: 'nights out', fr: 'les sorties du soir', ar: 'للسهرات' },
  'wedding guest': {
    en: 'weddings and special occasions',
    fr: 'les mariages et grandes occasions',
    ar: 'لحفلات الزفاف والمناسبات الخاصة',
  },
  holiday: { en: 'holidays in the sun', fr: 'les vacances au soleil', ar: 'للعطلات المشمسة' },
  party: { en: 'parties', fr: 'les fêtes', ar: 'للحفلات' },
};

export const APPLICATION_PHRASES: Readonly<Record<string, Trilingual>> = {
  morning: { en: 'every morning', fr: 'chaque matin', ar: 'كل صباح' },
  evening: { en: 'in the evening', fr: 'le soir', ar: 'في المساء' },
  'morning and evening': { en: 'morning and evening', fr: 'matin et soir', ar: 'صباحاً ومساءً' },
  'any time': { en: 'whenever you like', fr: 'à tout moment', ar: 'في أي وقت' },
};

export const CARE_PHRASES: Readonly<Record<Exclude<Care, 'none'>, Trilingual>> = {
  machine: {
    en: 'Machine wash at 30°C.',
    fr: 'Lavable en machine à 30 °C.',
    ar: 'الغسيل في الغسالة على حرارة 30 درجة مئوية.',
  },
  hand: { en: 'Hand wash cold.', fr: 'Lavage à la main à froid.', ar: 'الغسيل اليدوي بالماء البارد.' },
  dry: { en: 'Dry clean only.', fr: 'Nettoyage à sec uniquement.', ar: 'التنظيف الجاف فقط.' },
  wipe: {
    en: 'Wipe clean with a damp cloth.',
    fr: 'Nettoyer avec un chiffon humide.',
    ar: 'التنظيف بقطعة قماش رطبة.',
  },
};

/** The fixed vocabulary of each listing attribute (every value a product may carry). */
export const ATTRIBUTE_VOCABULARY: Readonly<Record<string, readonly string[]>> = {
  fit: ['regular', 'relaxed', 'slim', 'oversized', 'bodycon', 'tailored', 'high waisted'],
  occasion_wear: Object.keys(OCCASION_PHRASES),
  length_new: [
    'mini',
    'midi',
    'maxi',
    'cropped',
    'regular',
    'longline',
    'knee length',
    'full length',
    'ankle length',
  ],
  sleeves: ['sleeveless', 'strappy', 'short sleeve', 'long sleeve', 'three quarter sleeve', 'puff sleeve'],
  neck_shape: [
    'crew neck',
    'v neck',
    'square neck',
    'cowl neck',
    'high neck',
    'halter neck',
    'scoop neck',
    'collared',
    'roll neck',
    'sweetheart',
    'one shoulder',
  ],
  design: [
    'plain',
    'printed',
    'ruched',
    'pleated',
    'lace',
    'embellished',
    'ribbed',
    'cable knit',
    'quilted',
    'tiered',
    'cut out',
    'ruffle',
    'button detail',
    'distressed',
    'raw hem',
    'split',
    'hooded',
    'pearl',
    'twisted',
    'textured',
  ],
  fastening: [
    'zip',
    'buttons',
    'pull on',
    'tie',
    'hook and eye',
    'lace up',
    'buckle',
    'slip on',
    'magnetic clasp',
    'open top',
  ],
  heel_height: Object.keys(HEEL_PHRASES),
  accessory_size: Object.keys(SIZE_PHRASES),
  skin_type: Object.keys(SKIN_TYPE_PHRASES),
  skin_concern: Object.keys(SKIN_CONCERN_PHRASES),
  key_ingredients: [
    'hyaluronic acid',
    'niacinamide',
    'vitamin c',
    'retinol',
    'ceramides',
    'squalane',
    'salicylic acid',
    'peptides',
    'vitamin e',
    'shea butter',
    'jojoba oil',
  ],
  application_time: Object.keys(APPLICATION_PHRASES),
  main_range: ['core', 'plus', 'petite', 'tall', 'beauty'],
};
