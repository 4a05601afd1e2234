import type { ContactTopic } from '../contact/topics.ts';

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
    }
  | {
      /** §7.6 contact, to customer service: everything the shopper sent. */
      template: 'contact-staff';
      data: {
        reference: string;
        name: string;
        email: string;
        /** '' when the shopper gave none. */
        orderNumber: string;
        topic: ContactTopic;
        message: string;
        /** Store locale code the message came from. */
        store: string;
      };
    }
  | {
      /**
       * §7.6 contact, to the sender. Echoes neither the message nor the name: anyone can type any
       * address into the form, so what we send must not carry their words to a stranger.
       */
      template: 'contact-confirmation';
      data: { reference: string; topic: ContactTopic };
    };

export type MailTemplate = MailMessage['template'];
