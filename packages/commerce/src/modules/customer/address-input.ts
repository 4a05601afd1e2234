import { z } from '@hono/zod-openapi';

/** An address as a client sends it (address book, checkout); per-country rules run after (packages/config). */
export const AddressInputSchema = z
  .object({
    firstName: z.string().max(200),
    lastName: z.string().max(200),
    line1: z.string().max(300),
    line2: z.string().max(300).nullish(),
    city: z.string().max(200),
    region: z.string().max(100).nullish(),
    postcode: z.string().max(20).nullish(),
    countryCode: z.string().max(2),
    phone: z.string().max(40),
    isDefaultBilling: z.boolean().optional(),
    isDefaultShipping: z.boolean().optional(),
  })
  .strict()
  .openapi('AddressInput');
