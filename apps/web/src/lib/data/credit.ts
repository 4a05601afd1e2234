import 'server-only';
import * as credit from '@vitrine/commerce/credit';
import { withDb } from './database';

// The account balance (issue 6 item 3, decision 0059).
export { creditOffered } from '@vitrine/commerce/credit';

export const creditAccount = withDb(credit.creditAccount);
export const creditBalanceOf = withDb(credit.creditBalanceOf);
