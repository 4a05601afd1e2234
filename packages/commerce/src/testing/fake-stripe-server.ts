import { parseArgs } from 'node:util';
import { startFakeStripe } from './fake-stripe.ts';

// The fake Stripe (fake-stripe.ts) as a process of its own, for the end-to-end tests' Stripe
// deployment (apps/web/playwright.config.ts, issue 34): `npx tsx
// packages/commerce/src/testing/fake-stripe-server.ts --port 3121`. Bound to 127.0.0.1 only:
// it is a test double and answers anyone who asks.

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const fake = await startFakeStripe({ port: Number(values.port), host: '127.0.0.1' });
console.log(`[fake-stripe] Stripe's API, Stripe.js (${fake.scriptUrl}) and its bank page on ${fake.apiBase}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void fake.close().finally(() => process.exit(0)));
