import { describe, expect, it } from 'vitest';
import creditAr from '../../../messages/credit/ar.json';
import creditEn from '../../../messages/credit/en.json';
import creditFr from '../../../messages/credit/fr.json';
import rafAr from '../../../messages/raf/ar.json';
import rafEn from '../../../messages/raf/en.json';
import rafFr from '../../../messages/raf/fr.json';
import { messageLeaves as leaves, type MessageTree as Tree } from '@/i18n/message-leaves';

// Issue 6 items 3-4: the account balance and refer-a-friend wording exists in every shop language,
// with the same placeholders, so no page shows a raw key or a missing amount.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?=[,}])/g)].map((m) => m[1]).sort();

describe.each([
  ['credit', creditEn, creditFr, creditAr],
  ['raf', rafEn, rafFr, rafAr],
])('%s messages', (_name, en, fr, ar) => {
  it('has every key in en, fr and ar with the same placeholders', () => {
    const base = leaves(en as Tree);
    for (const other of [fr, ar]) {
      const theirs = leaves(other as Tree);
      expect([...theirs.keys()].sort()).toEqual([...base.keys()].sort());
      for (const [key, text] of base) expect(placeholders(theirs.get(key)!), key).toEqual(placeholders(text));
    }
  });
});
