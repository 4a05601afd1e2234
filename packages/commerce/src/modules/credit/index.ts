// What other modules and the web app use of the store-credit module (decision 0014).
export {
  addCredit,
  spendCredit,
  creditBalanceOf,
  creditBalancesOf,
  creditHistory,
  type CreditEntry,
  type CreditMovement,
} from './ledger.ts';
export { CREDIT_KINDS, type CreditKind } from './schema.ts';
