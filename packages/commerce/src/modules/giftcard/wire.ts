import { z } from '@hono/zod-openapi';
import { Email } from '../security/index.ts';
import {
  GIFT_CARD_MAX_MINOR,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_MINOR,
  GIFT_CARD_NAME_MAX,
} from './rules.ts';

// The gift-card API's wire shapes (issue 6 item 2). Strict: unknown fields are refused.

const Code = z.string().trim().min(1).max(40).openapi({ example: 'ABCD-EFGH-JKMN-PQRS' });
const Pin = z.string().trim().min(1).max(12).openapi({ example: '012345' });

export const RedeemSchema = z.object({ code: Code, pin: Pin }).strict().openapi('GiftCardRedeem');

export const TransferSchema = z
  .object({
    code: Code.openapi({ description: 'The card whose whole balance moves' }),
    pin: Pin,
    toCode: Code.openapi({ description: 'The card that receives it (same currency)' }),
  })
  .strict()
  .openapi('GiftCardTransfer');

const Name = z.string().trim().min(1).max(GIFT_CARD_NAME_MAX);

export const BuySchema = z
  .object({
    amountMinor: z
      .number()
      .int()
      .min(GIFT_CARD_MIN_MINOR)
      .max(GIFT_CARD_MAX_MINOR)
      .multipleOf(100)
      .openapi({ example: 5000, description: 'Whole units of the store currency, 5.00 to 500.00' }),
    recipientName: Name.openapi({ example: 'Mia' }),
    recipientEmail: Email,
    senderName: Name.openapi({ example: 'Ava' }),
    message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX).optional(),
    deliverOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .openapi({
        example: '2026-12-24',
        description: 'Today or later in the store’s time zone, at most a year ahead',
      }),
  })
  .strict()
  .openapi('GiftCardPurchase');

const Money = z.object({ amountMinor: z.number().int(), currency: z.string() });

export const ActivatedSchema = z
  .object({
    amount: Money.openapi({ description: 'What the card added to the account balance' }),
    balance: Money.openapi({ description: 'The account balance afterwards' }),
    codeLast4: z.string(),
  })
  .openapi('GiftCardActivated');

export const TransferredSchema = z
  .object({
    amount: Money,
    toBalance: Money.openapi({ description: 'The receiving card’s balance afterwards' }),
    fromLast4: z.string(),
    toLast4: z.string(),
  })
  .openapi('GiftCardTransferred');

export const AppliedSchema = z
  .object({
    cards: z.array(
      z.object({
        id: z.string().uuid(),
        codeLast4: z.string(),
        balance: Money,
        pays: Money.openapi({ description: 'What it pays of the bag total now (delivery not included)' }),
      }),
    ),
    pays: Money.openapi({ description: 'What the cards pay together' }),
  })
  .openapi('QuoteGiftCards');

export const BoughtSchema = z
  .object({
    token: z
      .string()
      .nullable()
      .openapi({ description: 'A new bag token for the §4.2 markers; null: keep yours' }),
    quoteId: z.number().int(),
  })
  .openapi('GiftCardAddedToBag');
