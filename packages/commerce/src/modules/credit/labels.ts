import type { Language } from '../../kernel/language.ts';
import type { CreditKind } from './schema.ts';

/** What each movement was, in the shop languages (GET credit `label`, the /customer/credit page). */
export const CREDIT_KIND_LABELS: Record<CreditKind, Record<Language, string>> = {
  gift_card: { en: 'Gift card added', fr: 'Carte cadeau ajoutée', ar: 'إضافة بطاقة هدية' },
  referral: { en: 'Refer-a-friend reward', fr: 'Récompense de parrainage', ar: 'مكافأة دعوة صديق' },
  refund: { en: 'Refund', fr: 'Remboursement', ar: 'استرداد' },
  order: { en: 'Paid towards order', fr: 'Utilisé pour la commande', ar: 'دُفع مقابل الطلب' },
  order_cancelled: {
    en: 'Cancelled order given back',
    fr: 'Commande annulée remboursée',
    ar: 'إعادة رصيد طلب ملغى',
  },
  adjustment: { en: 'Adjustment', fr: 'Ajustement', ar: 'تعديل' },
};

export const creditKindLabel = (kind: CreditKind, language: Language): string =>
  CREDIT_KIND_LABELS[kind][language] ?? CREDIT_KIND_LABELS[kind].en;
