import type { Language } from '@vitrine/config';

// Words of the seeded content (issue 5 §5: real-looking content in English, French and Arabic).
// Kept apart from seed.ts so the structure there stays readable.

type Copy = Record<Language, string>;
export const copy = (en: string, fr: string, ar: string): Copy => ({ en, fr, ar });

export const FOOTER = {
  help: copy('Help', 'Aide', 'المساعدة'),
  helpBlock: copy(
    '<p>Our customer care team is here <strong>8am to 10pm, 7 days a week</strong>.</p>',
    '<p>Notre service client vous répond <strong>de 8 h à 22 h, 7 jours sur 7</strong>.</p>',
    '<p>فريق خدمة العملاء متاح <strong>من 8 صباحاً حتى 10 مساءً، طوال أيام الأسبوع</strong>.</p>',
  ),
  faqs: copy('FAQs', 'FAQ', 'الأسئلة الشائعة'),
  delivery: copy('Delivery', 'Livraison', 'التوصيل'),
  returns: copy('Returns', 'Retours', 'الإرجاع'),
  track: copy('Track my order', 'Suivre ma commande', 'تتبع طلبي'),
  sizeGuide: copy('Size guide', 'Guide des tailles', 'دليل المقاسات'),
  contact: copy('Contact us', 'Nous contacter', 'اتصل بنا'),
  about: copy('About', 'À propos', 'من نحن'),
  aboutUs: copy('About Vitrine', 'À propos de Vitrine', 'عن فيترين'),
  royalty: copy('Vitrine VIP', 'Vitrine VIP', 'فيترين VIP'),
  giftCards: copy('Gift cards', 'Cartes cadeaux', 'بطاقات الهدايا'),
  accountBalance: copy('Account balance', 'Solde du compte', 'رصيد الحساب'),
  sustainability: copy('Sustainability', 'Développement durable', 'الاستدامة'),
  legal: copy('Legal', 'Mentions légales', 'الشؤون القانونية'),
  terms: copy('Terms & conditions', 'Conditions générales', 'الشروط والأحكام'),
  privacy: copy('Privacy policy', 'Politique de confidentialité', 'سياسة الخصوصية'),
  cookies: copy('Cookie policy', 'Politique relative aux cookies', 'سياسة ملفات تعريف الارتباط'),
};

export const MENU = {
  sale: copy('Sale', 'Soldes', 'تخفيضات'),
  saleAll: copy('Shop all sale', 'Tout voir en soldes', 'تسوّقي كل التخفيضات'),
};

export const BANNERS = {
  freeReturns: {
    title: copy(
      'Free returns on every order',
      'Retours gratuits sur toutes les commandes',
      'إرجاع مجاني لجميع الطلبات',
    ),
    text: copy(
      'Changed your mind? Send it back within 28 days.',
      'Vous avez changé d’avis ? Renvoyez-le sous 28 jours.',
      'غيّرتِ رأيك؟ أعيديه خلال 28 يوماً.',
    ),
  },
  seasonal: {
    title: copy('The winter sale starts now', 'Les soldes d’hiver commencent', 'بدأت تخفيضات الشتاء'),
    text: copy(
      'Up to 50% off coats, knitwear and party dresses. Four days only.',
      'Jusqu’à -50 % sur les manteaux, la maille et les robes de fête. Quatre jours seulement.',
      'خصم حتى 50% على المعاطف والتريكو وفساتين السهرة. لمدة أربعة أيام فقط.',
    ),
  },
  summer: {
    title: copy(
      'Summer sale: last chance',
      'Soldes d’été : dernière chance',
      'تخفيضات الصيف: الفرصة الأخيرة',
    ),
    text: copy(
      'Final reductions on linen, swim and sandals.',
      'Dernières démarques sur le lin, les maillots et les sandales.',
      'التخفيضات الأخيرة على الكتان وملابس السباحة والصنادل.',
    ),
  },
};

export const HOME = {
  title: copy(
    'Vitrine: women’s fashion online',
    'Vitrine : la mode femme en ligne',
    'فيترين: أزياء نسائية عبر الإنترنت',
  ),
  seoDescription: copy(
    'New-season dresses, tops, coats and shoes, delivered to your door.',
    'Robes, hauts, manteaux et chaussures de la nouvelle saison, livrés chez vous.',
    'فساتين وبلوزات ومعاطف وأحذية الموسم الجديد تصلك إلى باب منزلك.',
  ),
  heroTitle: copy('Dressed for the season', 'Prête pour la saison', 'إطلالتك لهذا الموسم'),
  heroText: copy(
    'Soft tailoring, rich berry tones and the coats you will live in.',
    'Tailleurs fluides, tons baie profonds et les manteaux que vous ne quitterez plus.',
    'تفصيلات ناعمة ودرجات التوت الغنية والمعاطف التي لن تفارقيها.',
  ),
  heroLink: copy('Shop new in', 'Découvrir les nouveautés', 'تسوّقي الجديد'),
  body: copy(
    '<p>Free returns on every order and new styles every day.</p>',
    '<p>Retours gratuits sur toutes les commandes et de nouveaux modèles chaque jour.</p>',
    '<p>إرجاع مجاني لجميع الطلبات وتصاميم جديدة كل يوم.</p>',
  ),
};

const para = (text: string) => `<p>${text}</p>`;

export const TERMS = {
  title: copy('Terms & conditions', 'Conditions générales de vente', 'الشروط والأحكام'),
  body: copy(
    para('These terms apply to every order you place with Vitrine. Please read them before you buy.'),
    para(
      'Les présentes conditions s’appliquent à toute commande passée sur Vitrine. Merci de les lire avant tout achat.',
    ),
    para('تنطبق هذه الشروط على كل طلب تقدمينه لدى فيترين. يرجى قراءتها قبل الشراء.'),
  ),
  sections: [
    {
      heading: copy('1. Your order', '1. Votre commande', '1. طلبك'),
      body: copy(
        para(
          'Your order is an offer to buy. The contract is made when we email you to say it has been dispatched.',
        ),
        para(
          'Votre commande constitue une offre d’achat. Le contrat est conclu lorsque nous vous confirmons son expédition par e-mail.',
        ),
        para('طلبك هو عرض للشراء، ويُبرم العقد عندما نرسل إليك بريداً إلكترونياً يؤكد شحنه.'),
      ),
    },
    {
      heading: copy('2. Prices and payment', '2. Prix et paiement', '2. الأسعار والدفع'),
      body: copy(
        para('Prices include VAT where it applies. We take payment when your order is dispatched.'),
        para(
          'Les prix s’entendent TVA comprise lorsqu’elle s’applique. Le paiement est débité à l’expédition.',
        ),
        para('تشمل الأسعار ضريبة القيمة المضافة حيثما تنطبق، ويتم خصم المبلغ عند شحن الطلب.'),
      ),
    },
    {
      heading: copy('3. Returns', '3. Retours', '3. الإرجاع'),
      body: copy(
        para('You may return unworn items within 28 days of delivery for a full refund.'),
        para(
          'Vous pouvez retourner les articles non portés sous 28 jours après la livraison pour un remboursement intégral.',
        ),
        para('يمكنك إرجاع المنتجات غير المستخدمة خلال 28 يوماً من التوصيل واسترداد كامل المبلغ.'),
      ),
    },
  ],
};

export const PRIVACY = {
  title: copy('Privacy policy', 'Politique de confidentialité', 'سياسة الخصوصية'),
  body: copy(
    para(
      'We use your personal data to take and deliver your orders, run your account and, if you agree, send you news.',
    ),
    para(
      'Nous utilisons vos données personnelles pour traiter et livrer vos commandes, gérer votre compte et, si vous l’acceptez, vous envoyer nos actualités.',
    ),
    para(
      'نستخدم بياناتك الشخصية لمعالجة طلباتك وتوصيلها وإدارة حسابك، وإرسال آخر الأخبار إليك إذا وافقتِ على ذلك.',
    ),
  ),
  sections: [
    {
      heading: copy('What we collect', 'Les données collectées', 'البيانات التي نجمعها'),
      body: copy(
        '<ul><li>Your name, addresses and contact details</li><li>Your orders and returns</li><li>How you use our site, with your consent</li></ul>',
        '<ul><li>Vos nom, adresses et coordonnées</li><li>Vos commandes et retours</li><li>Votre navigation sur notre site, avec votre accord</li></ul>',
        '<ul><li>اسمك وعناوينك وبيانات الاتصال</li><li>طلباتك ومرتجعاتك</li><li>كيفية استخدامك لموقعنا، بموافقتك</li></ul>',
      ),
    },
    {
      heading: copy('Your rights', 'Vos droits', 'حقوقك'),
      body: copy(
        para('You can see, correct or delete your data at any time from your account, or by contacting us.'),
        para(
          'Vous pouvez consulter, rectifier ou supprimer vos données à tout moment depuis votre compte ou en nous contactant.',
        ),
        para('يمكنك الاطلاع على بياناتك أو تصحيحها أو حذفها في أي وقت من حسابك أو بالتواصل معنا.'),
      ),
    },
  ],
};

export const ROYALTY = {
  title: copy('Vitrine VIP', 'Vitrine VIP', 'فيترين VIP'),
  body: copy(
    para('Unlimited next-day delivery for a whole year, early access to the sale and birthday treats.'),
    para(
      'La livraison le lendemain illimitée pendant un an, l’accès en avant-première aux soldes et des surprises pour votre anniversaire.',
    ),
    para('توصيل في اليوم التالي بلا حدود لمدة عام كامل، ووصول مبكر إلى التخفيضات، وهدايا في عيد ميلادك.'),
  ),
};

export const ACCOUNT_BALANCE = {
  title: copy('Account balance', 'Solde du compte', 'رصيد الحساب'),
  body: copy(
    para('Refunds and gift card credit are kept here and used automatically at checkout.'),
    para(
      'Vos remboursements et le crédit de vos cartes cadeaux sont conservés ici et utilisés automatiquement lors du paiement.',
    ),
    para('تُحفظ هنا المبالغ المستردة ورصيد بطاقات الهدايا، وتُستخدم تلقائياً عند الدفع.'),
  ),
};

export const GIFT_CARDS = {
  title: copy('Gift cards', 'Cartes cadeaux', 'بطاقات الهدايا'),
  body: copy(
    para('Give them the wardrobe they want. E-gift cards arrive by email in minutes and never expire.'),
    para(
      'Offrez-leur la garde-robe de leurs rêves. Les e-cartes cadeaux arrivent par e-mail en quelques minutes et n’expirent jamais.',
    ),
    para(
      'امنحيهم خزانة الملابس التي يحلمون بها. تصل بطاقات الهدايا الإلكترونية عبر البريد خلال دقائق ولا تنتهي صلاحيتها.',
    ),
  ),
  sections: [
    {
      heading: copy('Activate a card', 'Activer une carte', 'تفعيل البطاقة'),
      body: copy(
        para('Received a physical card? Activate it before you use it.'),
        para('Vous avez reçu une carte physique ? Activez-la avant de l’utiliser.'),
        para('استلمتِ بطاقة مطبوعة؟ فعّليها قبل استخدامها.'),
      ),
    },
  ],
};

export const FAQ_LANDING = {
  title: copy('How can we help?', 'Comment pouvons-nous vous aider ?', 'كيف يمكننا مساعدتك؟'),
  body: copy(
    para('Find answers about delivery, returns and your orders.'),
    para('Trouvez des réponses sur la livraison, les retours et vos commandes.'),
    para('اعثري على إجابات حول التوصيل والإرجاع وطلباتك.'),
  ),
};

export const TOPICS = {
  delivery: copy('Delivery', 'Livraison', 'التوصيل'),
  returns: copy('Returns & refunds', 'Retours et remboursements', 'الإرجاع واسترداد المبالغ'),
  orders: copy('Orders & payment', 'Commandes et paiement', 'الطلبات والدفع'),
};

export const FAQ_PAGES: { slug: string; topic: keyof typeof TOPICS; title: Copy; body: Copy }[] = [
  {
    slug: 'delivery-options',
    topic: 'delivery',
    title: copy(
      'What delivery options are there?',
      'Quels sont les modes de livraison ?',
      'ما هي خيارات التوصيل المتاحة؟',
    ),
    body: copy(
      para(
        'Standard delivery takes 3 to 5 working days; next-day delivery is available when you order before 10pm.',
      ),
      para(
        'La livraison standard prend 3 à 5 jours ouvrés ; la livraison le lendemain est possible pour toute commande passée avant 22 h.',
      ),
      para(
        'يستغرق التوصيل العادي من 3 إلى 5 أيام عمل، ويتوفر التوصيل في اليوم التالي للطلبات قبل الساعة 10 مساءً.',
      ),
    ),
  },
  {
    slug: 'international-delivery',
    topic: 'delivery',
    title: copy('Do you deliver abroad?', 'Livrez-vous à l’étranger ?', 'هل توصلون إلى الخارج؟'),
    body: copy(
      para('Yes: each of our stores delivers across its region. Duties are included in the price you see.'),
      para(
        'Oui : chacune de nos boutiques livre dans toute sa région. Les droits de douane sont inclus dans le prix affiché.',
      ),
      para('نعم، يوصل كل متجر من متاجرنا إلى جميع أنحاء منطقته، والرسوم الجمركية مشمولة في السعر المعروض.'),
    ),
  },
  {
    slug: 'how-to-return',
    topic: 'returns',
    title: copy('How do I return something?', 'Comment retourner un article ?', 'كيف أرجع منتجاً؟'),
    body: copy(
      '<ol><li>Sign in and open your order history.</li><li>Choose the items and print the label.</li><li>Drop the parcel at any collection point.</li></ol>',
      '<ol><li>Connectez-vous et ouvrez l’historique de vos commandes.</li><li>Choisissez les articles et imprimez l’étiquette.</li><li>Déposez le colis dans un point relais.</li></ol>',
      '<ol><li>سجّلي الدخول وافتحي سجل الطلبات.</li><li>اختاري المنتجات واطبعي ملصق الإرجاع.</li><li>سلّمي الطرد في أي نقطة استلام.</li></ol>',
    ),
  },
  {
    slug: 'refund-times',
    topic: 'returns',
    title: copy('When will I get my refund?', 'Quand serai-je remboursée ?', 'متى أسترد أموالي؟'),
    body: copy(
      para('We refund within 14 days of receiving your return, to the way you paid.'),
      para(
        'Nous vous remboursons sous 14 jours après réception de votre retour, sur le moyen de paiement utilisé.',
      ),
      para('نعيد المبلغ خلال 14 يوماً من استلام المرتجع، بنفس طريقة الدفع التي استخدمتِها.'),
    ),
  },
  {
    slug: 'payment-methods',
    topic: 'orders',
    title: copy(
      'Which payment methods do you accept?',
      'Quels moyens de paiement acceptez-vous ?',
      'ما طرق الدفع المقبولة؟',
    ),
    body: copy(
      para('Visa, Mastercard, American Express, PayPal, Apple Pay and your account balance.'),
      para('Visa, Mastercard, American Express, PayPal, Apple Pay et le solde de votre compte.'),
      para('فيزا وماستركارد وأمريكان إكسبريس وباي بال وآبل باي ورصيد حسابك.'),
    ),
  },
  {
    slug: 'order-tracking',
    topic: 'orders',
    title: copy('Where is my order?', 'Où est ma commande ?', 'أين طلبي؟'),
    body: copy(
      para('Once your order leaves us we email a tracking link; you can also follow it from your account.'),
      para(
        'Dès l’expédition, nous vous envoyons un lien de suivi par e-mail ; vous pouvez aussi suivre votre colis depuis votre compte.',
      ),
      para('بمجرد شحن طلبك نرسل إليك رابط التتبع عبر البريد الإلكتروني، ويمكنك أيضاً متابعته من حسابك.'),
    ),
  },
];

export const SIZE_GUIDE = {
  title: copy('Size guide', 'Guide des tailles', 'دليل المقاسات'),
  body: copy(
    para(
      'Measure yourself over your underwear and compare with the table. Between two sizes? Take the larger.',
    ),
    para(
      'Mesurez-vous en sous-vêtements et comparez avec le tableau. Entre deux tailles ? Choisissez la plus grande.',
    ),
    para('قيسي جسمك فوق الملابس الداخلية وقارني النتائج بالجدول. إذا كنتِ بين مقاسين فاختاري الأكبر.'),
  ),
  headers: {
    size: copy('UK size', 'Taille FR', 'المقاس'),
    bust: copy('Bust (cm)', 'Poitrine (cm)', 'الصدر (سم)'),
    waist: copy('Waist (cm)', 'Taille (cm)', 'الخصر (سم)'),
    hips: copy('Hips (cm)', 'Hanches (cm)', 'الأرداف (سم)'),
  },
  caption: copy('Women’s clothing', 'Vêtements femme', 'ملابس نسائية'),
};

export const ABOUT = {
  title: copy('About Vitrine', 'À propos de Vitrine', 'عن فيترين'),
  seoDescription: copy(
    'Who we are, how we make our clothes and where we deliver them.',
    'Qui nous sommes, comment nous fabriquons nos vêtements et où nous les livrons.',
    'من نحن، وكيف نصنع ملابسنا، وإلى أين نوصلها.',
  ),
  body: copy(
    para('Vitrine designs affordable fashion in London and ships it to twelve countries.'),
    para('Vitrine dessine une mode accessible à Londres et la livre dans douze pays.'),
    para('تصمم فيترين أزياء بأسعار معقولة في لندن وتشحنها إلى اثنتي عشرة دولة.'),
  ),
  sections: [
    {
      heading: copy('Who we are', 'Qui sommes-nous', 'من نحن'),
      body: copy(
        para(
          'A studio of designers, pattern cutters and buyers who make the pieces they want to wear: dresses for the weekend, tailoring for the week and everything in between, in sizes 6 to 24.',
        ),
        para(
          'Un studio de stylistes, de modélistes et d’acheteurs qui créent les pièces qu’ils ont envie de porter : des robes pour le week-end, du tailleur pour la semaine et tout ce qui se trouve entre les deux, du 34 au 52.',
        ),
        para(
          'استوديو من المصممين وقاطعي الباترون والمشترين يصنعون القطع التي يرغبون في ارتدائها: فساتين لعطلة نهاية الأسبوع، وملابس مفصّلة لأيام العمل، وكل ما بينهما، بمقاسات من 6 إلى 24.',
        ),
      ),
    },
    {
      heading: copy('How we make it', 'Comment nous les fabriquons', 'كيف نصنعها'),
      body: copy(
        para(
          'We work with a small number of factories we visit every season, and we tell you what each piece is made of on its page. New styles arrive every week, in small runs, so there is less left over.',
        ),
        para(
          'Nous travaillons avec un petit nombre d’ateliers que nous visitons chaque saison, et chaque fiche produit indique la composition de la pièce. De nouveaux modèles arrivent chaque semaine, en petites séries, pour limiter les invendus.',
        ),
        para(
          'نعمل مع عدد قليل من المصانع التي نزورها كل موسم، ونوضح في صفحة كل قطعة المواد المصنوعة منها. تصل تصاميم جديدة كل أسبوع بكميات صغيرة، حتى يتبقى أقل قدر ممكن.',
        ),
      ),
    },
    {
      heading: copy('Where we deliver', 'Où nous livrons', 'أين نوصل'),
      body: copy(
        para(
          'Twelve stores, each with its own prices, currency and delivery options: the United Kingdom, Ireland, the European Union, France, the United States, Canada, Australia, New Zealand, Israel, the United Arab Emirates (in English and Arabic), Qatar and Saudi Arabia.',
        ),
        para(
          'Douze boutiques, chacune avec ses prix, sa devise et ses modes de livraison : Royaume-Uni, Irlande, Union européenne, France, États-Unis, Canada, Australie, Nouvelle-Zélande, Israël, Émirats arabes unis (en anglais et en arabe), Qatar et Arabie saoudite.',
        ),
        para(
          'اثنا عشر متجراً، لكل منها أسعاره وعملته وخيارات التوصيل الخاصة به: المملكة المتحدة، وأيرلندا، والاتحاد الأوروبي، وفرنسا، والولايات المتحدة، وكندا، وأستراليا، ونيوزيلندا، وإسرائيل، والإمارات العربية المتحدة (بالإنجليزية والعربية)، وقطر، والمملكة العربية السعودية.',
        ),
      ),
    },
    {
      heading: copy('Looking after you', 'À votre écoute', 'في خدمتك'),
      body: copy(
        para(
          'Returns are free within 28 days, and our customer care team answers from 8am to 10pm, 7 days a week. <a href="/contact">Contact us</a> or read the <a href="/faq">FAQs</a>.',
        ),
        para(
          'Les retours sont gratuits sous 28 jours, et notre service client vous répond de 8 h à 22 h, 7 jours sur 7. <a href="/contact">Contactez-nous</a> ou consultez la <a href="/faq">FAQ</a>.',
        ),
        para(
          'الإرجاع مجاني خلال 28 يوماً، ويجيب فريق خدمة العملاء من 8 صباحاً حتى 10 مساءً طوال أيام الأسبوع. <a href="/contact">تواصلي معنا</a> أو اطلعي على <a href="/faq">الأسئلة الشائعة</a>.',
        ),
      ),
    },
  ],
};

/** One row of the cookie policy's tables: a cookie (or stored item) the store really sets. */
export interface CookieRow {
  name: string;
  purpose: Copy;
  lasts: Copy;
}

const FOURTEEN_DAYS = copy('14 days', '14 jours', '14 يوماً');
const BROWSER_SESSION = copy(
  'Until you close your browser',
  'Jusqu’à la fermeture du navigateur',
  'حتى إغلاق المتصفح',
);

/**
 * The cookie policy describes what the store sets (§9 `vt_` cookies, packages/config cookies.ts)
 * and what the tag manager may set once allowed (§4.4). Keep it in step when a cookie is added.
 */
export const COOKIES = {
  title: copy('Cookie policy', 'Politique relative aux cookies', 'سياسة ملفات تعريف الارتباط'),
  seoDescription: copy(
    'Which cookies Vitrine sets, what each one does, how long it lasts and how to change your choices.',
    'Les cookies que dépose Vitrine, leur rôle, leur durée et comment modifier vos choix.',
    'ملفات تعريف الارتباط التي تستخدمها فيترين، ووظيفة كل منها، ومدة بقائها، وكيفية تغيير اختياراتك.',
  ),
  body: copy(
    para(
      'Cookies are small files a website leaves in your browser. We use the ones the shop needs to work and, only if you allow them, cookies for analytics, marketing and personalisation. You can change your choices at any time with <a href="#cookie-settings">Cookie settings</a> at the foot of every page.',
    ),
    para(
      'Les cookies sont de petits fichiers qu’un site dépose dans votre navigateur. Nous utilisons ceux dont la boutique a besoin pour fonctionner et, seulement si vous l’acceptez, des cookies de mesure d’audience, de marketing et de personnalisation. Vous pouvez modifier vos choix à tout moment avec <a href="#cookie-settings">Paramètres des cookies</a>, en bas de chaque page.',
    ),
    para(
      'ملفات تعريف الارتباط ملفات صغيرة يتركها الموقع في متصفحك. نستخدم الملفات التي يحتاجها المتجر ليعمل، ولا نستخدم ملفات التحليل والتسويق والتخصيص إلا إذا سمحتِ بها. يمكنك تغيير اختياراتك في أي وقت من خلال <a href="#cookie-settings">إعدادات ملفات تعريف الارتباط</a> أسفل كل صفحة.',
    ),
  ),
  headers: {
    name: copy('Cookie', 'Cookie', 'الملف'),
    purpose: copy('What it does', 'Rôle', 'وظيفته'),
    lasts: copy('How long it lasts', 'Durée', 'مدة بقائه'),
  },
  necessary: {
    heading: copy('Cookies the shop needs', 'Cookies nécessaires', 'ملفات ضرورية لعمل المتجر'),
    text: copy(
      para('These are always on: without them you could not sign in, keep a bag or pay safely.'),
      para(
        'Ils sont toujours actifs : sans eux, impossible de vous connecter, de garder un panier ou de payer en toute sécurité.',
      ),
      para(
        'هذه الملفات مفعّلة دائماً: فبدونها لا يمكنك تسجيل الدخول أو الاحتفاظ بحقيبة التسوق أو الدفع بأمان.',
      ),
    ),
    rows: [
      {
        name: 'vt_xsrf',
        purpose: copy(
          'Protects your forms and payments from being sent by another site in your name.',
          'Empêche un autre site d’envoyer des formulaires ou des paiements en votre nom.',
          'يمنع أي موقع آخر من إرسال النماذج أو المدفوعات باسمك.',
        ),
        lasts: FOURTEEN_DAYS,
      },
      {
        name: 'vt_jwt, vt_refresh',
        purpose: copy(
          'Keep you signed in to your account.',
          'Vous gardent connectée à votre compte.',
          'تُبقيك مسجلة الدخول إلى حسابك.',
        ),
        lasts: copy(
          '14 days, renewed while you shop; a sign-in ends after 30 days at most',
          '14 jours, renouvelés pendant vos achats ; une connexion dure 30 jours au plus',
          '14 يوماً تتجدد أثناء التسوق؛ وتنتهي أي جلسة تسجيل دخول بعد 30 يوماً على الأكثر',
        ),
      },
      {
        name: 'vt_device',
        purpose: copy(
          'Recognises this browser when you sign in, so the protections against password guessing do not lock you out.',
          'Reconnaît ce navigateur à la connexion, pour que les protections contre les tentatives de mot de passe ne vous bloquent pas.',
          'يتعرّف على هذا المتصفح عند تسجيل الدخول، حتى لا تمنعك إجراءات الحماية من تخمين كلمات المرور.',
        ),
        lasts: copy('1 year', '1 an', 'سنة واحدة'),
      },
      {
        name: 'vt_quote_flag, vt_quote_token',
        purpose: copy('Remember your bag.', 'Mémorisent votre panier.', 'تتذكر حقيبة التسوق الخاصة بك.'),
        lasts: FOURTEEN_DAYS,
      },
      {
        name: 'vt_wishlist_flag, vt_wishlist_token',
        purpose: copy(
          'Remember your wishlist before you sign in.',
          'Mémorisent vos favoris avant que vous vous connectiez.',
          'تتذكر قائمة المفضلة قبل تسجيل الدخول.',
        ),
        lasts: FOURTEEN_DAYS,
      },
      {
        name: 'vt_store, vt_currency',
        purpose: copy(
          'Remember the store and currency you chose.',
          'Mémorisent la boutique et la devise choisies.',
          'تتذكر المتجر والعملة اللذين اخترتهما.',
        ),
        lasts: FOURTEEN_DAYS,
      },
      {
        name: 'vt_consent',
        purpose: copy(
          'Remembers your cookie choices and when you made them.',
          'Mémorise vos choix en matière de cookies et leur date.',
          'يتذكر اختياراتك بشأن ملفات تعريف الارتباط وتاريخها.',
        ),
        lasts: copy(
          '14 days, then we ask again',
          '14 jours, puis nous vous redemandons',
          '14 يوماً، ثم نسألك مجدداً',
        ),
      },
    ] satisfies CookieRow[],
  },
  optional: {
    heading: copy(
      'Cookies we use only if you allow them',
      'Cookies déposés seulement avec votre accord',
      'ملفات نستخدمها فقط بموافقتك',
    ),
    text: copy(
      para(
        'Our tag manager (Google Tag Manager) starts only with your permission, or, in stores where the law does not require us to ask first, with every category refused until you choose. Each category below is a switch in Cookie settings.',
      ),
      para(
        'Notre gestionnaire de balises (Google Tag Manager) ne démarre qu’avec votre accord ou, dans les boutiques où la loi ne nous oblige pas à demander d’abord, avec toutes les catégories refusées jusqu’à votre choix. Chaque catégorie ci-dessous est un interrupteur dans Paramètres des cookies.',
      ),
      para(
        'لا يبدأ مدير العلامات لدينا (Google Tag Manager) إلا بموافقتك، أو في المتاجر التي لا يُلزمنا القانون فيها بالسؤال أولاً، يبدأ وجميع الفئات مرفوضة إلى أن تختاري. كل فئة أدناه مفتاح في إعدادات ملفات تعريف الارتباط.',
      ),
    ),
    rows: [
      {
        name: '_ga, _ga_*',
        purpose: copy(
          'Analytics: Google Analytics counts visits and sees how pages are used.',
          'Mesure d’audience : Google Analytics compte les visites et observe l’usage des pages.',
          'التحليل: يحصي Google Analytics الزيارات ويتعرّف على طريقة استخدام الصفحات.',
        ),
        lasts: copy('2 years', '2 ans', 'سنتان'),
      },
      {
        name: '_gcl_au, _fbp, _fbc',
        purpose: copy(
          'Marketing: Google and Meta measure which ads brought you here and show you relevant ones.',
          'Marketing : Google et Meta mesurent quelles publicités vous ont amenée ici et vous en montrent de pertinentes.',
          'التسويق: تقيس Google وMeta الإعلانات التي أوصلتك إلينا وتعرض عليك إعلانات مناسبة.',
        ),
        lasts: copy('3 months', '3 mois', '3 أشهر'),
      },
      {
        name: 'vt_conversion_id',
        purpose: copy(
          'Marketing: the campaign reference of a link you followed, so a purchase is counted once. It is sent to Meta only if you allow marketing.',
          'Marketing : la référence de campagne du lien suivi, pour qu’un achat ne soit compté qu’une fois. Elle n’est envoyée à Meta que si vous acceptez le marketing.',
          'التسويق: مرجع الحملة للرابط الذي اتبعته، حتى يُحتسب الشراء مرة واحدة. لا يُرسل إلى Meta إلا إذا سمحتِ بالتسويق.',
        ),
        lasts: BROWSER_SESSION,
      },
    ] satisfies CookieRow[],
    personalisation: copy(
      para(
        'Personalisation lets tags tailor recommendations to what you have looked at. The list of products you viewed recently stays in this browser (local storage <strong>vt_recent_</strong> followed by the store) and is never sent to us.',
      ),
      para(
        'La personnalisation permet aux balises d’adapter les recommandations à ce que vous avez regardé. La liste des produits récemment consultés reste dans ce navigateur (stockage local <strong>vt_recent_</strong> suivi de la boutique) et ne nous est jamais envoyée.',
      ),
      para(
        'يتيح التخصيص للعلامات تكييف التوصيات بحسب ما شاهدتِه. أما قائمة المنتجات التي شاهدتِها مؤخراً فتبقى في هذا المتصفح (التخزين المحلي <strong>vt_recent_</strong> متبوعاً بالمتجر) ولا تُرسل إلينا أبداً.',
      ),
    ),
  },
  choices: {
    heading: copy('Changing your mind', 'Changer d’avis', 'تغيير رأيك'),
    text: copy(
      para(
        'Withdrawing is as easy as agreeing: open <a href="#cookie-settings">Cookie settings</a> and choose <strong>Reject all</strong>, or switch off one category and save. The tag manager is told at once, and nothing optional loads on the pages that follow. Stores that do not ask first also honour your browser’s Global Privacy Control signal. You can delete cookies in your browser settings at any time; see our <a href="/privacy-policy">privacy policy</a> for how we use your data.',
      ),
      para(
        'Retirer son accord est aussi simple que le donner : ouvrez <a href="#cookie-settings">Paramètres des cookies</a> et choisissez <strong>Tout refuser</strong>, ou désactivez une catégorie et enregistrez. Le gestionnaire de balises en est informé aussitôt, et rien d’optionnel ne se charge sur les pages suivantes. Les boutiques qui ne demandent pas d’abord respectent aussi le signal Global Privacy Control de votre navigateur. Vous pouvez supprimer les cookies dans les réglages de votre navigateur à tout moment ; notre <a href="/privacy-policy">politique de confidentialité</a> explique comment nous utilisons vos données.',
      ),
      para(
        'سحب الموافقة سهل مثل منحها: افتحي <a href="#cookie-settings">إعدادات ملفات تعريف الارتباط</a> واختاري <strong>رفض الكل</strong>، أو أوقفي فئة واحدة واحفظي. يُبلَّغ مدير العلامات فوراً، ولا يُحمَّل أي شيء اختياري في الصفحات التالية. كما تحترم المتاجر التي لا تسأل أولاً إشارة Global Privacy Control في متصفحك. يمكنك حذف ملفات تعريف الارتباط من إعدادات متصفحك في أي وقت؛ وتشرح <a href="/privacy-policy">سياسة الخصوصية</a> كيف نستخدم بياناتك.',
      ),
    ),
  },
  staff: {
    heading: copy('For our staff only', 'Réservés à notre équipe', 'لفريقنا فقط'),
    text: copy(
      para(
        'When our team previews content, the browser keeps <strong>vt_banner_preview</strong>, <strong>vt_namespace_preview</strong> and <strong>__prerender_bypass</strong> until it is closed; <strong>vt_features</strong> switches a feature on for testing. Shoppers never get them.',
      ),
      para(
        'Quand notre équipe prévisualise des contenus, le navigateur garde <strong>vt_banner_preview</strong>, <strong>vt_namespace_preview</strong> et <strong>__prerender_bypass</strong> jusqu’à sa fermeture ; <strong>vt_features</strong> active une fonctionnalité en test. Les clients ne les reçoivent jamais.',
      ),
      para(
        'عندما يعاين فريقنا المحتوى، يحتفظ المتصفح بالملفات <strong>vt_banner_preview</strong> و<strong>vt_namespace_preview</strong> و<strong>__prerender_bypass</strong> حتى إغلاقه؛ ويفعّل <strong>vt_features</strong> ميزة ما للاختبار. لا تصل هذه الملفات إلى المتسوقين أبداً.',
      ),
    ),
  },
};

export const FILTER_LABELS: Record<string, Copy> = {
  categories: copy('Category', 'Catégorie', 'الفئة'),
  clothes_size: copy('Size', 'Taille', 'المقاس'),
  shoesize: copy('Shoe size', 'Pointure', 'مقاس الحذاء'),
  colour_group: copy('Colour', 'Couleur', 'اللون'),
  price: copy('Price', 'Prix', 'السعر'),
  brand: copy('Brand', 'Marque', 'العلامة التجارية'),
  style: copy('Style', 'Style', 'الطراز'),
  length_new: copy('Length', 'Longueur', 'الطول'),
  occasion_wear: copy('Occasion', 'Occasion', 'المناسبة'),
  design: copy('Pattern', 'Motif', 'النقشة'),
};

export const PDP = {
  delivery: copy(
    '<p><strong>Standard delivery</strong> 3 to 5 working days. <strong>Next day</strong> when you order before 10pm.</p>',
    '<p><strong>Livraison standard</strong> 3 à 5 jours ouvrés. <strong>Livraison le lendemain</strong> pour toute commande passée avant 22 h.</p>',
    '<p><strong>التوصيل العادي</strong> من 3 إلى 5 أيام عمل. <strong>التوصيل في اليوم التالي</strong> للطلبات قبل 10 مساءً.</p>',
  ),
  returns: copy(
    '<p>Free returns within 28 days.</p>',
    '<p>Retours gratuits sous 28 jours.</p>',
    '<p>إرجاع مجاني خلال 28 يوماً.</p>',
  ),
  recommendations: copy('You might also like', 'Vous aimerez aussi', 'قد يعجبك أيضاً'),
};

export const MARKETING = {
  registerTitle: copy('Be the first to know', 'Soyez la première informée', 'كوني أول من يعلم'),
  myInfoTitle: copy('Your marketing preferences', 'Vos préférences marketing', 'تفضيلاتك التسويقية'),
  description: copy(
    '<p>New arrivals, offers and events. You can change your mind at any time.</p>',
    '<p>Nouveautés, offres et événements. Vous pouvez changer d’avis à tout moment.</p>',
    '<p>وصل حديثاً والعروض والفعاليات. يمكنك تغيير رأيك في أي وقت.</p>',
  ),
  email: copy('Email', 'E-mail', 'البريد الإلكتروني'),
  emailText: copy(
    'Offers and new arrivals by email',
    'Offres et nouveautés par e-mail',
    'العروض والمنتجات الجديدة عبر البريد الإلكتروني',
  ),
  sms: copy('Text message', 'SMS', 'رسالة نصية'),
  smsText: copy(
    'Flash sales by text message',
    'Ventes flash par SMS',
    'التخفيضات السريعة عبر الرسائل النصية',
  ),
  post: copy('Post', 'Courrier', 'البريد'),
  postText: copy('Our catalogue by post', 'Notre catalogue par courrier', 'كتالوجنا عبر البريد'),
};
