import type { Language } from '../../kernel/language.ts';

/**
 * Error wording of signing in, sessions and passwords (§4.1, §7.3), in each shop language: the composition root puts it
 * into the API's wording (error-wording.ts).
 */
export const AUTH_MESSAGES = {
  INVALID_CREDENTIALS: {
    en: 'That email address and password do not match an account.',
    fr: 'Cette adresse e-mail et ce mot de passe ne correspondent à aucun compte.',
    ar: 'البريد الإلكتروني وكلمة المرور لا يتطابقان مع أي حساب.',
  },
  SESSION_EXPIRED: {
    en: 'Your session has ended. Please sign in again.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
  PASSWORD_REJECTED: {
    en: 'Please choose another password.',
    fr: 'Veuillez choisir un autre mot de passe.',
    ar: 'يرجى اختيار كلمة مرور أخرى.',
  },
  CURRENT_PASSWORD_INCORRECT: {
    en: 'Your current password is not correct.',
    fr: 'Votre mot de passe actuel est incorrect.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  RESET_LINK_INVALID: {
    en: 'This password reset link has expired or has already been used. Please ask for a new one.',
    fr: 'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
    ar: 'انتهت صلاحية رابط إعادة التعيين هذا أو تم استخدامه بالفعل. يرجى طلب رابط جديد.',
  },
  SIGN_IN_LINK_INVALID: {
    en: 'This sign-in link has expired or has already been used. Please ask for a new one.',
    fr: 'Ce lien de connexion a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
    ar: 'انتهت صلاحية رابط تسجيل الدخول هذا أو تم استخدامه بالفعل. يرجى طلب رابط جديد.',
  },
} as const satisfies Record<string, Record<Language, string>>;
