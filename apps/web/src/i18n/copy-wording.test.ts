import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages';
import { messageLeaves, type MessageTree } from './message-leaves';

const leavesOf = async (language: 'en' | 'fr' | 'ar') => [
  ...messageLeaves((await messagesFor(language)) as unknown as MessageTree),
];

// Issue 29 item 16: wording faults found in the shop's French and Arabic, kept from coming back.

describe('shop wording', () => {
  it('French calls next-day delivery "le lendemain", never "express" (a same-day method of its own)', async () => {
    const fr = await messagesFor('fr');
    expect(fr.checkout.delivery.methods.next_day).toBe('Livraison le lendemain');
    expect(fr.orders.method.next_day).toBe('Livraison le lendemain');
    // Vitrine Unlimited gives next-day delivery (§9 delivery subscription).
    expect(fr.shell.promo).toContain('lendemain');
  });

  it('French reads naturally: no "Acheter par" calque of "Shop by"', async () => {
    const leaves = await leavesOf('fr');
    expect(leaves.filter(([, text]) => /Acheter par/i.test(text))).toEqual([]);
  });

  it('names the VIP programme in each language, never "Royalty"', async () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const leaves = await leavesOf(language);
      expect(leaves.filter(([, text]) => /royalty/i.test(text))).toEqual([]);
    }
    const ar = await messagesFor('ar');
    expect(ar.content.fallbackTitle.royalty).toBe('فيترين VIP');
    expect(ar.content.eyebrow.vip).toBe('فيترين VIP');
  });
});
