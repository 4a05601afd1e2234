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
export { CREDIT_KIND_LABELS, creditKindLabel } from './labels.ts';
export {
  assertCreditOffered,
  creditAccount,
  creditOffered,
  CREDIT_PAGE_SIZE,
  type CreditAccount,
  type CreditMovementView,
  type OrderNumbers,
} from './service.ts';
export { creditRoutes } from './routes.ts';
export { giveBackCredit, giveBackReturnAsCredit } from './give-back.ts';
