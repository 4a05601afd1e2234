// @vitrine/config: stores, locales, brand rules and the pure helpers of spec §2, §3.2, §3.3,
// §3.8 and §9. Pure: no I/O and no environment reads; callers pass hosts, paths and env names in.
export * from './addresses.ts';
export * from './brands.ts';
export * from './consent.ts';
export * from './constants.ts';
export * from './cookies.ts';
export * from './currencies.ts';
export * from './dates.ts';
export * from './environment.ts';
export * from './features.ts';
export * from './french-paths.ts';
export * from './listing-attributes.ts';
export * from './locales.ts';
export * from './page-availability.ts';
export * from './paths.ts';
export * from './query-allowlist.ts';
export * from './refer-a-friend.ts';
export * from './region.ts';
export * from './return-path.ts';
export * from './rich-text.ts';
export * from './routes-access.ts';
export * from './shipping.ts';
export * from './sizes.ts';
export * from './store-paths.ts';
export * from './store-urls.ts';
export * from './stores-hosts.ts';
export * from './timezones.ts';
