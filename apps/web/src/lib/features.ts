import 'server-only';
import { COOKIE_NAMES, parseFeatureList, resolveFeatures, type FeatureFlag } from '@vitrine/config';
import { cookies } from 'next/headers';

/**
 * Feature flags on the server. Two readings, because reading a cookie makes a page dynamic:
 * - `configuredFeatures()`: env FEATURES only. Safe in cached (ISR) pages and shared fetches.
 * - `requestFeatures()`: FEATURES plus the §9 features cookie (allow-listed flags only, see
 *   packages/config/src/features.ts). Opts the calling route into per-request rendering; use it
 *   where a tester's switch must take effect (or where the route is dynamic anyway).
 * Pass either to `shouldSendQuoteHeader(flags)` (§7.9).
 */
export function configuredFeatures(
  source: string | undefined = process.env.FEATURES,
): ReadonlySet<FeatureFlag> {
  return parseFeatureList(source).flags;
}

export async function requestFeatures(): Promise<ReadonlySet<FeatureFlag>> {
  const cookie = (await cookies()).get(COOKIE_NAMES.features)?.value;
  return resolveFeatures({ configured: process.env.FEATURES, cookie });
}

export { shouldSendQuoteHeader } from '@vitrine/config';
