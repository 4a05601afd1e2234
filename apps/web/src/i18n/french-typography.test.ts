import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages';

/** Every message text of a catalogue, with its path. */
function texts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
  }
  return [];
}

describe('French messages', () => {
  it('keep guillemets with what they quote: a no-break space, never a line break, inside « »', async () => {
    // On a phone "Résultats pour « robe noire »" broke before its closing guillemet.
    const broken = texts(await messagesFor('fr')).filter(([, text]) => /« | »/.test(text));
    expect(broken).toEqual([]);
  });
});
