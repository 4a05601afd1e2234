'use server';

import { findLocale, isPageAvailable, type LocaleConfig } from '@vitrine/config';
import { ApiError, renderMessage } from '@/lib/data/errors';
import { createLogger } from '@/lib/data/runtime';
import { addSubscriptionToBag, cancelSubscription } from '@/lib/data/subscription';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { field } from '@/lib/account/forms';
import { loginHref } from '@/lib/account/paths';
import { bagCaller, setQuoteCookies } from '@/lib/bag/server';
import { href } from '@/lib/store';
import { formAction } from '@/lib/form-action';

// The subscription page's forms (issue 6 item 5, §9): subscribe (the subscription goes in the bag,
// bought through checkout) and cancel with a confirmation step. Plain forms posting server actions,
// so both work without JavaScript; with it the page re-renders in place.

export interface SubscriptionFormState {
  message?: string;
  tone?: 'ok' | 'error';
  /** The cancel form asks "are you sure?" before it cancels. */
  confirm?: boolean;
}

const PATH = '/customer/account/subscription';
const storeOf = (form: FormData): LocaleConfig => findLocale(field(form, 'store')) ?? findLocale('en-GB')!;
const log = () => createLogger().child({ area: 'subscription' });

/** The signed-in customer in a store that sells the subscription, or off to sign-in. */
async function customerOf(store: LocaleConfig) {
  // A 15-minute access token may have run out while the page stayed open: renew from the refresh cookie.
  const caller = await bagCaller(store, { renew: true });
  if (!caller.customerId) redirect(loginHref(store, href(store, PATH)));
  return { customerId: caller.customerId, token: caller.token };
}

function failure(err: unknown, store: LocaleConfig, fallback: string): SubscriptionFormState {
  if (err instanceof ApiError)
    return { tone: 'error', message: renderMessage(err.code, store.language, err.params) };
  log().error({ err, store: store.localeISOCode }, 'subscription page action failed');
  return { tone: 'error', message: fallback };
}

/** Subscribe: the subscription joins the bag, and the shopper goes to the bag to check out. */
export const subscribeAction = formAction(async function subscribeAction(
  _previous: SubscriptionFormState,
  form: FormData,
): Promise<SubscriptionFormState> {
  const store = storeOf(form);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'subscription.page' });
  if (!isPageAvailable('subscription', store.localeISOCode))
    return { tone: 'error', message: renderMessage('SUBSCRIPTION_NOT_OFFERED', store.language) };
  const { customerId, token } = await customerOf(store);
  try {
    const added = await addSubscriptionToBag({ store, customerId, token });
    await setQuoteCookies(added.quoteToken);
  } catch (err) {
    return failure(err, store, t('failed'));
  }
  redirect(href(store, '/checkout/cart'));
});

/** Cancel, in two steps: `ask` shows the confirmation, `cancel` cancels, `keep` goes back. */
export const cancelAction = formAction(async function cancelAction(
  _previous: SubscriptionFormState,
  form: FormData,
): Promise<SubscriptionFormState> {
  const store = storeOf(form);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'subscription.page' });
  const intent = field(form, 'intent');
  if (intent === 'ask') return { confirm: true };
  if (intent !== 'cancel') return {};
  const { customerId } = await customerOf(store);
  try {
    const view = await cancelSubscription(customerId, store, new Date());
    refresh();
    return { tone: 'ok', message: t('cancelled', { date: view.endsOn ?? '' }) };
  } catch (err) {
    refresh();
    return failure(err, store, t('failed'));
  }
});
