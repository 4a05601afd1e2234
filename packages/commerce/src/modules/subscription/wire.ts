import { z } from '@hono/zod-openapi';
import { SUBSCRIPTION_STATUSES } from './schema.ts';

// The subscription API's wire shapes (§7.3 `subscription`, `subscription/cancel`; issue 6 item 5).

const Money = z.object({ amountMinor: z.number().int(), currency: z.string() });

export const SubscriptionSchema = z
  .object({
    status: z.enum(['none', ...SUBSCRIPTION_STATUSES]).openapi({
      description:
        'none (never subscribed), active (renews at endsAt), cancelled_until_end (free next day until endsAt, no renewal), expired',
    }),
    sku: z.string().openapi({ example: 'SUB-NDD-1Y' }),
    startsAt: z.string().nullable().openapi({ description: 'ISO instant' }),
    endsAt: z
      .string()
      .nullable()
      .openapi({ description: 'ISO instant: one year on, in the store’s time zone' }),
    cancelledAt: z.string().nullable(),
    startsOn: z
      .string()
      .nullable()
      .openapi({ example: '21/11/2026', description: 'Store date format and zone' }),
    endsOn: z
      .string()
      .nullable()
      .openapi({ example: '21/11/2027', description: 'Store date format and zone' }),
    timeZone: z.string().openapi({ example: 'Europe/London' }),
    renews: z.boolean().openapi({ description: 'True while active: renewed at endsAt with the saved card' }),
    renewalCard: z
      .object({ brand: z.string(), last4: z.string() })
      .nullable()
      .openapi({ description: 'The saved card a renewal would charge; none means it will expire' }),
    price: Money.openapi({ description: 'A year, in the store currency' }),
    freeNextDay: z
      .boolean()
      .openapi({ description: 'Next-day delivery costs nothing for this customer now' }),
  })
  .openapi('Subscription');

export const AddedToBagSchema = z
  .object({
    quoteId: z.number().int(),
    quoteToken: z.string().openapi({ description: 'A fresh token for the bag (the quote token cookie)' }),
    itemId: z.number().int().openapi({ description: 'The digital item (DELETE quote/digital-item?id=)' }),
    price: Money,
  })
  .openapi('SubscriptionAddedToBag');
