// Feature flags: switched on for a deployment by configuration (env FEATURES, parsed by the caller
// and passed in here) and, for staff and testers, per browser by the features cookie of §9
// (COOKIE_NAMES.features). Pure: no environment or cookie reads.

export const FEATURE_FLAGS = [
  /** §7.9: content fetches use the variant that sends the Quote header. */
  'contentQuoteHeader',
  /** §7.9: the same switch, for the beta rollout of that variant. */
  'contentQuoteHeaderBeta',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/**
 * Flags a browser may switch with the features cookie. Anything not listed is configuration
 * only: the cookie is set by the shopper's own browser, so it must never unlock something a
 * shopper should not have (a flag for an unfinished payment path, say).
 */
export const COOKIE_SWITCHABLE_FLAGS: ReadonlySet<FeatureFlag> = new Set<FeatureFlag>([
  'contentQuoteHeader',
  'contentQuoteHeaderBeta',
]);

/** A cookie holds at most this many entries; more is not a tester's cookie. */
const MAX_COOKIE_ENTRIES = 32;

export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}

/**
 * `FEATURES`: names separated by commas or whitespace ('contentQuoteHeader, contentQuoteHeaderBeta').
 * Unknown names are returned apart so the caller can warn about a typo instead of failing.
 */
export function parseFeatureList(value: string | undefined | null): {
  flags: Set<FeatureFlag>;
  unknown: string[];
} {
  const flags = new Set<FeatureFlag>();
  const unknown: string[] = [];
  for (const name of (value ?? '').split(/[\s,]+/)) {
    if (!name) continue;
    if (isFeatureFlag(name)) flags.add(name);
    else unknown.push(name);
  }
  return { flags, unknown };
}

/**
 * The features cookie: the same list, where `name` switches an allow-listed flag on and `-name`
 * switches it off for this browser (to test the site without a flag the deployment turned on).
 * Names off the allow-list and anything malformed are ignored.
 */
export function parseFeatureCookie(value: string | undefined | null): {
  on: Set<FeatureFlag>;
  off: Set<FeatureFlag>;
} {
  const on = new Set<FeatureFlag>();
  const off = new Set<FeatureFlag>();
  let decoded = value ?? '';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    return { on, off };
  }
  const entries = decoded.split(/[\s,|]+/).filter(Boolean);
  if (entries.length > MAX_COOKIE_ENTRIES) return { on, off };
  for (const entry of entries) {
    const negated = entry.startsWith('-');
    const name = negated ? entry.slice(1) : entry;
    if (!isFeatureFlag(name) || !COOKIE_SWITCHABLE_FLAGS.has(name)) continue;
    (negated ? off : on).add(name);
    (negated ? on : off).delete(name);
  }
  return { on, off };
}

/** The flags in force: configuration, then the cookie's allow-listed changes on top. */
export function resolveFeatures(input: {
  configured?: string | undefined | null;
  cookie?: string | undefined | null;
}): ReadonlySet<FeatureFlag> {
  const flags = parseFeatureList(input.configured).flags;
  const { on, off } = parseFeatureCookie(input.cookie);
  for (const flag of on) flags.add(flag);
  for (const flag of off) flags.delete(flag);
  return flags;
}

/** §7.9: the content fetch sends the Quote header when either of its two flags is on. */
export function shouldSendQuoteHeader(flags: ReadonlySet<string>): boolean {
  return flags.has('contentQuoteHeader') || flags.has('contentQuoteHeaderBeta');
}
