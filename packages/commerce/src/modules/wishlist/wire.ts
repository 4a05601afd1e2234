import { z } from '@hono/zod-openapi';
import { localeHeader } from '../../http/openapi.ts';
import { SKU_PATTERN } from '../catalog/index.ts';

// The wishlist API's wire shapes (decision 0013). Request bodies are strict: an unknown field is
// a 400, not silently dropped.

const Sku = z.string().trim().regex(SKU_PATTERN);

export const AddSchema = z
  .object({
    sku: Sku.openapi({
      example: 'VT000012',
      description: 'A style SKU (a heart), or a size SKU (the style, with that size remembered)',
    }),
  })
  .strict()
  .openapi('WishlistAdd');

export const MoveSchema = z
  .object({
    id: z.number().int().positive().openapi({ example: 42, description: 'The wishlist item' }),
    sku: Sku.openapi({ example: 'VT000012-10', description: 'The size to put in the bag' }),
  })
  .strict()
  .openapi('WishlistMoveToQuote');

export const NotifySchema = z
  .object({
    sku: Sku.openapi({ example: 'VT000012-10', description: 'A size of the item, out of stock here' }),
    notify: z.boolean(),
  })
  .strict()
  .openapi('WishlistNotify');

/** An item id in the path: digits only, so "abc" or "-1" is a 400 rather than a 404. */
export const ItemParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .openapi({ param: { name: 'id', in: 'path' }, example: '42' }),
});

/** `wishlist` carries a guest wishlist's token; signed-in customers need none. */
export const wishlistHeaders = localeHeader.extend({
  wishlist: z
    .string()
    .max(200)
    .optional()
    .openapi({
      param: { name: 'wishlist', in: 'header' },
      description: 'A guest wishlist’s token, as answered by its first POST wishlist',
    }),
});

export const moveHeaders = wishlistHeaders.extend({
  quote: z
    .string()
    .max(200)
    .optional()
    .openapi({
      param: { name: 'quote', in: 'header' },
      example: 'pltqt',
      description: 'The §7.5 `Quote` header: the bag to move the size into',
    }),
});

const Money = z.object({ amountMinor: z.number().int(), currency: z.string() });

const SizeSchema = z
  .object({
    sku: z.string(),
    size: z.string().openapi({ description: 'Canonical (UK) size' }),
    label: z.string().openapi({ description: 'The size in the store’s size format' }),
    stock: z.number().int(),
    inStock: z.boolean(),
    notify: z.boolean().openapi({ description: 'An email is awaited for this size' }),
  })
  .openapi('WishlistSize');

const ItemSchema = z
  .object({
    id: z.number().int(),
    sku: z.string().openapi({ description: 'The style SKU' }),
    name: z.string(),
    urlKey: z.string(),
    colour: z.string(),
    image: z.object({ path: z.string(), width: z.number(), height: z.number() }).nullable(),
    price: Money.nullable().openapi({ description: 'Null when the store does not sell it' }),
    wasPrice: Money.nullable(),
    inStock: z.boolean(),
    oneSize: z.boolean(),
    size: z.string().nullable().openapi({ description: 'The size SKU chosen so far' }),
    sizes: z.array(SizeSchema),
    addedAt: z.string(),
  })
  .openapi('WishlistItem');

export const WishlistSchema = z
  .object({ items: z.array(ItemSchema), count: z.number().int(), max: z.number().int() })
  .openapi('Wishlist');

export const AddedSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    count: z.number().int(),
    token: z
      .string()
      .nullable()
      .openapi({ description: 'A new guest wishlist’s token: keep it and send it as `wishlist`' }),
  })
  .openapi('WishlistAdded');

export const CountSchema = z.object({ count: z.number().int() }).openapi('WishlistCount');

export const SkusSchema = z
  .object({ items: z.array(z.object({ id: z.number().int(), sku: z.string() })) })
  .openapi('WishlistSkus');

export const MovedSchema = z
  .object({
    quoteId: z.number().int().nullable(),
    quoteToken: z
      .string()
      .nullable()
      .openapi({ description: 'A new token of the bag when the call made or rotated it (§4.2 markers)' }),
    errors: z.array(z.object({ code: z.string(), reason: z.string(), sku: z.string().optional() })),
    count: z.number().int(),
  })
  .openapi('WishlistMoved');

export const NotifiedSchema = z
  .object({ id: z.number().int(), sku: z.string(), notify: z.boolean() })
  .openapi('WishlistNotified');
