import { createRoute, z } from '@hono/zod-openapi';
import {
  defaultCountryFor,
  isAddressCountry,
  shippingCountriesFor,
  type AddressCountry,
  type LocaleConfig,
} from '@vitrine/config';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/context.ts';
import { DomainError } from '../../kernel/errors.ts';
import { ErrorSchema, errorResponses, json, localeHeader } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { clientAddress } from '../../http/client-address.ts';
import { LookupUnavailableError } from './address-lookup.ts';
import { consumeLookup } from './lookup-limits.ts';
import { addressLookupFor } from './lookup-runtime.ts';

const LookupItemSchema = z
  .object({
    id: z.string(),
    type: z.enum(['Address', 'Container']),
    text: z.string(),
    description: z.string(),
  })
  .openapi('AddressLookupItem');

const LookupAddressSchema = z
  .object({
    id: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    region: z.string().nullable(),
    postcode: z.string().nullable(),
    countryCode: z.string(),
  })
  .openapi('AddressLookupAddress');

const unavailable = {
  503: json(ErrorSchema, 'The lookup provider cannot answer: let the shopper type the address'),
};

const findRoute = createRoute({
  method: 'get',
  path: '/address/lookup/find',
  tags: ['checkout'],
  summary: 'Address lookup, find (§7.8): up to 10 addresses or containers for the text typed so far',
  description:
    'A Container (a postcode, a street) opens with another find passing its id as `container`. `country` defaults to the store’s; the EU store needs it.',
  request: {
    headers: localeHeader,
    query: z.object({
      q: z.string().trim().min(1).max(100).openapi({ example: 'SW1A' }),
      country: z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .optional(),
      container: z.string().max(200).optional(),
    }),
  },
  responses: {
    200: json(z.object({ items: z.array(LookupItemSchema) }), 'Matches'),
    ...errorResponses(400, 429),
    ...unavailable,
  },
});

const retrieveRoute = createRoute({
  method: 'get',
  path: '/address/lookup/retrieve',
  tags: ['checkout'],
  summary: 'Address lookup, retrieve (§7.8): the address form’s fields for a found address',
  request: { headers: localeHeader, query: z.object({ id: z.string().min(1).max(200) }) },
  responses: {
    200: json(LookupAddressSchema, 'The address'),
    ...errorResponses(400, 404, 429),
    ...unavailable,
  },
});

/** The delivery country of a lookup: one the store ships to, the store's own by default. */
function lookupCountry(store: LocaleConfig, raw: string | undefined): AddressCountry {
  const wanted = raw?.toUpperCase() ?? defaultCountryFor(store.localeISOCode);
  const problem = !wanted
    ? 'required'
    : !isAddressCountry(wanted)
      ? 'country_invalid'
      : !shippingCountriesFor(store.localeISOCode).includes(wanted)
        ? 'country_not_shipped'
        : undefined;
  if (problem) throw new DomainError('VALIDATION_FAILED', { fields: 'country' }, { country: problem });
  return wanted as AddressCountry;
}

async function guarded<T>(c: Context<ApiEnv>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof LookupUnavailableError)) throw err;
    c.get('log').warn({ err: err.message }, 'address lookup unavailable');
    throw new DomainError('ADDRESS_LOOKUP_UNAVAILABLE');
  }
}

export function lookupRoutes() {
  return apiRouter()
    .openapi(findRoute, async (c) => {
      const { q, country, container } = c.req.valid('query');
      const store = c.get('store');
      const where = lookupCountry(store, country);
      const db = c.get('db');
      await consumeLookup(db, clientAddress(c));
      const items = await guarded(c, () =>
        addressLookupFor(db).find(q, where, container, { language: c.get('language') }),
      );
      return c.json({ items }, 200);
    })
    .openapi(retrieveRoute, async (c) => {
      const db = c.get('db');
      await consumeLookup(db, clientAddress(c));
      const address = await guarded(c, () => addressLookupFor(db).retrieve(c.req.valid('query').id));
      // Only addresses this store delivers to: the form could not accept any other.
      if (!address || !shippingCountriesFor(c.get('store').localeISOCode).includes(address.countryCode))
        throw new DomainError('LOOKUP_ADDRESS_NOT_FOUND');
      return c.json(address, 200);
    });
}
