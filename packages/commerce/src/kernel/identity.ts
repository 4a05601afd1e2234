/**
 * Who a request is signed in as (§2.1): the customer, the version of their sessions it was proved
 * against, and when the proving token expires. Auth issues it; the API's context carries it to the
 * routes that need login.
 */
export interface Principal {
  customerId: string;
  sessionVersion: number;
  /** Epoch ms at which the access token that proved this principal expires; absent otherwise. */
  accessExpiresAt?: number;
}

/** Builds an absolute link to a page of the caller's store, for emails (from configuration). */
export type StoreLink = (path: string) => string;

/** The one form of an email address every lookup and comparison uses. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
