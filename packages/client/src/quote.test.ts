import { describe, expect, it } from 'vitest';
import { createClient } from './client.ts';
import { ApiRequestError } from './errors.ts';
import {
  addToBag,
  cookieQuoteMarkers,
  memoryQuoteMarkers,
  QuoteRefusedError,
  quoteCookie,
  type QuoteMarkers,
} from './quote.ts';
import { jsonResponse, recordingFetch, type SentRequest } from './test-support.ts';

const BASE = 'https://www.vitrine.co.uk/api/v1';
const TOKEN = 'T'.repeat(43);
const NEW_TOKEN = 'N'.repeat(43);

function setup(answer: (r: SentRequest) => Response, markers: QuoteMarkers = memoryQuoteMarkers()) {
  const { fetch, sent } = recordingFetch(answer);
  const reports: { error: unknown; tags: Record<string, string> }[] = [];
  const client = createClient({ baseUrl: BASE, fetch });
  const add = (sku = 'VT000012-10', qty?: number) =>
    addToBag(
      client,
      { sku, ...(qty === undefined ? {} : { qty }) },
      {
        markers,
        locale: 'fr-FR',
        generalData: { deviceType: 'mobile', siteViewMode: 'mobile' },
        storeId: 7,
        report: (error, options) => reports.push({ error, tags: options.tags }),
      },
    );
  return { add, sent, reports, markers };
}

const created = () => jsonResponse(200, { token: NEW_TOKEN, quoteId: 42, errors: [] });
const body = (r: SentRequest | undefined) => JSON.parse(r?.body ?? 'null');

describe('§4.2 step 1: no markers, create a bag', () => {
  it('POSTs quote with product, generalData and storeId, then stores the flag and the token', async () => {
    const { add, sent, markers } = setup(created);
    await expect(add('VT000012-10', 2)).resolves.toEqual({ quoteId: 42, created: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${BASE}/quote`);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('locale')).toBe('fr_FR');
    expect(sent[0]!.headers.has('quote')).toBe(false);
    expect(body(sent[0])).toEqual({
      product: { sku: 'VT000012-10', qty: 2 },
      generalData: { deviceType: 'mobile', siteViewMode: 'mobile' },
      storeId: 7,
    });
    expect(markers.hasFlag()).toBe(true);
    expect(markers.token()).toBe(NEW_TOKEN);
  });

  it('a token without the flag (after a 401) starts a new bag too', async () => {
    const { add, sent } = setup(created, memoryQuoteMarkers({ token: TOKEN }));
    await add();
    expect(sent[0]!.url).toBe(`${BASE}/quote`);
  });
});

describe('§4.2 step 2: markers, add to the bag', () => {
  it('POSTs quote/product with the product, the Quote and locale headers; qty defaults to 1', async () => {
    const { add, sent } = setup(
      () => jsonResponse(200, { quoteId: 42, errors: [] }),
      memoryQuoteMarkers({ flag: true, token: TOKEN }),
    );
    await expect(add()).resolves.toEqual({ quoteId: 42, created: false });
    expect(sent[0]!.url).toBe(`${BASE}/quote/product`);
    expect(sent[0]!.headers.get('quote')).toBe(TOKEN);
    expect(sent[0]!.headers.get('locale')).toBe('fr_FR');
    expect(body(sent[0])).toEqual({ sku: 'VT000012-10', qty: 1 });
  });

  it('the flag alone (a customer’s bag, found by the account) sends the placeholder pltqt', async () => {
    const { add, sent } = setup(
      () => jsonResponse(200, { quoteId: 7, errors: [] }),
      memoryQuoteMarkers({ flag: true }),
    );
    await add();
    expect(sent[0]!.headers.get('quote')).toBe('pltqt');
  });
});

describe('§4.2 step 3: 404 on add, clear the markers and create again with the product', () => {
  it('recreates once and stores the new token, reporting nothing', async () => {
    const { add, sent, markers, reports } = setup(
      (r) =>
        r.url.endsWith('/quote/product')
          ? jsonResponse(404, { error: { code: 'QUOTE_NOT_FOUND', message: 'gone' } })
          : created(),
      memoryQuoteMarkers({ flag: true, token: TOKEN }),
    );
    await expect(add('VT000012-10', 3)).resolves.toEqual({ quoteId: 42, created: true });
    expect(sent.map((r) => r.url)).toEqual([`${BASE}/quote/product`, `${BASE}/quote`]);
    expect(body(sent[1]).product).toEqual({ sku: 'VT000012-10', qty: 3 });
    expect(markers.token()).toBe(NEW_TOKEN);
    expect(reports).toEqual([]);
  });

  it('a refusal of the new bag leaves no markers and is thrown and reported', async () => {
    const { add, markers, reports } = setup(
      (r) =>
        r.url.endsWith('/quote/product')
          ? jsonResponse(404, { error: { code: 'QUOTE_NOT_FOUND', message: 'gone' } })
          : jsonResponse(200, {
              token: null,
              quoteId: null,
              errors: [{ code: 'OUT_OF_STOCK', reason: 'Épuisé' }],
            }),
      memoryQuoteMarkers({ flag: true, token: TOKEN }),
    );
    await expect(add()).rejects.toThrow('Épuisé');
    expect(markers.hasFlag()).toBe(false);
    expect(markers.token()).toBeUndefined();
    expect(reports).toHaveLength(1);
  });
});

describe('§4.2 step 4: 401 on add, clear the flag and report', () => {
  it('keeps the token, clears the flag, reports with alert category quote and rethrows', async () => {
    const { add, markers, reports } = setup(
      () => jsonResponse(401, { error: { code: 'QUOTE_MERGED', message: 'moved' } }),
      memoryQuoteMarkers({ flag: true, token: TOKEN }),
    );
    const failure = add();
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'QUOTE_MERGED' });
    expect(markers.hasFlag()).toBe(false);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.tags).toEqual({ alertCategory: 'quote' });
    expect((reports[0]!.error as ApiRequestError).status).toBe(401);
  });
});

describe('§5 / §8: errors', () => {
  it('a non-empty errors list is a failure whose first reason is the message', async () => {
    const { add, reports, markers } = setup(
      () =>
        jsonResponse(200, {
          quoteId: 42,
          errors: [
            { code: 'QUANTITY_ABOVE_STOCK', reason: 'Il n’en reste que 2.' },
            { code: 'OTHER', reason: 'second' },
          ],
        }),
      memoryQuoteMarkers({ flag: true, token: TOKEN }),
    );
    const failure = add();
    await expect(failure).rejects.toBeInstanceOf(QuoteRefusedError);
    await expect(failure).rejects.toMatchObject({
      message: 'Il n’en reste que 2.',
      code: 'QUANTITY_ABOVE_STOCK',
    });
    expect(reports.map((r) => r.tags.alertCategory)).toEqual(['quote']);
    expect(markers.hasFlag()).toBe(true);
  });

  it('a refused create stores no markers', async () => {
    const { add, markers } = setup(() =>
      jsonResponse(200, { token: null, quoteId: null, errors: [{ code: 'UNKNOWN_SKU', reason: 'Inconnu' }] }),
    );
    await expect(add()).rejects.toThrow('Inconnu');
    expect(markers.hasFlag()).toBe(false);
  });

  it('any other failure is reported with alert category quote and rethrown; markers stay', async () => {
    const { add, reports, markers } = setup(
      () => jsonResponse(500, { error: { code: 'INTERNAL_ERROR', message: 'down' } }),
      memoryQuoteMarkers({ flag: true, token: TOKEN }),
    );
    await expect(add()).rejects.toMatchObject({ status: 500 });
    expect(reports).toHaveLength(1);
    expect(reports[0]!.tags).toEqual({ alertCategory: 'quote' });
    expect(markers.token()).toBe(TOKEN);
  });

  it('a reporter that throws does not replace the shopper’s error', async () => {
    const { fetch } = recordingFetch(() => jsonResponse(500, { error: { code: 'X', message: 'down' } }));
    const failure = addToBag(
      createClient({ baseUrl: BASE, fetch }),
      { sku: 'A-1' },
      {
        markers: memoryQuoteMarkers(),
        locale: 'en-GB',
        report: () => {
          throw new Error('reporter broke');
        },
      },
    );
    await expect(failure).rejects.toMatchObject({ status: 500 });
  });
});

describe('§9 marker cookies', () => {
  it('are written for 14 days on path / with the host’s cookie domain', () => {
    expect(quoteCookie('vt_quote_flag', '1', { host: 'www.vitrine.co.uk', secure: true })).toBe(
      'vt_quote_flag=1; Max-Age=1209600; Path=/; Domain=.vitrine.co.uk; SameSite=Lax; Secure',
    );
    expect(quoteCookie('vt_quote_token', 'a b', { host: 'localhost:3000', secure: false })).toBe(
      'vt_quote_token=a%20b; Max-Age=1209600; Path=/; SameSite=Lax',
    );
  });

  it('save, read back and clear through a cookie jar', () => {
    const written: string[] = [];
    const cookies = new Map<string, string>();
    const jar = {
      get cookie() {
        return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(line: string) {
        written.push(line);
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=') as [string, string];
        if (/Max-Age=0\b/.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      },
    };
    const markers = cookieQuoteMarkers({ host: 'ie.vitrine.com', secure: true, jar });
    expect(markers.hasFlag()).toBe(false);
    markers.save(TOKEN);
    expect(markers.hasFlag()).toBe(true);
    expect(markers.token()).toBe(TOKEN);
    expect(written.every((line) => line.includes('Domain=.vitrine.com'))).toBe(true);
    markers.clearFlag();
    expect(markers.hasFlag()).toBe(false);
    expect(markers.token()).toBe(TOKEN);
    markers.clear();
    expect(markers.token()).toBeUndefined();
  });

  it('an environment that keeps no token stores the flag only', () => {
    let line = '';
    const jar = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        line += value + '\n';
      },
    };
    cookieQuoteMarkers({ host: 'www.vitrine.co.uk', secure: true, storeToken: false, jar }).save(TOKEN);
    expect(line).toContain('vt_quote_flag=1');
    expect(line).not.toContain('vt_quote_token');
  });
});
