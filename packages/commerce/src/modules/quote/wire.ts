import { z } from '@hono/zod-openapi';
import { localeHeader } from '../../http/openapi.ts';
import { SKU_PATTERN } from '../catalog/index.ts';
import { MAX_LINE_QUANTITY } from './schema.ts';

// The quote API's wire shapes (decision 0012). Request objects are strict: a price, discount or
// total in a body is refused with 400 rather than ignored (issue 4), since the server prices.

const Sku = z.string().trim().regex(SKU_PATTERN).openapi({ example: 'VT000012-10' });

/** Decision 0012: an integer 1-10. 0 is not a quantity (DELETE removes a line). */
const Qty = z.number().int().min(1).max(MAX_LINE_QUANTITY);

/** §3.7 product: the size SKU and how many (default 1). */
export const ProductSchema = z
  .object({ sku: Sku, qty: Qty.default(1).openapi({ example: 1 }) })
  .strict()
  .openapi('QuoteProduct');

export const SetQuantitySchema = z
  .object({ sku: Sku, qty: Qty.openapi({ example: 2 }) })
  .strict()
  .openapi('QuoteQuantity');

export const CreateSchema = z
  .object({
    product: ProductSchema,
    generalData: z
      .object({
        deviceType: z.string().trim().max(40).optional().openapi({ example: 'desktop' }),
        siteViewMode: z.enum(['desktop', 'mobile']).optional(),
      })
      .strict()
      .optional(),
    storeId: z.number().int().positive().optional().openapi({
      description:
        '§3.7 the store’s id. The `locale` header selects the store (decision 0006); an id of another store is refused (400 STORE_ID_MISMATCH). Absent: the locale’s own (1 with no locale, en-GB).',
    }),
  })
  .strict()
  .openapi('QuoteCreate');

export const PromotionSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/)
      .openapi({ example: 'WELCOME10' }),
  })
  .strict()
  .openapi('QuotePromotionCode');

/** §7.5: `Quote` carries the stored token; `pltqt` (or nothing) means none. */
export const quoteHeaders = localeHeader.extend({
  quote: z
    .string()
    .max(200)
    .optional()
    .openapi({
      // Header names are case-insensitive; the key must match how Hono hands them over (lower case).
      param: { name: 'quote', in: 'header' },
      example: 'pltqt',
      description: 'The §7.5 `Quote` header: the stored quote token, or pltqt for none',
    }),
});

const Money = z.object({ amountMinor: z.number().int(), currency: z.string() }).openapi('Money');

const QuoteErrorSchema = z
  .object({
    code: z.string().openapi({ example: 'QUANTITY_ABOVE_STOCK' }),
    reason: z.string().openapi({ example: 'Sorry, only 2 of this size are left.' }),
    sku: z.string().optional(),
  })
  .openapi('QuoteError');

/** §3.7 / §5: empty on success; otherwise the first reason is the message. */
const Errors = z.array(QuoteErrorSchema);

export const CreateAnswerSchema = z
  .object({ token: z.string().nullable(), quoteId: z.number().int().nullable(), errors: Errors })
  .openapi('QuoteCreated');

export const AddAnswerSchema = z
  .object({ quoteId: z.number().int(), errors: Errors })
  .openapi('QuoteProductAdded');

const LineSchema = z
  .object({
    sku: z.string(),
    productSku: z.string(),
    name: z.string(),
    urlKey: z.string(),
    size: z.string().openapi({ description: 'Canonical (UK) size' }),
    sizeLabel: z.string().openapi({ description: 'The size in the store’s size format' }),
    colour: z.string(),
    image: z.object({ path: z.string(), width: z.number(), height: z.number() }).nullable(),
    quantity: z.number().int(),
    unitPrice: Money,
    wasPrice: Money.nullable(),
    lineTotal: Money,
    seenPrice: Money,
    priceChanged: z.boolean(),
    stockAvailable: z.number().int(),
    outOfStock: z.boolean(),
    quantityAboveStock: z.boolean(),
  })
  .openapi('QuoteLine');

const DigitalItemSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['gift_card', 'subscription']),
    sku: z.string().openapi({ example: 'GIFTCARD' }),
    name: z.string().openapi({ example: 'Digital gift card' }),
    amount: Money,
    details: z
      .record(z.string(), z.unknown())
      .nullable()
      .openapi({ description: 'A gift card: recipientName, recipientEmail, senderName, message, deliverOn' }),
  })
  .openapi('QuoteDigitalItem');

const ChangeSchema = z
  .object({
    type: z.enum([
      'price_changed',
      'quantity_reduced',
      'removed_out_of_stock',
      'removed_unavailable',
      'removed_bag_full',
      'store_changed',
    ]),
    sku: z.string().optional(),
    from: z.union([Money, z.number(), z.string()]).optional(),
    to: z.union([Money, z.number(), z.string()]).optional(),
    quantity: z.number().int().optional(),
  })
  .openapi('QuoteChange');

export const BagSchema = z
  .object({
    quoteId: z.number().int(),
    status: z.enum(['active', 'merged', 'ordered']),
    storeLocale: z.string(),
    storeId: z.number().int().openapi({ description: '§3.7 the store’s id' }),
    currency: z.string(),
    lines: z.array(LineSchema),
    unavailable: z.array(
      z.object({
        sku: z.string(),
        quantity: z.number().int(),
        reason: z.enum(['UNKNOWN_SKU', 'NOT_SOLD_IN_STORE']),
      }),
    ),
    digitalItems: z
      .array(DigitalItemSchema)
      .openapi({ description: 'Gift cards and the delivery subscription (issue 6): no stock, no parcel' }),
    itemCount: z.number().int(),
    subtotal: Money.openapi({ description: 'Lines plus digital items' }),
    digitalTotal: Money,
    discount: Money.openapi({ description: 'Off the merchandise only, never the digital items' }),
    total: Money,
    promotion: z
      .object({
        code: z.string(),
        applied: z.boolean(),
        discount: Money,
        problem: QuoteErrorSchema.nullable(),
      })
      .nullable(),
    changes: z
      .array(ChangeSchema)
      .openapi({ description: 'What this call changed: refresh, store switch, merge' }),
    errors: Errors,
  })
  .openapi('Bag');

export const MergedBagSchema = BagSchema.extend({
  token: z.string().openapi({ description: 'A fresh token of the customer’s bag, for the §4.2 markers' }),
}).openapi('MergedBag');
