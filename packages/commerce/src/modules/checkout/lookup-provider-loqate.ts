import { isAddressCountry, regionsFor, type AddressCountry } from '@vitrine/config';
import {
  LOOKUP_MAX_RESULTS,
  LookupUnavailableError,
  type AddressLookupProvider,
  type FindOptions,
  type LookupAddress,
  type LookupItem,
} from './address-lookup.ts';

// The Loqate adapter (§7.8 find and retrieve; docs/operations/payments.md, Address lookup).
// Loqate's Capture Interactive services: Find (v1.10) narrows by text or inside a container;
// Retrieve (v1.2) answers the address in fields. Configured by LOQATE_KEY. The server calls
// Loqate, never the browser, so the key stays secret and our rate limit applies.

export const LOQATE_BASE_URL = 'https://api.addressy.com';
const FIND_PATH = '/Capture/Interactive/Find/v1.10/json3.ws';
const RETRIEVE_PATH = '/Capture/Interactive/Retrieve/v1.2/json3.ws';

/** One element of a Find answer's Items. */
export interface LoqateFindItem {
  Id?: string;
  Type?: string;
  Text?: string;
  Highlight?: string;
  Description?: string;
  Error?: string;
  Cause?: string;
  Resolution?: string;
}

/** The Retrieve fields we read (Loqate sends about sixty). */
export interface LoqateRetrieveItem {
  Id?: string;
  Language?: string;
  Company?: string;
  Line1?: string;
  Line2?: string;
  Line3?: string;
  Line4?: string;
  Line5?: string;
  City?: string;
  Province?: string;
  ProvinceName?: string;
  ProvinceCode?: string;
  PostalCode?: string;
  CountryIso2?: string;
  Error?: string;
  Description?: string;
}

/**
 * Errors that come back as an item with an Error number. 1000s are the request's own fault (an
 * id that is no longer valid, text too long): no result. The rest are the account's or the
 * service's (unknown key, out of credit, daily limit, IP not allowed): lookup is unavailable.
 */
function checkError(items: { Error?: string; Description?: string }[] | undefined): 'empty' | undefined {
  const error = items?.find((item) => item.Error !== undefined);
  if (!error) return undefined;
  if (Number(error.Error) >= 1000) return 'empty';
  throw new LookupUnavailableError(`Loqate error ${error.Error}: ${error.Description ?? ''}`);
}

/** Maps a Find answer: Type 'Address' can be retrieved; every other type is a container. */
export function mapLoqateFind(body: { Items?: LoqateFindItem[] }): LookupItem[] {
  if (checkError(body.Items) === 'empty') return [];
  return (body.Items ?? [])
    .filter((item): item is LoqateFindItem & { Id: string } => typeof item.Id === 'string' && item.Id !== '')
    .slice(0, LOOKUP_MAX_RESULTS)
    .map((item) => ({
      id: item.Id,
      type: item.Type === 'Address' ? ('Address' as const) : ('Container' as const),
      text: item.Text ?? '',
      description: item.Description ?? '',
    }));
}

/**
 * Maps a Retrieve answer to the address form's fields. Loqate may answer the address in more
 * than one language (Language ENG, and the local one): English is preferred, as our labels are
 * printed in Latin script. The region is the ISO subdivision code where our address book keeps a
 * list (US states, Canadian provinces, Australian states, emirates), otherwise the province name.
 */
export function mapLoqateRetrieve(body: { Items?: LoqateRetrieveItem[] }): LookupAddress | undefined {
  if (checkError(body.Items) === 'empty') return undefined;
  const items = body.Items ?? [];
  const item = items.find((i) => i.Language === 'ENG') ?? items[0];
  const country = item?.CountryIso2?.toUpperCase() ?? '';
  if (!item?.Id || !isAddressCountry(country)) return undefined;
  const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);
  const lines = [item.Line1, item.Line2, item.Line3, item.Line4, item.Line5]
    .map(text)
    .filter((l) => l !== null);
  // The company, when there is one, leads the label; the address book has no field for it.
  const line1 = lines[0] ?? text(item.Company) ?? '';
  const region = regionsFor(country as AddressCountry)
    ? (text(item.ProvinceCode) ?? text(item.ProvinceName) ?? text(item.Province))
    : (text(item.ProvinceName) ?? text(item.Province));
  return {
    id: item.Id,
    line1,
    line2: lines.length > 1 ? lines.slice(1).join(', ') : null,
    city: text(item.City) ?? '',
    region,
    postcode: text(item.PostalCode),
    countryCode: country,
  };
}

export interface LoqateOptions {
  key: string;
  baseUrl?: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class LoqateLookupProvider implements AddressLookupProvider {
  readonly name = 'loqate';
  readonly #key: string;
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;

  constructor(options: LoqateOptions) {
    this.#key = options.key;
    this.#baseUrl = (options.baseUrl ?? LOQATE_BASE_URL).replace(/\/$/, '');
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? 5_000;
  }

  async #get<T>(path: string, params: Record<string, string | undefined>): Promise<T> {
    const url = new URL(this.#baseUrl + path);
    url.searchParams.set('Key', this.#key);
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(name, value);
    let res: Response;
    try {
      res = await this.#fetch(url, { signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch (err) {
      throw new LookupUnavailableError(`Loqate unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) throw new LookupUnavailableError(`Loqate HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  async find(query: string, country: AddressCountry, container?: string, options: FindOptions = {}) {
    const body = await this.#get<{ Items?: LoqateFindItem[] }>(FIND_PATH, {
      Text: query,
      Container: container,
      Countries: country,
      Limit: String(LOOKUP_MAX_RESULTS),
      Language: options.language ?? 'en',
      // We call from our server: Loqate must not bias results by our server's address.
      IsMiddleware: 'true',
    });
    return mapLoqateFind(body);
  }

  async retrieve(id: string) {
    return mapLoqateRetrieve(await this.#get<{ Items?: LoqateRetrieveItem[] }>(RETRIEVE_PATH, { Id: id }));
  }
}
