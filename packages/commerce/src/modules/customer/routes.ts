import { createRoute, z } from '@hono/zod-openapi';
import { dateOfBirthProblem, MS_PER_SECOND } from '@vitrine/config';
import { body, errorResponses, json, localeHeader, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { clientAddress } from '../../http/client-address.ts';
import { Email, Password } from '../security/index.ts';
import { principalOf, requireCustomer } from '../../http/principal.ts';
import { AddressInputSchema } from './address-input.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.ts';
import { confirmNewsletter, subscribe, unsubscribe } from './newsletter.ts';
import { deleteAccount, getProfile, register, sendDeletionCode, updateProfile } from './service.ts';
import type { CustomerRegisteredHook } from './events.ts';
import { requestStaffVerification, verifyStaff } from './staff-discount.ts';

const needsLogin = { security: signedInSecurity, middleware: requireCustomer };

// Control characters have no place in a name or an address and break emails and labels.
const Text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);
/** ISO date of birth, judged by the one §9 rule (`dateOfBirthProblem`, @vitrine/config) the forms ask too. */
const DateOfBirth = z
  .string()
  .superRefine((value, ctx) => {
    const problem = dateOfBirthProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .openapi({ format: 'date', example: '1990-02-28' });
const Phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[\d\s().-]{7,31}$/);
const Marketing = z.object({ email: z.boolean(), sms: z.boolean(), post: z.boolean() }).partial().strict();
const ok = z.object({ accepted: z.literal(true) });

export const CustomerSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable(),
    phone: z.string().nullable(),
    storeLocale: z.string(),
    marketing: z.object({ email: z.boolean(), sms: z.boolean(), post: z.boolean() }),
    staffDiscount: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('Customer');

const AddressSchema = z
  .object({
    id: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    region: z.string().nullable(),
    postcode: z.string().nullable(),
    countryCode: z.string(),
    phone: z.string(),
    isDefaultBilling: z.boolean(),
    isDefaultShipping: z.boolean(),
  })
  .openapi('Address');

const registrationRoute = createRoute({
  method: 'post',
  path: '/registration',
  tags: ['customer'],
  summary: 'Create an account (§7.3). The same answer whether or not the email already has one',
  request: {
    headers: localeHeader,
    ...body(
      z
        .object({
          email: Email,
          password: Password,
          firstName: Text(50),
          lastName: Text(50),
          dateOfBirth: DateOfBirth.nullish(),
          phone: Phone.nullish(),
          marketing: Marketing.optional(),
          referralCode: z.string().trim().max(40).optional().openapi({
            description:
              'A refer-a-friend code from a share link (issue 6, stores of §2.2): a new account gets its first-order discount. An unknown code is ignored.',
            example: 'AVA-7KQ2M',
          }),
        })
        .strict(),
    ),
  },
  responses: { 202: json(ok, 'Accepted; an email follows'), ...errorResponses(400, 429) },
});

const getCustomerRoute = createRoute({
  method: 'get',
  path: '/customer',
  tags: ['customer'],
  summary: 'The signed-in customer',
  ...needsLogin,
  request: { headers: localeHeader },
  responses: { 200: json(CustomerSchema, 'The customer'), ...errorResponses(401) },
});

/**
 * §7.3 refresh/get (decision 0038): the state of the session the request carries, read only. The
 * spec lists it without its answer; a safe GET that rotated tokens would be a state change any
 * page could trigger, so renewing stays POST auth/refresh (§7.1) and this only says whose session
 * it is and when its access token expires (§3.6), for a client deciding whether to refresh.
 */
const SessionStateSchema = z
  .object({
    customerId: z.string().uuid(),
    expiresAt: z.number().int().openapi({
      description: 'Epoch ms at which the access token of this request expires (§3.6 derived expiry).',
      example: 1_767_225_600_000,
    }),
    expiresIn: z.number().int().min(0).openapi({
      description: 'Whole seconds from now until then (§3.6 expiresIn).',
      example: 840,
    }),
  })
  .openapi('SessionState');

const refreshGetRoute = createRoute({
  method: 'get',
  path: '/refresh/get',
  tags: ['customer'],
  summary: 'The signed-in session: whose it is and when its access token expires (§7.3 refresh/get)',
  description:
    'Reads only: nothing is rotated or extended (renewing is POST auth/refresh). 401 without a current access token (none, expired, or its sign-in ended): per §4.1 the client then refreshes once, and a refresh answered 400 or 401 ends the session. Decision 0038.',
  ...needsLogin,
  request: { headers: localeHeader },
  responses: { 200: json(SessionStateSchema, 'The session'), ...errorResponses(401) },
});

const patchCustomerRoute = createRoute({
  method: 'patch',
  path: '/customer',
  tags: ['customer'],
  summary: 'Change the fields a customer may change; a new email needs the password',
  description: 'Any other field (id, a balance, a role...) is refused with 400 and nothing changes.',
  ...needsLogin,
  request: {
    headers: localeHeader,
    ...body(
      z
        .object({
          firstName: Text(50),
          lastName: Text(50),
          dateOfBirth: DateOfBirth.nullable(),
          phone: Phone.nullable(),
          marketing: Marketing,
          email: Email,
          password: Password,
        })
        .partial()
        .strict(),
    ),
  },
  responses: { 200: json(CustomerSchema, 'The changed customer'), ...errorResponses(400, 401, 403, 429) },
});

const sendCodeRoute = createRoute({
  method: 'post',
  path: '/send-deletion-code',
  tags: ['customer'],
  summary: 'Email a 6-digit code that confirms account deletion (valid 10 minutes, single use)',
  ...needsLogin,
  request: { headers: localeHeader },
  responses: { 202: json(ok, 'Sent'), ...errorResponses(401, 403, 429) },
});

const deleteCustomerRoute = createRoute({
  method: 'delete',
  path: '/customer',
  tags: ['customer'],
  summary: 'Delete the account with the emailed code; every session ends',
  ...needsLogin,
  request: { headers: localeHeader, ...body(z.object({ code: z.string().trim().max(12) }).strict()) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 403) },
});

const listAddressRoute = createRoute({
  method: 'get',
  path: '/address',
  tags: ['customer'],
  summary: 'The address book, defaults first',
  ...needsLogin,
  request: { headers: localeHeader },
  responses: {
    200: json(z.object({ addresses: z.array(AddressSchema) }), 'Addresses'),
    ...errorResponses(401),
  },
});

const addAddressRoute = createRoute({
  method: 'post',
  path: '/address',
  tags: ['customer'],
  summary: 'Add an address, validated for its country (postcode, state or province)',
  ...needsLogin,
  request: { headers: localeHeader, ...body(AddressInputSchema) },
  responses: { 201: json(AddressSchema, 'Added'), ...errorResponses(400, 401, 403, 409) },
});

const IdParam = z.object({
  id: z
    .string()
    .uuid()
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const updateAddressRoute = createRoute({
  method: 'put',
  path: '/address/{id}',
  tags: ['customer'],
  summary: 'Replace an address; isDefaultBilling/isDefaultShipping move a default here',
  ...needsLogin,
  request: { headers: localeHeader, params: IdParam, ...body(AddressInputSchema) },
  responses: { 200: json(AddressSchema, 'Changed'), ...errorResponses(400, 401, 403, 404) },
});

const deleteAddressRoute = createRoute({
  method: 'delete',
  path: '/address/{id}',
  tags: ['customer'],
  summary: 'Remove an address; a default passes to the oldest remaining one',
  ...needsLogin,
  request: { headers: localeHeader, params: IdParam },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404) },
});

const newsletterRoute = createRoute({
  method: 'post',
  path: '/newsletter',
  tags: ['customer'],
  summary: 'Sign up to the newsletter (§7.6); a confirmation link is emailed',
  request: { headers: localeHeader, ...body(z.object({ email: Email }).strict()) },
  responses: { 202: json(ok, 'Accepted'), ...errorResponses(400) },
});

const SignedLink = z.object({ token: z.string().min(1).max(600) }).strict();

const confirmRoute = createRoute({
  method: 'post',
  path: '/newsletter/confirm',
  tags: ['customer'],
  summary: 'Confirm a newsletter sign-up from the emailed link',
  request: { headers: localeHeader, ...body(SignedLink) },
  responses: {
    200: json(z.object({ status: z.literal('subscribed') }), 'Subscribed'),
    ...errorResponses(400),
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/unsubscribe',
  tags: ['customer'],
  summary: 'Unsubscribe from the newsletter with a signed link (§7.3)',
  request: { headers: localeHeader, ...body(SignedLink) },
  responses: {
    200: json(z.object({ status: z.literal('unsubscribed') }), 'Unsubscribed'),
    ...errorResponses(400),
  },
});

const staffRequestRoute = createRoute({
  method: 'post',
  path: '/staff-discount',
  tags: ['customer'],
  summary: 'Email a verification link to a staff work address',
  ...needsLogin,
  request: { headers: localeHeader, ...body(z.object({ workEmail: Email }).strict()) },
  responses: { 202: json(ok, 'Sent'), ...errorResponses(400, 401, 403, 429) },
});

const staffVerifyRoute = createRoute({
  method: 'get',
  path: '/staff-discount/verify',
  tags: ['customer'],
  summary: 'Verify a staff work email from the emailed token (§7.3); sets the staff-discount flag',
  request: { headers: localeHeader, query: z.object({ token: z.string().min(1).max(1000) }) },
  responses: { 200: json(z.object({ staffDiscount: z.literal(true) }), 'Verified'), ...errorResponses(400) },
});

export interface CustomerRoutesOptions {
  /** What other modules add to a new account (packages/commerce/src/customer-hooks.ts). */
  registeredHooks: readonly CustomerRegisteredHook[];
}

export function customerRoutes(options: CustomerRoutesOptions) {
  return apiRouter()
    .openapi(registrationRoute, async (c) => {
      await register(
        c.get('db'),
        c.req.valid('json'),
        c.get('store'),
        c.get('storeLink'),
        clientAddress(c),
        options.registeredHooks,
      );
      return c.json({ accepted: true as const }, 202);
    })
    .openapi(getCustomerRoute, async (c) =>
      c.json(await getProfile(c.get('db'), principalOf(c).customerId), 200),
    )
    .openapi(refreshGetRoute, (c) => {
      const { customerId, accessExpiresAt } = principalOf(c);
      // requireCustomer proved the principal with an access token, which always carries its expiry.
      const expiresAt = accessExpiresAt ?? Date.now();
      const expiresIn = Math.max(0, Math.floor((expiresAt - Date.now()) / MS_PER_SECOND));
      c.header('cache-control', 'no-store');
      return c.json({ customerId, expiresAt, expiresIn }, 200);
    })
    .openapi(patchCustomerRoute, async (c) =>
      c.json(
        await updateProfile(
          c.get('db'),
          principalOf(c),
          c.req.valid('json'),
          c.get('storeLink'),
          clientAddress(c),
        ),
        200,
      ),
    )
    .openapi(sendCodeRoute, async (c) => {
      await sendDeletionCode(c.get('db'), principalOf(c));
      return c.json({ accepted: true as const }, 202);
    })
    .openapi(deleteCustomerRoute, async (c) => {
      await deleteAccount(c.get('db'), principalOf(c), c.req.valid('json').code);
      return c.body(null, 204);
    })
    .openapi(listAddressRoute, async (c) =>
      c.json({ addresses: await listAddresses(c.get('db'), principalOf(c)) }, 200),
    )
    .openapi(addAddressRoute, async (c) =>
      c.json(await addAddress(c.get('db'), principalOf(c), c.req.valid('json'), c.get('store')), 201),
    )
    .openapi(updateAddressRoute, async (c) =>
      c.json(
        await updateAddress(
          c.get('db'),
          principalOf(c),
          c.req.valid('param').id,
          c.req.valid('json'),
          c.get('store'),
        ),
        200,
      ),
    )
    .openapi(deleteAddressRoute, async (c) => {
      await deleteAddress(c.get('db'), principalOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(newsletterRoute, async (c) => {
      await subscribe(
        c.get('db'),
        { email: c.req.valid('json').email, store: c.get('store'), clientAddress: clientAddress(c) },
        c.get('storeLink'),
      );
      return c.json({ accepted: true as const }, 202);
    })
    .openapi(confirmRoute, async (c) => {
      await confirmNewsletter(c.get('db'), c.req.valid('json').token);
      return c.json({ status: 'subscribed' as const }, 200);
    })
    .openapi(unsubscribeRoute, async (c) => {
      await unsubscribe(c.get('db'), c.req.valid('json').token);
      return c.json({ status: 'unsubscribed' as const }, 200);
    })
    .openapi(staffRequestRoute, async (c) => {
      await requestStaffVerification(
        c.get('db'),
        principalOf(c),
        c.req.valid('json').workEmail,
        c.get('storeLink'),
      );
      return c.json({ accepted: true as const }, 202);
    })
    .openapi(staffVerifyRoute, async (c) =>
      c.json(await verifyStaff(c.get('db'), c.req.valid('query').token), 200),
    );
}
