import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/context.ts';
import { body, errorResponses, json, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { clientAddress } from '../../http/client-address.ts';
import { principalOf, requireCustomer } from '../../http/principal.ts';
import { callerOf, quoteHeaders } from '../quote/http.ts';
import { giftCardService, type AppliedGiftCard } from './service.ts';
import {
  ActivatedSchema,
  AppliedSchema,
  BoughtSchema,
  BuySchema,
  RedeemSchema,
  TransferredSchema,
  TransferSchema,
} from './wire.ts';

// Gift cards over HTTP (issue 6 item 2): §7.3 gift-card/activate and gift-card/transfer (signed
// in), §7.5 quote/gift-card (apply, list, remove on the caller's bag) and quote/gift-card-item
// (buy one: a digital item in the bag). Wrong codes and PINs are limited (limits.ts).

const guestOrCustomer = [{}, ...signedInSecurity];

const activateRoute = createRoute({
  method: 'post',
  path: '/gift-card/activate',
  tags: ['gift-card'],
  summary: 'Move a gift card’s whole balance into the account balance (§7.3)',
  description:
    'One answer (400 GIFT_CARD_INVALID) for a wrong code or PIN; 429 after too many wrong tries per customer or address. 409: not delivered yet, cancelled, empty, or in another currency than the store’s. 404 outside en-GB, en-IE and en-US (§2.2).',
  security: signedInSecurity,
  middleware: requireCustomer,
  request: { headers: quoteHeaders.omit({ quote: true }), ...body(RedeemSchema) },
  responses: { 200: json(ActivatedSchema, 'Activated'), ...errorResponses(400, 401, 404, 409, 429) },
});

const transferRoute = createRoute({
  method: 'post',
  path: '/gift-card/transfer',
  tags: ['gift-card'],
  summary: 'Move one gift card’s whole balance onto another card of the same currency (§7.3)',
  description:
    'The giving card needs its code and PIN, the receiving card its code. A card whose balance went to an account is closed to transfers (409 GIFT_CARD_EMPTY).',
  security: signedInSecurity,
  middleware: requireCustomer,
  request: { headers: quoteHeaders.omit({ quote: true }), ...body(TransferSchema) },
  responses: { 200: json(TransferredSchema, 'Transferred'), ...errorResponses(400, 401, 404, 409, 429) },
});

const applyRoute = createRoute({
  method: 'post',
  path: '/quote/gift-card',
  tags: ['quote'],
  summary: 'Apply a gift card to the bag (§7.5); it pays at place order, before store credit and the card',
  security: guestOrCustomer,
  request: { headers: quoteHeaders, ...body(RedeemSchema) },
  responses: { 200: json(AppliedSchema, 'The cards on the bag'), ...errorResponses(400, 401, 404, 409, 429) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/quote/gift-card',
  tags: ['quote'],
  summary: 'The gift cards applied to the bag, their balance and what each pays',
  security: guestOrCustomer,
  request: { headers: quoteHeaders },
  responses: { 200: json(AppliedSchema, 'The cards on the bag'), ...errorResponses(400, 401, 404) },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/quote/gift-card',
  tags: ['quote'],
  summary: 'Take a gift card off the bag; one not applied is no error',
  security: guestOrCustomer,
  request: {
    headers: quoteHeaders,
    query: z.object({
      id: z
        .string()
        .uuid()
        .openapi({ param: { name: 'id', in: 'query' } }),
    }),
  },
  responses: { 200: json(AppliedSchema, 'The cards on the bag'), ...errorResponses(400, 401, 404) },
});

const buyRoute = createRoute({
  method: 'post',
  path: '/quote/gift-card-item',
  tags: ['quote'],
  summary: 'Buy a digital gift card: add it to the bag (en-GB, en-IE, en-US; §2.2)',
  description:
    'Like POST quote for a product: without a bag one is made and its token answered. The card is issued at place order and emailed to the recipient at midnight of `deliverOn` in the store’s time zone.',
  security: guestOrCustomer,
  request: { headers: quoteHeaders, ...body(BuySchema) },
  responses: { 200: json(BoughtSchema, 'In the bag'), ...errorResponses(400, 401, 404, 409) },
});

function appliedWire(cards: AppliedGiftCard[], currency: string) {
  const money = (amountMinor: number) => ({ amountMinor, currency });
  return {
    cards: cards.map((card) => ({
      id: card.id,
      codeLast4: card.codeLast4,
      balance: money(card.balanceMinor),
      pays: money(card.paysMinor),
    })),
    pays: money(cards.reduce((sum, card) => sum + card.paysMinor, 0)),
  };
}

export function giftCardRoutes() {
  const service = (c: Context<ApiEnv>) => giftCardService(c.get('db'));
  return apiRouter()
    .openapi(activateRoute, async (c) => {
      const { customerId } = principalOf(c);
      const answer = await service(c).activate(
        { customerId, address: clientAddress(c) },
        c.get('store'),
        c.req.valid('json'),
      );
      return c.json(
        {
          amount: { amountMinor: answer.amountMinor, currency: answer.currency },
          balance: { amountMinor: answer.balanceMinor, currency: answer.currency },
          codeLast4: answer.codeLast4,
        },
        200,
      );
    })
    .openapi(transferRoute, async (c) => {
      const { customerId } = principalOf(c);
      const answer = await service(c).transfer(
        { customerId, address: clientAddress(c) },
        c.get('store'),
        c.req.valid('json'),
      );
      return c.json(
        {
          amount: { amountMinor: answer.amountMinor, currency: answer.currency },
          toBalance: { amountMinor: answer.toBalanceMinor, currency: answer.currency },
          fromLast4: answer.fromLast4,
          toLast4: answer.toLast4,
        },
        200,
      );
    })
    .openapi(applyRoute, async (c) => {
      const caller = await callerOf(c);
      const cards = await service(c).applyToBag(
        caller,
        { customerId: caller.customerId, address: clientAddress(c) },
        c.req.valid('json'),
      );
      return c.json(appliedWire(cards, caller.store.currency), 200);
    })
    .openapi(listRoute, async (c) => {
      const caller = await callerOf(c);
      return c.json(appliedWire(await service(c).appliedToBag(caller), caller.store.currency), 200);
    })
    .openapi(removeRoute, async (c) => {
      const caller = await callerOf(c);
      const cards = await service(c).removeFromBag(caller, c.req.valid('query').id);
      return c.json(appliedWire(cards, caller.store.currency), 200);
    })
    .openapi(buyRoute, async (c) =>
      c.json(await service(c).buy(await callerOf(c), c.req.valid('json')), 200),
    );
}
