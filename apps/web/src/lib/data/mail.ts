import 'server-only';
import * as mail from '@vitrine/commerce/mail';
import { withDb } from './database';

// The development inbox (/dev/inbox): the mail the outbox holds (decision 0059).
export type { MailStatus } from '@vitrine/commerce/mail';

export const inboxMessage = withDb(mail.inboxMessage);
export const inboxMessages = withDb(mail.inboxMessages);
