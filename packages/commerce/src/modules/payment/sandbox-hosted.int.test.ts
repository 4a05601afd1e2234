import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { acquirerDatabase } from './runtime.ts';
import { SANDBOX_CHALLENGE_CODE } from './sandbox-cards.ts';
import { sandboxHostedApp } from './sandbox-hosted.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { paymentService } from './service.ts';

// Issue 34 items 1 and 2: the sandbox's own origin serves the card fields a store frames, takes
// the card there, and shows its bank's challenge screen. The e2e specs drive them in a browser
// (checkout.spec.ts); this is what each answers.

const db = testDatabase();
const acquirerDb = acquirerDatabase(db);
const provider = sandboxProvider(acquirerDb);
const payments = paymentService(db, provider);
const STORE = 'https://www.example.com';
const app = sandboxHostedApp(provider, { storeOrigins: [STORE] });
afterAll(async () => {
  await db.$client.end();
  await acquirerDb.$client.end();
});

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holderName: 'Ava Stone',
  ...extra,
});

const tokens = (body: unknown) =>
  app.request('/v1/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the sandbox acquirer’s own origin', () => {
  it('serves card fields only the store may frame, with no inline script, in the store’s language', async () => {
    const res = await app.request('/fields?lang=ar');
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toContain(`frame-ancestors ${STORE}`);
    expect(policy).toContain("script-src 'self'");
    const page = await res.text();
    expect(page).toContain('dir="rtl"');
    expect(page).toContain('رقم البطاقة');
    expect(page).toContain('autocomplete="cc-number"');
    expect(page).not.toMatch(/<script>(?!<\/script>)/);
    expect(page).toContain(`data-origins="[&quot;${STORE}&quot;]"`);
  });

  it('tokenises a card: the token, brand and last four, never the number back', async () => {
    const res = await tokens(card('4444 3333 2222 1111'));
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ brand: 'visa', last4: '1111', expMonth: 12 });
    expect(JSON.stringify(body)).not.toContain('4444333322221111');
    // The token pays like any provider token.
    const payment = await payments.authoriseForOrder({
      card: { token: String(body.token) },
      amountMinor: 1_000,
      currency: 'GBP',
      reference: 'hosted-test',
    });
    expect(payment.status).toBe('authorised');
  });

  it('answers a bad card with the problem on each field, and rubbish with a 400, never a 500', async () => {
    const bad = await tokens(card('4444 3333 2222 1112', { cvc: '1', expMonth: 13 }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      number: 'card_number_invalid',
      cvc: 'cvc_invalid',
    });
    expect((await tokens('{not json')).status).toBe(400);
    expect((await tokens('x'.repeat(10_000))).status).toBe(413);
  });

  it('shows its bank’s challenge, counts wrong codes, and tells the store’s page how it ended', async () => {
    const token = String(
      ((await (await tokens(card('4000 0000 0000 3220'))).json()) as { token: string }).token,
    );
    const pending = await payments.authoriseForOrder({
      card: { token },
      amountMinor: 2_000,
      currency: 'GBP',
      reference: 'hosted-challenge',
    });
    expect(pending.status).toBe('requires_action');
    const reference = pending.providerReference;
    const shown = await app.request(`/challenge/${reference}?lang=fr`);
    expect(await shown.text()).toContain('Confirmez votre identité');

    const answer = (code: string) =>
      app.request(`/challenge/${reference}?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code }).toString(),
      });
    const wrong = await answer('000000');
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Tries left: 2');
    const right = await answer(SANDBOX_CHALLENGE_CODE);
    const page = await right.text();
    expect(page).toContain('data-status="authenticated"');
    expect(page).toContain(`data-reference="${reference}"`);
    expect(page).toContain('<script src="/challenge.js">');
    // The store then authorises with the challenge's reference.
    const authorised = await payments.authoriseForOrder({
      card: { token },
      amountMinor: 2_000,
      currency: 'GBP',
      reference: 'hosted-challenge',
      authentication: reference,
    });
    expect(authorised.status).toBe('authorised');
    expect((await app.request('/challenge/not%20a%20reference')).status).toBe(404);
  });
});
