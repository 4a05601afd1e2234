import type { TestDetails } from './test';

/**
 * The phone project runs what a shopper sees and does differently on a phone: the shell and its
 * menus, listings, the product page, the bag, checkout, the account pages, returns, consent, and
 * every page's axe check left to right and right to left. Everything else (server rules, security,
 * money paths, staff screens, the same journey in another store) runs once, on the desktop: CI
 * has 30 minutes on 2 cores. playwright.config.ts selects the phone's tests by this tag.
 */
export const ON_PHONE: TestDetails = { tag: '@phone' };

/** A journey repeated per store runs on the phone in the store named here only. */
export const onPhoneIf = (runs: boolean): TestDetails => (runs ? ON_PHONE : {});
