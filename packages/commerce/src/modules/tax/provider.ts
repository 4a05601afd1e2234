import type { TaxClass } from '@vitrine/config';
import type { Executor } from '../../db/executor.ts';
import type { TaxBreakdown } from './calculate.ts';
import type { RateSource, TaxAddress } from './rates.ts';

// Item 2: the shape every tax source answers in, the built-in table (table-provider.ts) as much
// as a service such as Avalara AvaTax, TaxJar or Stripe Tax: a document of lines with amounts and
// tax codes and a ship-to address in; each line's taxable amount, rate and tax, with the
// jurisdictions that make it up, out. Decision 0067.

export interface TaxRequestLine {
  ref: string;
  taxClass: TaxClass;
  /** Unit price × quantity, before the discount. */
  amountMinor: number;
  /** Whether the order's discount may reduce it (merchandise; not gift cards). */
  discountable: boolean;
}

export interface TaxRequest {
  currency: string;
  /** The store's rule (config pricesIncludeTax): amounts are gross, or net with tax to add. */
  pricesIncludeTax: boolean;
  /** Where the goods go (the billing address for an order of digital items only). */
  address: TaxAddress;
  /** The store's own tax country: its rate is the fallback for an address the table does not know. */
  homeCountry: string;
  lines: readonly TaxRequestLine[];
  /** The order's discount, spread over the discountable lines. */
  discountMinor: number;
  /** The delivery charge: a line of class `delivery`. */
  deliveryMinor: number;
  /** The day whose rates apply. */
  at: Date;
}

export interface TaxCalculation extends TaxBreakdown {
  provider: string;
  /** How the rate was found; `fallback` when the table did not know the address (logged). */
  source: RateSource;
}

export interface TaxProvider {
  readonly name: string;
  /**
   * The tax of an order. `ex` is the caller's transaction when there is one: a provider that
   * reads the database reads through it, never on a connection of its own.
   */
  calculate(ex: Executor, request: TaxRequest): Promise<TaxCalculation>;
}

/** The ref of the delivery charge's line in a calculation. */
export const DELIVERY_REF = 'delivery';
