import 'server-only';
import { getDb } from '@vitrine/commerce/db';
import { giftCardService } from '@vitrine/commerce/giftcard';

/** The gift-card module in process (issue 6 item 2): the pages and their actions need no HTTP hop. */
export const giftCards = () => giftCardService(getDb());
