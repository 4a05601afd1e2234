import { z } from 'zod';
import { CURRENCIES, type CurrencyCode } from './currencies.ts';
import { DEFAULT_LOCALE, findLocale, LOCALE_CODES, LOCALES, type LocaleCode } from './locales.ts';

// §3.2 store configuration entry: hostName, requiredNextLocale, requiredCurrency (optional), localeValue.
export interface StoreHostEntry {
  hostName: string;
  requiredNextLocale: LocaleCode;
  requiredCurrency?: CurrencyCode;
  localeValue: LocaleCode;
}

/** A §3.2 entry without its host: the part of the §9 rule that comes after the host. */
export type StoreRule = Omit<StoreHostEntry, 'hostName'>;

/**
 * §9's two currency rules: EUR where the GB store is served gives en-EU, NZD where the AU store is
 * served gives en-NZ. The one list both routings read (defaultHostMap, SUBPATH_STORE_RULES).
 */
export const CURRENCY_STORE_RULES: readonly StoreRule[] = Object.freeze([
  { requiredNextLocale: 'en-GB', requiredCurrency: 'EUR', localeValue: 'en-EU' },
  { requiredNextLocale: 'en-AU', requiredCurrency: 'NZD', localeValue: 'en-NZ' },
]);

/**
 * §9 in subpath routing, where one host serves every store: the subpath prefix (none: en-GB) is
 * the next locale, each store is its own, and the currency rules apply to the GB and AU stores as
 * they do on those stores' hosts.
 */
export const SUBPATH_STORE_RULES: readonly StoreRule[] = Object.freeze([
  ...LOCALES.map((l) => ({ requiredNextLocale: l.localeISOCode, localeValue: l.localeISOCode })),
  ...CURRENCY_STORE_RULES,
]);

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Lower-cased host without port or trailing dot. '[::1]:3000' -> '[::1]'. Host names are
 * case-insensitive (RFC 4343) and the Host header carries a port when it is not the default.
 */
export function normaliseHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1)
    : trimmed.split(':')[0];
  return (withoutPort ?? '').replace(/\.$/, '');
}

/**
 * The host map of a deployment on `domain` (e.g. 'vitrine.com'): one host per store, §9's two
 * currency rules (EUR on the GB host gives en-EU, NZD on the AU host gives en-NZ), and the Arabic
 * locale as a second next locale on the UAE host. Entries are in store-switcher order and the
 * first currency-free entry of a host is that host's default. No eu./nz. hosts: those stores are
 * reached through their currency on the GB and AU hosts (§9) or their subpath prefix.
 */
export function defaultHostMap(domain: string): StoreHostEntry[] {
  const base = normaliseHost(domain);
  if (!HOST_NAME.test(base) || !base.includes('.'))
    throw new Error(`Not a domain name: ${JSON.stringify(domain)}`);
  const host = (sub: string): string => `${sub}.${base}`;
  const byCurrency = (hostName: string, on: LocaleCode): StoreHostEntry[] =>
    CURRENCY_STORE_RULES.filter((r) => r.requiredNextLocale === on).map((r) => ({ hostName, ...r }));
  return [
    { hostName: host('www'), requiredNextLocale: 'en-GB', localeValue: 'en-GB' },
    ...byCurrency(host('www'), 'en-GB'),
    { hostName: host('ie'), requiredNextLocale: 'en-IE', localeValue: 'en-IE' },
    { hostName: host('us'), requiredNextLocale: 'en-US', localeValue: 'en-US' },
    { hostName: host('au'), requiredNextLocale: 'en-AU', localeValue: 'en-AU' },
    ...byCurrency(host('au'), 'en-AU'),
    { hostName: host('ca'), requiredNextLocale: 'en-CA', localeValue: 'en-CA' },
    { hostName: host('fr'), requiredNextLocale: 'fr-FR', localeValue: 'fr-FR' },
    { hostName: host('il'), requiredNextLocale: 'en-IL', localeValue: 'en-IL' },
    { hostName: host('ae'), requiredNextLocale: 'en-AE', localeValue: 'en-AE' },
    { hostName: host('ae'), requiredNextLocale: 'ar-AE', localeValue: 'ar-AE' },
    { hostName: host('qa'), requiredNextLocale: 'en-QA', localeValue: 'en-QA' },
    { hostName: host('sa'), requiredNextLocale: 'en-SA', localeValue: 'en-SA' },
  ];
}

// Validation of a host map given as JSON in configuration (DESIGN: zod at every boundary).
export const storeHostEntrySchema = z
  .strictObject({
    hostName: z.string().trim().toLowerCase().regex(HOST_NAME, 'a host name, without scheme, port or path'),
    requiredNextLocale: z.enum(LOCALE_CODES),
    requiredCurrency: z.enum(CURRENCIES).optional(),
    localeValue: z.enum(LOCALE_CODES),
  })
  // A currency rule must lead to a locale that sells in that currency (EUR -> en-EU, not en-GB).
  .refine(
    (e) => e.requiredCurrency === undefined || findLocale(e.localeValue)?.currency === e.requiredCurrency,
    {
      message: 'localeValue must sell in requiredCurrency',
      path: ['localeValue'],
    },
  );

export const hostMapSchema = z
  .array(storeHostEntrySchema)
  .min(1)
  // Two entries with the same host, next locale and currency would make the rule ambiguous.
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((e, index) => {
      const key = `${e.hostName}|${e.requiredNextLocale}|${e.requiredCurrency ?? ''}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `duplicate rule ${key}`, path: [index] });
      seen.add(key);
    });
  });

// Compile-time check: what the schema yields is a StoreHostEntry.
const _schemaMatchesInterface = (e: z.infer<typeof storeHostEntrySchema>): StoreHostEntry => e;
void _schemaMatchesInterface;

/** Parses and validates a host map from configuration JSON; throws an Error naming the first problem. */
export function parseHostMap(json: string): StoreHostEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('Host map is not valid JSON');
  }
  const result = hostMapSchema.safeParse(raw);
  if (!result.success) throw new Error(`Invalid host map: ${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * §9 host-to-locale rule: match by host, then next locale, then currency, falling back to en-GB.
 * - Host: case-insensitive, port ignored. No host match: en-GB.
 * - Next locale (the framework locale of the request) narrows the host's entries when given;
 *   a next locale that none of them requires gives en-GB (the spec's fallback). When absent, all
 *   the host's entries stay candidates, so the host's first entry is its default.
 * - Currency (case-insensitive, e.g. from the currency cookie): an entry requiring that currency
 *   wins (EUR on the GB host: en-EU); otherwise the first entry without a required currency
 *   (GBP or USD on the GB host: en-GB).
 */
export function resolveLocaleFromHost(
  entries: StoreHostEntry[],
  req: { host: string; nextLocale?: string; currency?: string },
): LocaleCode {
  const host = normaliseHost(req.host);
  return resolveStoreRule(
    entries.filter((e) => normaliseHost(e.hostName) === host),
    req,
  );
}

/**
 * The §9 rule after the host: next locale, then currency, falling back to en-GB (see
 * resolveLocaleFromHost). Subpath routing starts here with SUBPATH_STORE_RULES.
 */
export function resolveStoreRule(
  rules: readonly StoreRule[],
  req: { nextLocale?: string; currency?: string },
): LocaleCode {
  let candidates = rules;
  if (req.nextLocale) {
    const wanted = req.nextLocale;
    candidates = candidates.filter((e) => e.requiredNextLocale === wanted);
  }
  const currency = req.currency?.trim().toUpperCase();
  const chosen =
    (currency ? candidates.find((e) => e.requiredCurrency === currency) : undefined) ??
    candidates.find((e) => e.requiredCurrency === undefined);
  return chosen?.localeValue ?? DEFAULT_LOCALE;
}
