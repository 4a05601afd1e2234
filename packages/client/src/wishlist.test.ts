import { describe, expect, it } from 'vitest';
import { createClient } from './client.ts';
import { jsonResponse, recordingFetch, type SentRequest } from './test-support.ts';
import {
  addToWishlist,
  cookieWishlistMarkers,
  memoryWishlistMarkers,
  readWishlistCount,
  readWishlistStyles,
  removeFromWishlist,
} from './wishlist.ts';

const BASE = 'https://www.vitrine.co.uk/api/v1';
const TOKEN = 'T'.repeat(43);
const NEW_TOKEN = 'N'.repeat(43);

function setup(answer: (r: SentRequest) => Response) {
  const { fetch, sent } = recordingFetch(answer);
  return { client: createClient({ baseUrl: BASE, fetch }), sent };
}

const error = (status: number, code: string) => jsonResponse(status, { error: { code, message: code } });

describe('wishlist markers and calls (decision 0013)', () => {
  it('asks nothing without markers', async () => {
    const { client, sent } = setup(() => jsonResponse(200, { items: [] }));
    const markers = memoryWishlistMarkers();
    expect(await readWishlistStyles(client, { markers, locale: 'en-GB' })).toBeNull();
    expect(await readWishlistCount(client, { markers, locale: 'en-GB' })).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('a guest’s first heart stores the new token and the flag; later calls send the token and locale', async () => {
    const { client, sent } = setup((r) =>
      r.method === 'POST'
        ? jsonResponse(200, { id: 7, sku: 'VT000012', count: 1, token: NEW_TOKEN })
        : jsonResponse(200, { items: [{ id: 7, sku: 'VT000012' }] }),
    );
    const markers = memoryWishlistMarkers();
    expect(await addToWishlist(client, 'VT000012', { markers, locale: 'fr-FR' })).toEqual({
      id: 7,
      sku: 'VT000012',
      count: 1,
    });
    expect(markers.hasFlag()).toBe(true);
    expect(markers.token()).toBe(NEW_TOKEN);
    expect(sent[0]!.headers.get('locale')).toBe('fr_FR');
    expect(sent[0]!.headers.has('wishlist')).toBe(false);
    expect(await readWishlistStyles(client, { markers, locale: 'fr-FR' })).toEqual([
      { id: 7, sku: 'VT000012' },
    ]);
    expect(sent[1]!.headers.get('wishlist')).toBe(NEW_TOKEN);
  });

  it('a dead token (unknown, or merged at login) is dropped and the call made once without it', async () => {
    for (const dead of [error(404, 'WISHLIST_NOT_FOUND'), error(401, 'WISHLIST_MERGED')]) {
      const { client, sent } = setup((r) =>
        r.headers.get('wishlist') ? dead.clone() : jsonResponse(200, { count: 3 }),
      );
      const markers = memoryWishlistMarkers({ flag: true, token: TOKEN });
      expect(await readWishlistCount(client, { markers, locale: 'en-GB' })).toBe(3);
      expect(markers.token()).toBeUndefined();
      expect(markers.hasFlag()).toBe(true);
      expect(sent).toHaveLength(2);
    }
  });

  it('an empty wishlist clears the markers, so the browser stops asking', async () => {
    const { client } = setup(() => jsonResponse(200, { items: [] }));
    const markers = memoryWishlistMarkers({ flag: true });
    expect(await readWishlistStyles(client, { markers, locale: 'en-GB' })).toEqual([]);
    expect(markers.hasFlag()).toBe(false);
  });

  it('removing an item already gone is no error; other failures are the caller’s', async () => {
    const gone = setup(() => error(404, 'WISHLIST_ITEM_NOT_FOUND'));
    const markers = memoryWishlistMarkers({ flag: true });
    expect(await removeFromWishlist(gone.client, 9, { markers, locale: 'en-GB' })).toEqual({ count: null });
    expect(gone.sent[0]!.method).toBe('DELETE');
    expect(gone.sent[0]!.url).toBe(`${BASE}/wishlist/9`);
    const broken = setup(() => error(500, 'INTERNAL_ERROR'));
    await expect(removeFromWishlist(broken.client, 9, { markers, locale: 'en-GB' })).rejects.toMatchObject({
      status: 500,
    });
  });

  it('cookie markers: the §9 attributes, and cleared with Max-Age=0', () => {
    const writes: string[] = [];
    let cookie = '';
    const jar = {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        writes.push(value);
        const [pair] = value.split(';');
        const [name] = pair!.split('=');
        const kept = cookie
          .split(';')
          .map((p) => p.trim())
          .filter((p) => p && !p.startsWith(`${name}=`));
        cookie = (value.includes('Max-Age=0') ? kept : [...kept, pair!]).join('; ');
      },
    };
    const markers = cookieWishlistMarkers({ host: 'www.vitrine.co.uk', secure: true, jar });
    markers.save(TOKEN);
    expect(markers.hasFlag()).toBe(true);
    expect(markers.token()).toBe(TOKEN);
    expect(writes[0]).toBe(
      'vt_wishlist_flag=1; Max-Age=1209600; Path=/; Domain=.vitrine.co.uk; SameSite=Lax; Secure',
    );
    markers.dropToken();
    expect(markers.token()).toBeUndefined();
    expect(markers.hasFlag()).toBe(true);
    markers.clear();
    expect(markers.hasFlag()).toBe(false);
  });
});
