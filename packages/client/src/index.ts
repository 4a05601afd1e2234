// @vitrine/client: the shared HTTP client of spec §7.1 with the session rules of §4.1 and the
// request-error rules of §8. No dependencies beyond fetch and @vitrine/config's names.
export * from './abort.ts';
export * from './client.ts';
export * from './cookie.ts';
export * from './errors.ts';
export * from './flags.ts';
export * from './quote.ts';
export * from './wishlist.ts';
export * from './report.ts';
export * from './session.ts';
export * from './content/index.ts';
