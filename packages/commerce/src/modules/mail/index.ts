// @vitrine/commerce/mail: what other modules and the web app use of the mail module. Other
// modules queue mail with queueMail inside their own transaction; they never touch mail_outbox.
export type {
  MailMessage,
  MailTemplate,
  OrderMailReceipt,
  OrderMailReceiptLine,
  OrderMailTender,
} from './messages.ts';
export { MAIL_STATUSES, type MailStatus } from './schema.ts';
export {
  deliverDueMail,
  inboxMessage,
  inboxMessages,
  inboxTransport,
  MAX_ATTEMPTS,
  PermanentMailError,
  queueMail,
  reclaimStuckMail,
  RETRY_DELAYS_MS,
  retryDelayMs,
  SENDING_LEASE_MS,
  smtpTransport,
  mailDeliveryJob,
  MAIL_QUEUED_CHANNEL,
  transportFromEnv,
  type DeliveryOptions,
  type DeliveryReport,
  type InboxMessage,
  type InboxSummary,
  type MailTransport,
  type MailJobOptions,
  type OutgoingMail,
  type QueueMailInput,
} from './service.ts';
export { withdrawQueuedMail } from './withdraw.ts';
export { mailLanguage, renderMail, type RenderedMail, type RenderOptions } from './templates.ts';
