import { describe, expect, it } from 'vitest';
import { messageLeaves, type MessageTree } from './message-leaves';
import { messagesFor } from './messages';

describe('French messages', () => {
  it('keep guillemets with what they quote: a no-break space, never a line break, inside « »', async () => {
    // On a phone "Résultats pour « robe noire »" broke before its closing guillemet.
    const broken = [...messageLeaves((await messagesFor('fr')) as MessageTree)].filter(([, text]) =>
      /« | »/.test(text),
    );
    expect(broken).toEqual([]);
  });
});
