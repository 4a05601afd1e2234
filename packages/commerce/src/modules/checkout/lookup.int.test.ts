import { validateAddress } from '@vitrine/config';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { fromAddress, jsonRequest, uniqueAddress } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { LOOKUP_LIMITS } from './lookup-limits.ts';
import { seedLookupAddresses } from './seed.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });

beforeAll(async () => {
  const client = await db.$client.connect();
  try {
    await seedLookupAddresses(client);
    // A second run finds nothing to change.
    expect(await seedLookupAddresses(client)).toBe(0);
  } finally {
    client.release();
  }
});
afterAll(() => db.$client.end());

interface Item {
  id: string;
  type: 'Address' | 'Container';
  text: string;
  description: string;
}

async function find(locale: string, params: Record<string, string>, address = uniqueAddress()) {
  const res = await jsonRequest(
    api,
    'GET',
    `/api/v1/address/lookup/find?${new URLSearchParams(params)}`,
    undefined,
    {
      locale,
      ...fromAddress(address),
    },
  );
  return { status: res.status, body: await res.json() };
}

async function items(locale: string, params: Record<string, string>): Promise<Item[]> {
  const { status, body } = await find(locale, params);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.items;
}

async function retrieve(locale: string, id: string) {
  const res = await jsonRequest(
    api,
    'GET',
    `/api/v1/address/lookup/retrieve?id=${encodeURIComponent(id)}`,
    undefined,
    {
      locale,
      ...fromAddress(),
    },
  );
  return { status: res.status, body: await res.json() };
}

/** A retrieved address fills the address form and passes its rules for the store. */
function expectValidFor(store: Parameters<typeof validateAddress>[1], address: Record<string, unknown>) {
  const result = validateAddress(
    { firstName: 'Ava', lastName: 'Stone', phone: '+44 20 7946 0018', ...(address as object) } as Parameters<
      typeof validateAddress
    >[0],
    store,
  );
  expect(result.ok, JSON.stringify(!result.ok && result.errors)).toBe(true);
}

describe('§7.8 address lookup: find and retrieve (built-in provider)', () => {
  it('GB: a partial postcode gives postcode containers; a container opens into addresses; retrieve fills the form', async () => {
    const found = await items('en_GB', { q: 'iv' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(10);
    const container = found.find((i) => i.type === 'Container')!;
    expect(container.text).toMatch(/^IV\d /);
    expect(container.description).toMatch(/^Inverness - \d+ addresses$/);

    const inside = await items('en_GB', { q: 'iv', container: container.id });
    expect(inside.length).toBe(Number(/(\d+) addresses/.exec(container.description)![1]));
    for (const item of inside) {
      expect(item.type).toBe('Address');
      expect(item.description).toBe(`Inverness, ${container.text}`);
    }

    const { status, body } = await retrieve('en_GB', inside[0]!.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ countryCode: 'GB', city: 'Inverness', postcode: container.text });
    expectValidFor({ store: 'en-GB' }, body);
  });

  it('a whole postcode opens straight into its addresses', async () => {
    const [container] = (await items('en_GB', { q: 'ze1' })).filter((i) => i.type === 'Container');
    const typed = await items('en_GB', { q: container!.text.toLowerCase().replace(' ', '') });
    expect(typed.every((i) => i.type === 'Address')).toBe(true);
    expect(typed.length).toBeGreaterThan(1);
    expect(typed[0]!.description).toContain(container!.text);
  });

  it('a street prefix finds addresses, in house-number order', async () => {
    const found = await items('en_GB', { q: 'victoria r' });
    expect(found.length).toBeGreaterThan(0);
    for (const item of found) {
      expect(item.type).toBe('Address');
      expect(item.text).toMatch(/\d+ Victoria Road/);
    }
  });

  it('ignores accents, case and punctuation', async () => {
    const french = await items('fr_FR', { q: 'rue de l eglise' });
    expect(french.length).toBeGreaterThan(0);
    expect(french[0]!.text).toMatch(/rue de l’Église/);
    expect(await items('fr_FR', { q: 'RUE DE L’ÉGLISE' })).toEqual(french);

    const german = await items('en_EU', { q: 'gartenstrasse', country: 'de' });
    expect(german.length).toBeGreaterThan(0);
    expect(german[0]!.text).toMatch(/^Gartenstraße \d+/);
    expect(await items('en_EU', { q: 'Gartenstraße', country: 'DE' })).toEqual(german);
  });

  it('containers are described in the store’s language', async () => {
    const paris = await items('fr_FR', { q: '7500' });
    expect(paris[0]).toMatchObject({ type: 'Container', text: expect.stringMatching(/^7500\d$/) });
    expect(paris[0]!.description).toMatch(/^Paris - \d+ adresses$/);
  });

  it.each([
    ['en_US', 'US', { q: 'market st' }, { store: 'en-US' as const }],
    ['en_CA', 'CA', { q: 'h2' }, { store: 'en-CA' as const }],
    ['en_AU', 'AU', { q: 'collins' }, { store: 'en-AU' as const }],
    ['en_NZ', 'NZ', { q: 'queen street' }, { store: 'en-NZ' as const }],
    ['en_IE', 'IE', { q: 'd02' }, { store: 'en-IE' as const }],
    ['fr_FR', 'FR', { q: 'lyon' }, { store: 'fr-FR' as const }],
    ['en_IL', 'IL', { q: 'rothschild' }, { store: 'en-IL' as const }],
    ['en_AE', 'AE', { q: 'dubai marina' }, { store: 'en-AE' as const }],
    ['ar_AE', 'AE', { q: 'sheikh zayed' }, { store: 'ar-AE' as const }],
    ['en_QA', 'QA', { q: 'west bay' }, { store: 'en-QA' as const }],
    ['en_SA', 'SA', { q: 'al olaya' }, { store: 'en-SA' as const }],
    ['en_EU', 'PL', { q: 'marszalkowska', country: 'PL' }, { store: 'en-EU' as const }],
    ['en_EU', 'MT', { q: 'triq', country: 'MT' }, { store: 'en-EU' as const }],
  ])('%s finds and retrieves %s addresses', async (locale, country, params, store) => {
    let found = await items(locale, params);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(10);
    const container = found.find((i) => i.type === 'Container');
    if (container) found = await items(locale, { ...params, container: container.id });
    const address = found.find((i) => i.type === 'Address')!;
    const { status, body } = await retrieve(locale, address.id);
    expect(status).toBe(200);
    expect(body.countryCode).toBe(country);
    expectValidFor(store, body);
  });

  it('stays within the country asked for and the countries the store ships to', async () => {
    expect(await items('en_GB', { q: 'paris' })).toEqual([]);
    const refused = await find('en_GB', { q: 'paris', country: 'FR' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([
      {
        field: 'country',
        code: 'country_not_shipped',
        message: 'We do not deliver to this country from this store.',
      },
    ]);
    const eu = await find('en_EU', { q: 'berlin' });
    expect(eu.status).toBe(400);
    expect(eu.body.error.fields[0]).toMatchObject({ field: 'country', code: 'required' });
    // A container of another country is not opened.
    const [fr] = (await items('fr_FR', { q: '7500' })).filter((i) => i.type === 'Container');
    expect(await items('en_EU', { q: '7500', country: 'DE', container: fr!.id })).toEqual([]);
  });

  it('retrieve: unknown ids and addresses of another store are not found, in the store’s language', async () => {
    const unknown = await retrieve('fr_FR', 'GB-9999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      code: 'LOOKUP_ADDRESS_NOT_FOUND',
      message: 'Cette adresse est introuvable. Veuillez la choisir à nouveau ou la saisir.',
    });
    const [paris] = await items('fr_FR', { q: 'rue pasteur' });
    expect((await retrieve('en_GB', paris!.id)).status).toBe(404);
    expect((await retrieve('fr_FR', paris!.id)).status).toBe(200);
    expect((await retrieve('en_EU', paris!.id)).status).toBe(200);
  });

  it('bad input is a 400', async () => {
    expect((await find('en_GB', { q: '' })).status).toBe(400);
    expect((await find('en_GB', { q: 'x'.repeat(101) })).status).toBe(400);
    expect((await find('en_GB', { q: 'a', country: 'GBR' })).status).toBe(400);
    expect((await find('en_GB', { q: '%_%' })).body).toEqual({ items: [] });
  });

  it('is limited per client address', async () => {
    const address = uniqueAddress();
    const { points } = LOOKUP_LIMITS.addressLookupsPerAddress;
    for (let i = 0; i < points; i++) expect((await find('en_GB', { q: 'b' }, address)).status).toBe(200);
    const blocked = await find('en_GB', { q: 'b' }, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await find('en_GB', { q: 'b' })).status).toBe(200);
  });
});
