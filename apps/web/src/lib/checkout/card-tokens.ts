import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import type { CardInput, CardToken } from '@/lib/data/payment';

// A double-posted checkout form (two clicks without JavaScript, a flaky network's retry) carries
// one idempotency key, but each post would tokenise the card anew, and a different token makes a
// different request, which place-order refuses as the key's reuse (422) after the first has
// ordered. So one form's card is tokenised once: the token is kept in memory for a couple of
// minutes under the key and a keyed fingerprint of the card. The fingerprint's key is random per
// process and never leaves memory, so neither holds anything a card number could be read from.

const FINGERPRINT_KEY = randomBytes(32);
const TTL_MS = 2 * 60 * 1000;
const MAX_ENTRIES = 2000;

interface Entry {
  fingerprint: string;
  expires: number;
  token: Promise<CardToken>;
}

const holder = globalThis as unknown as { __vitrineCardTokens?: Map<string, Entry> };
const entries = (holder.__vitrineCardTokens ??= new Map());

const fingerprint = (card: CardInput) =>
  createHmac('sha256', FINGERPRINT_KEY)
    .update(
      [card.number.replace(/[\s-]/g, ''), card.expMonth, card.expYear, card.cvc, card.holderName].join('\n'),
    )
    .digest('base64url');

function sweep(now: number): void {
  for (const [key, entry] of entries) if (entry.expires <= now) entries.delete(key);
  // Insertion order is age order: the oldest go first when a flood fills the map.
  while (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/** The card's token for this form post: the same one again for the same key and card. */
export function tokeniseOnce(
  idempotencyKey: string,
  card: CardInput,
  tokenise: (card: CardInput) => Promise<CardToken>,
): Promise<CardToken> {
  const now = Date.now();
  const print = fingerprint(card);
  const known = entries.get(idempotencyKey);
  if (known && known.expires > now && known.fingerprint === print) return known.token;
  sweep(now);
  const token = tokenise(card);
  entries.set(idempotencyKey, { fingerprint: print, expires: now + TTL_MS, token });
  // A refused card is not remembered: corrected and sent again, it is checked again.
  token.catch(() => {
    if (entries.get(idempotencyKey)?.token === token) entries.delete(idempotencyKey);
  });
  return token;
}
