/**
 * Every email the store sends, with the values its template needs. Services queue one of these
 * with `queueMail` (service.ts); templates.ts renders it in the store's language.
 */
export type MailMessage =
  | { template: 'welcome'; data: { firstName: string; accountUrl: string } }
  | { template: 'account-exists'; data: { firstName: string; loginUrl: string; resetUrl: string } }
  | { template: 'password-reset'; data: { firstName: string; resetUrl: string; expiresMinutes: number } }
  | { template: 'password-changed'; data: { firstName: string; resetUrl: string } }
  | { template: 'email-changed'; data: { firstName: string; newEmail: string } }
  | { template: 'deletion-code'; data: { firstName: string; code: string; expiresMinutes: number } }
  | { template: 'account-deleted'; data: { firstName: string } }
  | { template: 'newsletter-confirm'; data: { confirmUrl: string; unsubscribeUrl: string } }
  | {
      template: 'staff-discount-verify';
      data: { firstName: string; verifyUrl: string; expiresMinutes: number };
    };

export type MailTemplate = MailMessage['template'];
