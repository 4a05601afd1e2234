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
