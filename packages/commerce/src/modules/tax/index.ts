// @vitrine/commerce/tax (issue 31, docs/operations/tax.md, decision 0067): the tax rate table,
// the provider every tax source answers through, and the rules that turn rates into figures.
export {
  computeTax,
  sumTax,
  taxByRate,
  taxOfAmount,
  type AppliedRate,
  type LineTax,
  type TaxBreakdown,
  type TaxComponent,
  type TaxTotals,
} from './calculate.ts';
export {
  DELIVERY_REF,
  type TaxCalculation,
  type TaxProvider,
  type TaxRequest,
  type TaxRequestLine,
} from './provider.ts';
export { tableTaxProvider, type FallbackReport } from './table-provider.ts';
export { resolveRate, type RateSource, type TaxAddress } from './rates.ts';
export {
  refundOfAmount,
  refundOfOrderAmount,
  refundOfUnits,
  type RefundedShare,
  type TaxedLine,
} from './refund.ts';
export { apportion, divideHalfEven } from './rounding.ts';
export { sellerFor, type Seller } from './seller.ts';
