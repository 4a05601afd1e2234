// §1: one brand per deployment. §2.2 names a second brand (boohooman) whose account-balance
// page is offered in other locales; it is modelled as a brand profile so a deployment can pick it.
export type BrandId = 'vitrine' | 'boohooman';

export interface BrandProfile {
  id: BrandId;
  name: string;
  /** §2.2 account page restrictions: account balance. Plain strings: boohooman lists de-DE, which is no store here. */
  accountBalanceLocales: readonly string[];
  /** §2.2: refer a friend. */
  referAFriendLocales: readonly string[];
  /** §2.2: subscription. */
  subscriptionLocales: readonly string[];
  /** §6 staff discount: work email domains whose owners may verify as staff. */
  staffEmailDomains: readonly string[];
  /**
   * §7.3: order history has a group prefix for a brand other than the default one
   * (`/{orderGroup}/order-history`); null for the default brand, whose history is unprefixed.
   */
  orderGroup: string | null;
}

// §2.2 account page restrictions. The spec gives a brand-specific list only for account balance;
// refer a friend and subscription are the same for both brands.
const REFER_A_FRIEND_LOCALES = Object.freeze(['en-GB', 'en-US', 'en-AU']);
const SUBSCRIPTION_LOCALES = Object.freeze(['en-GB']);

export const BRANDS: Readonly<Record<BrandId, BrandProfile>> = Object.freeze({
  vitrine: Object.freeze({
    id: 'vitrine',
    name: 'Vitrine',
    accountBalanceLocales: Object.freeze(['en-IE', 'en-GB', 'en-EU', 'en-AE', 'ar-AE', 'en-US']),
    referAFriendLocales: REFER_A_FRIEND_LOCALES,
    subscriptionLocales: SUBSCRIPTION_LOCALES,
    staffEmailDomains: Object.freeze(['vitrine.example']),
    orderGroup: null,
  }),
  boohooman: Object.freeze({
    id: 'boohooman',
    name: 'boohooMAN',
    accountBalanceLocales: Object.freeze(['en-GB', 'en-US', 'en-IE', 'fr-FR', 'de-DE']),
    referAFriendLocales: REFER_A_FRIEND_LOCALES,
    subscriptionLocales: SUBSCRIPTION_LOCALES,
    staffEmailDomains: Object.freeze(['boohooman.example', 'boohoo.example']),
    orderGroup: 'boohooman',
  }),
});

export const DEFAULT_BRAND: BrandId = 'vitrine';

export function getBrand(id: string): BrandProfile | undefined {
  return Object.hasOwn(BRANDS, id) ? BRANDS[id as BrandId] : undefined;
}

/**
 * The brand of this deployment (§1: one per deployment), the one reader of `BRAND` (decision
 * 0044). Read at each call, so a test can switch it; `env.ts` refuses an unknown value at start,
 * and anything else (unset, or the browser, where `BRAND` is not set) is the default brand.
 */
export function deploymentBrand(
  source: Record<string, string | undefined> | undefined = globalThis.process?.env,
): BrandId {
  return getBrand(source?.BRAND ?? '')?.id ?? DEFAULT_BRAND;
}
