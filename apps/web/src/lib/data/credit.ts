import 'server-only';
import * as credit from '@vitrine/commerce/credit';
import { orderNumbersOf } from '@vitrine/commerce/order';
import { getDb } from '@vitrine/commerce/db';
import { withDb } from './database';

// The account balance (issue 6 item 3, decision 0059).
export { creditOffered } from '@vitrine/commerce/credit';

/** The balance and its history, the orders in it named by the order module (order/numbers.ts). */
export const creditAccount = (
  customerId: string,
  store: Parameters<typeof credit.creditAccount>[2],
  language: Parameters<typeof credit.creditAccount>[3],
  options?: Parameters<typeof credit.creditAccount>[5],
) => credit.creditAccount(getDb(), customerId, store, language, orderNumbersOf, options);
export const creditBalanceOf = withDb(credit.creditBalanceOf);
