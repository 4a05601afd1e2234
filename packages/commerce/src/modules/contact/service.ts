import { randomInt } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  DEFAULT_LOCALE,
  ORDER_NUMBER_MAX_LENGTH,
  type LocaleConfig,
} from '@vitrine/config';
import type { Database } from '../../db/client.ts';
import { env } from '../../env.ts';
import { DomainError } from '../../kernel/errors.ts';
import { fieldCode } from '../../kernel/field-messages.ts';
import { consume, tryConsume } from '../security/index.ts';
import { normaliseEmail } from '../../kernel/identity.ts';
import { queueMail } from '../mail/index.ts';

// §7.6 contact: a message to customer service, by email, with a confirmation to the sender.
// Schema messages are field-message codes (kernel/field-messages.ts) so the form shows the right
// words beside each field whichever way the input failed.

/** Control characters other than line breaks and tabs break emails (and hide text); a message keeps its lines. */
const NO_CONTROL = /^[^\p{Cc}]*$/u;
const NO_CONTROL_BUT_LINES = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;

export const ContactInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'required')
      .max(CONTACT_NAME_MAX_LENGTH, 'too_long')
      .regex(NO_CONTROL, 'invalid'),
    email: z.string().trim().min(1, 'required').max(254, 'too_long').email('email_invalid'),
    orderNumber: z
      .string()
      .trim()
      .max(ORDER_NUMBER_MAX_LENGTH, 'too_long')
      .regex(/^[A-Za-z0-9-]*$/, 'invalid')
      .optional()
      .transform((v) => v || undefined),
    topic: z.enum(CONTACT_TOPICS, 'invalid'),
    message: z
      .string()
      .trim()
      .min(1, 'required')
      .max(CONTACT_MESSAGE_MAX_LENGTH, 'too_long')
      .regex(NO_CONTROL_BUT_LINES, 'invalid'),
  })
  .strict()
  .openapi('ContactMessage');

export type ContactInput = z.input<typeof ContactInputSchema>;

/** The same 400 (per-field codes) the API's validation hook gives, for callers in process (the web form). */
export function parseContactInput(raw: unknown): z.output<typeof ContactInputSchema> {
  const parsed = ContactInputSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= fieldCode(issue);
  throw new DomainError('VALIDATION_FAILED', { fields: Object.keys(fields).join(', ') }, fields);
}

// No 0/O or 1/I: a reference is read out on the phone.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function contactReference(): string {
  let ref = '';
  for (let i = 0; i < 8; i++) ref += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `CT-${ref}`;
}

/**
 * Validates, counts the sender's address against its limit (security/limits.ts contactPerAddress;
 * invalid forms do not count) and queues both emails in one transaction. The confirmation is
 * skipped, silently, once one mailbox has had its share (emailsPerAccount): the form must not
 * become a way to flood a stranger's inbox. Customer service is written to in English (en-GB):
 * one team reads every store's messages; the store is named in the email.
 */
export async function submitContact(
  db: Database,
  raw: unknown,
  context: { store: LocaleConfig; clientAddress: string; customerServiceEmail?: string },
): Promise<{ reference: string }> {
  const input = parseContactInput(raw);
  await consume(db, 'contactPerAddress', context.clientAddress);
  const email = normaliseEmail(input.email);
  const confirm = await tryConsume(db, 'emailsPerAccount', `contact:${email}`);
  const reference = contactReference();
  await db.transaction(async (tx) => {
    await queueMail(tx, {
      to: context.customerServiceEmail ?? env().CUSTOMER_SERVICE_EMAIL,
      locale: DEFAULT_LOCALE,
      message: {
        template: 'contact-staff',
        data: {
          reference,
          name: input.name,
          email,
          orderNumber: input.orderNumber ?? '',
          topic: input.topic,
          message: input.message,
          store: context.store.localeISOCode,
        },
      },
    });
    if (confirm)
      await queueMail(tx, {
        to: email,
        locale: context.store.localeISOCode,
        message: { template: 'contact-confirmation', data: { reference, topic: input.topic } },
      });
  });
  return { reference };
}
