import type { Language } from '@vitrine/config';

// The free-next-day-delivery-for-a-year page (§9: "Its page key is the
// free-next-day-delivery-for-a-year page"), seeded into the content service (content/seed.ts) for
// the stores that sell the subscription (§2.2: en-GB) and edited there by staff afterwards. The
// account subscription page shows it to a customer without a subscription.

/** The content service's single-entry key of the page (GET /api/v1/free-next-day-delivery-for-a-year-page). */
export const SUBSCRIPTION_PAGE_KEY = 'free-next-day-delivery-for-a-year-page';

type Copy = Record<Language, string>;
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export const SUBSCRIPTION_PAGE: {
  title: Copy;
  body: Copy;
  sections: { heading: Copy; body: Copy }[];
} = {
  title: {
    en: 'Free next-day delivery for a year',
    fr: 'Livraison le lendemain offerte pendant un an',
    ar: 'توصيل مجاني في اليوم التالي لمدة عام',
  },
  body: {
    en: p('One payment, a whole year of next-day delivery at no cost on every order, however small.'),
    fr: p('Un seul paiement, et la livraison le lendemain offerte sur toutes vos commandes pendant un an.'),
    ar: p('دفعة واحدة، وتوصيل مجاني في اليوم التالي لكل طلباتك طوال عام كامل.'),
  },
  sections: [
    {
      heading: { en: 'How it works', fr: 'Comment ça marche', ar: 'كيف يعمل' },
      body: {
        en: '<ul><li>Add it to your bag and check out as usual.</li><li>From that moment, choose next-day delivery at checkout and it costs nothing.</li><li>It renews each year on your saved card; cancel at any time and it stays valid until its end date.</li></ul>',
        fr: '<ul><li>Ajoutez-le à votre panier et commandez comme d’habitude.</li><li>Dès ce moment, la livraison le lendemain est offerte à chaque commande.</li><li>Il se renouvelle chaque année sur votre carte enregistrée ; résiliez à tout moment, il reste valable jusqu’à sa date de fin.</li></ul>',
        ar: '<ul><li>أضيفيه إلى حقيبتك وأتمي الطلب كالمعتاد.</li><li>من تلك اللحظة، اختاري التوصيل في اليوم التالي عند الدفع دون أي تكلفة.</li><li>يتجدد كل عام على بطاقتك المحفوظة؛ يمكنك الإلغاء في أي وقت ويبقى صالحاً حتى تاريخ انتهائه.</li></ul>',
      },
    },
    {
      heading: { en: 'Good to know', fr: 'Bon à savoir', ar: 'معلومات مفيدة' },
      body: {
        en: p(
          'Next-day delivery is not available to some remote postcodes (Highlands and Islands, Northern Ireland, the Channel Islands); standard delivery prices are unchanged.',
        ),
        fr: p(
          'La livraison le lendemain n’est pas disponible pour certaines zones éloignées ; les tarifs de la livraison standard ne changent pas.',
        ),
        ar: p('التوصيل في اليوم التالي غير متاح لبعض المناطق النائية؛ وتبقى أسعار التوصيل العادي كما هي.'),
      },
    },
  ],
};
