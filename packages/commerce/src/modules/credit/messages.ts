import type { Language } from '../../kernel/language.ts';

/** Error wording of store credit (issue 6 item 3, decision 0014), merged into ERROR_MESSAGES. */
export const CREDIT_MESSAGES = {
  CREDIT_NOT_AVAILABLE: {
    en: 'An account balance is not offered in this store.',
    fr: 'Le solde de compte n’est pas proposé dans cette boutique.',
    ar: 'رصيد الحساب غير متوفر في هذا المتجر.',
  },
  CREDIT_NEEDS_ACCOUNT: {
    en: 'Please sign in to pay with your account balance.',
    fr: 'Veuillez vous connecter pour payer avec le solde de votre compte.',
    ar: 'يرجى تسجيل الدخول للدفع من رصيد حسابك.',
  },
  CREDIT_ABOVE_BALANCE: {
    en: 'Your account balance is {balance}, less than the {requested} you asked to use. Nothing has been charged; please choose a smaller amount.',
    fr: 'Le solde de votre compte est de {balance}, moins que les {requested} demandés. Rien n’a été débité ; veuillez choisir un montant plus petit.',
    ar: 'رصيد حسابك {balance}، وهو أقل من {requested} الذي طلبت استخدامه. لم يتم خصم أي مبلغ؛ يرجى اختيار مبلغ أصغر.',
  },
} as const satisfies Record<string, Record<Language, string>>;
