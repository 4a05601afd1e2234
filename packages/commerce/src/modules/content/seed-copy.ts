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
  body: copy(
    para('Vitrine designs affordable fashion in London and ships it to twelve countries.'),
    para('Vitrine dessine une mode accessible à Londres et la livre dans douze pays.'),
    para('تصمم فيترين أزياء بأسعار معقولة في لندن وتشحنها إلى اثنتي عشرة دولة.'),
  ),
};

export const COOKIES = {
  title: copy('Cookie policy', 'Politique relative aux cookies', 'سياسة ملفات تعريف الارتباط'),
  body: copy(
    para(
      'We use essential cookies to run the shop and, only with your consent, analytics and marketing cookies.',
    ),
    para(
      'Nous utilisons des cookies essentiels au fonctionnement de la boutique et, uniquement avec votre accord, des cookies de mesure et de marketing.',
    ),
    para('نستخدم ملفات تعريف الارتباط الأساسية لتشغيل المتجر، وملفات التحليل والتسويق بموافقتك فقط.'),
  ),
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
