// What other modules (checkout, ops) and the web app use of the delivery subscription (§9, issue 6).
export {
  assertCanSubscribe,
  assertSubscriptionStore,
  cancelSubscription,
  endSubscriptionOfCancelledOrder,
  givesFreeNextDay,
  hasFreeNextDay,
  readSubscription,
  startFromOrder,
  stateAt,
  type SubscriptionOrder,
  type SubscriptionState,
  type SubscriptionView,
} from './service.ts';
export { addSubscriptionToBag, subscriptionInBag, type SubscribeCaller, type Subscribed } from './bag.ts';
export { renewDueSubscriptions, type RenewalOutcome, type RenewalResult } from './renew.ts';
export { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './schema.ts';
export { SUBSCRIPTION_PAGE, SUBSCRIPTION_PAGE_KEY } from './content.ts';
export { dueReminders, remindOfRenewal, REMINDER_DAYS_BEFORE, type DueReminder } from './notices.ts';
