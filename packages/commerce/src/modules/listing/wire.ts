import { z } from '@hono/zod-openapi';

// How a product card reads on the wire: one schema for every answer that lists cards (search,
// listings, recommendations, widgets), so the OpenAPI document names one ProductCard.

export const MoneySchema = z.object({ amountMinor: z.number().int(), currency: z.string() }).openapi('Money');
export const ImageSchema = z
  .object({ path: z.string(), width: z.number().int(), height: z.number().int(), view: z.string() })
  .openapi('ProductImage');

export const ProductCardSchema = z
  .object({
    sku: z.string(),
    urlKey: z.string(),
    name: z.string(),
    colour: z.string(),
    sticker: z.string().nullable(),
    colourCount: z.number().int(),
    inStock: z.boolean(),
    images: z.array(ImageSchema),
    price: MoneySchema,
    wasPrice: MoneySchema.nullable(),
  })
  .openapi('ProductCard');
