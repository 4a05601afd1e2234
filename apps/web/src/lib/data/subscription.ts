import 'server-only';
import * as subscription from '@vitrine/commerce/subscription';
import { withDb } from './database';

// The delivery subscription (issue 6 item 5, decision 0059).
export type { SubscriptionView } from '@vitrine/commerce/subscription';

export const addSubscriptionToBag = withDb(subscription.addSubscriptionToBag);
export const cancelSubscription = withDb(subscription.cancelSubscription);
export const hasFreeNextDay = withDb(subscription.hasFreeNextDay);
export const readSubscription = withDb(subscription.readSubscription);
export const subscriptionInBag = withDb(subscription.subscriptionInBag);
