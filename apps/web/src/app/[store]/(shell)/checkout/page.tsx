import { randomUUID } from 'node:crypto';
import {
  defaultCountryFor,
  shippingCountriesFor,
  shippingOptions,
  toHeaderLocale,
  type LocaleConfig,
} from '@vitrine/config';
import { listAddresses, type Address } from '@/lib/data/customer';
import { creditBalanceOf, creditOffered } from '@/lib/data/credit';
import { cardFieldsConfig, hostedPaymentOrigin, paymentServiceFor, type SavedCard } from '@/lib/data/payment';
import { env } from '@/lib/data/runtime';
import { hasFreeNextDay } from '@/lib/data/subscription';
import type { PricedQuote, QuoteChange } from '@/lib/data/bag';
import { sellsGiftCards, giftCards } from '@/lib/data/giftcards';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { BagCountSync } from '@/components/bag/BagCountSync';
import { CheckoutForm, type SavedAddressView } from '@/components/checkout/CheckoutForm';
import type { DeliveryChoices } from '@/components/checkout/DeliveryOptions';
import { SummaryLines } from '@/components/checkout/SummaryLines';
import { DigitalSummaryLines } from '@/components/giftcards/DigitalSummaryLines';
import { Icon } from '@/components/shell/Icon';
import { addressLines } from '@/lib/account/address-view';
import { loginHref } from '@/lib/account/paths';
import { currentSession } from '@/lib/account/session';
import { changeNotices } from '@/lib/bag/changes';
import { moneyFormatter } from '@/lib/bag/money';
import { bagCaller, bagService, sessionNeedsRenewal, withBag } from '@/lib/bag/server';
import { deliveryCountries } from '@/lib/checkout/countries';
import { FIELDS, NEW } from '@/lib/checkout/fields';
import type { CheckoutState } from '@/lib/checkout/state';
import { href, storeFromParams } from '@/lib/store';
import { ChangeNotices } from '@/components/bag/ChangeNotices';

// One shopper's bag, addresses and cards: rendered for each visit, never cached (decision 0003).
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ store: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'checkout' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** What the bag page must sort out before checkout can take the bag (place-order refuses it too). */
const needsReview = (bag: PricedQuote) =>
  bag.unavailable.length > 0 ||
  bag.lines.some((l) => l.outOfStock || l.quantityAboveStock) ||
  Boolean(bag.promotion && !bag.promotion.applied);

/** The delivery methods for where the order would go now (a saved address, or the store's country). */
function initialDelivery(
  store: LocaleConfig,
  destination: { country: string | null; postcode: string | null },
  subtotalMinor: number,
  freeNextDay: boolean,
  now: Date,
): DeliveryChoices {
  const asked = shippingOptions(store, { ...destination, subtotalMinor, now, freeNextDay });
  const result = asked.ok ? asked : shippingOptions(store, { subtotalMinor, now, freeNextDay });
  return result.ok
    ? { methods: result.value.methods, unavailable: result.value.unavailable }
    : { methods: [], unavailable: [] };
}

/**
 * §2.1 /checkout (issue 4 item 3), for guests and customers: contact, delivery address (the
 * address book, or typed with the address search), delivery method, payment and the order
 * summary. The bag is refreshed on every view (quote/refresh), so the prices shown are the ones
 * place-order charges: it refuses a price the shopper has not seen.
 */
export default async function CheckoutPage({ params }: Params) {
  const store = await storeFromParams(params);
  setRequestLocale(store.localeISOCode);
  const self = href(store, '/checkout');
  const bagPage = href(store, '/checkout/cart');
  const caller = await bagCaller(store);
  // A customer whose 15-minute access token ran out would check out as a guest: renew first.
  if (await sessionNeedsRenewal(caller)) redirect(`/api/session/refresh?next=${encodeURIComponent(self)}`);

  const read = await withBag(caller, (c) => bagService().refresh(c));
  if (
    read.kind !== 'bag' ||
    (read.answer.bag.lines.length === 0 && read.answer.bag.digitalItems.length === 0) ||
    needsReview(read.answer.bag)
  )
    redirect(bagPage);
  const { bag, changes } = read.answer;
  // Issue 6 item 2: gift cards applied in the bag pay first; a bag of gift cards only ships nothing.
  const digitalOnly = bag.lines.length === 0;
  const appliedCards = sellsGiftCards(store) ? await giftCards().appliedToBag(caller) : [];

  const now = new Date();
  const session = caller.customerId ? await currentSession() : null;
  const [addresses, cards] = session
    ? await Promise.all([
        listAddresses(session.principal),
        paymentServiceFor().listCards(session.principal.customerId),
      ])
    : [[] as Address[], [] as SavedCard[]];

  const shipsTo = new Set<string>(shippingCountriesFor(store.localeISOCode));
  const shippable = addresses.filter((a) => shipsTo.has(a.countryCode));
  const startAddress = shippable.find((a) => a.isDefaultShipping) ?? shippable[0];
  const defaultCountry = defaultCountryFor(store.localeISOCode) ?? '';
  const delivery = initialDelivery(
    store,
    startAddress
      ? { country: startAddress.countryCode, postcode: startAddress.postcode }
      : { country: defaultCountry || null, postcode: null },
    // Free-delivery thresholds count the merchandise, not gift cards (as place-order does).
    bag.total.amountMinor - bag.digitalTotal.amountMinor,
    // §9 delivery subscription (issue 6 item 5): place-order charges a subscriber 0 for next day too.
    await hasFreeNextDay(caller.customerId, store, now),
    now,
  );
  const startCard = cards.find((c) => !c.expired);
  // Issue 6 item 3: a signed-in customer's account balance, where §2.2 offers one.
  const creditMinor =
    session && creditOffered(store) ? await creditBalanceOf(session.principal.customerId, store.currency) : 0;

  const initial: CheckoutState = {
    values: {
      [FIELDS.addressChoice]: startAddress?.id ?? NEW,
      countryCode: defaultCountry,
      [FIELDS.deliveryMethod]: delivery.methods[0]?.code ?? '',
      [FIELDS.paymentChoice]: startCard?.id ?? NEW,
      [FIELDS.saveAddress]: 'on',
    },
    errors: {},
    key: randomUUID(),
  };

  const savedAddresses: SavedAddressView[] = addresses.map((a) => ({
    id: a.id,
    lines: addressLines(a, store.language),
    phone: a.phone,
    postcode: a.postcode,
    region: a.region ?? null,
    countryCode: a.countryCode,
    shippable: shipsTo.has(a.countryCode),
    isDefault: a.isDefaultShipping,
  }));

  const t = await getTranslations('checkout');
  const messages = (await getMessages()) as Record<string, Record<string, unknown>>;
  const notices = await changeText(changes, bag);

  return (
    // The checkout's client pieces get its wording and the address form's; other pages never carry it.
    <NextIntlClientProvider
      messages={{
        checkout: messages.checkout,
        accountArea: { addressBook: messages.accountArea?.addressBook },
        credit: { checkout: messages.credit?.checkout },
        giftcards: messages.giftcards,
        tax: {
          names: messages.tax?.names,
          included: messages.tax?.included,
          includedAmount: messages.tax?.includedAmount,
          fromAddress: messages.tax?.fromAddress,
        },
      }}
    >
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 md:px-6 md:pt-12 md:pb-24">
        <a
          href={bagPage}
          className="inline-flex items-center gap-2 text-xs font-medium uppercase tracking-[0.14em] text-stone-600 hover:text-stone-900"
        >
          {/* "Back": the arrow turned round (Icon already mirrors it for right-to-left pages). */}
          <span className="inline-flex -scale-x-100">
            <Icon name="arrow" className="size-4" />
          </span>
          {t('backToBag')}
        </a>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
          <h1 className="font-display text-3xl text-stone-900 md:text-4xl">{t('title')}</h1>
          <p className="flex items-center gap-2 text-xs uppercase tracking-[0.14em] text-stone-600">
            <Icon name="lock" className="size-4" />
            {t('secure')}
          </p>
        </div>
        <ChangeNotices
          id="checkout-changes"
          title={t('changesTitle')}
          items={notices}
          testId="checkout-changes"
        />
        <div className="mt-8 md:mt-10">
          <CheckoutForm
            store={store.localeISOCode}
            headerLocale={toHeaderLocale(store.localeISOCode)}
            initial={initial}
            signedIn={Boolean(session)}
            accountEmail={session?.customer.email}
            loginHref={loginHref(store, self)}
            bagHref={bagPage}
            termsHref={href(store, '/terms')}
            privacyHref={href(store, '/privacy-policy')}
            addresses={savedAddresses}
            countries={deliveryCountries(store)}
            delivery={delivery}
            cards={cards.map(({ id, brand, last4, expMonth, expYear, expired }) => ({
              id,
              brand,
              last4,
              expMonth,
              expYear,
              expired,
            }))}
            paymentOrigin={hostedPaymentOrigin(env())}
            cardFields={cardFieldsConfig(env())}
            language={store.language}
            credit={creditMinor > 0 ? { balanceMinor: creditMinor } : null}
            digitalOnly={digitalOnly}
            deliverySubtotalMinor={bag.total.amountMinor - bag.digitalTotal.amountMinor}
            giftCards={appliedCards.map((c) => ({ last4: c.codeLast4, balanceMinor: c.balanceMinor }))}
            totals={{
              subtotal: bag.subtotal,
              discount: bag.discount,
              total: bag.total,
              promotionCode: bag.promotion?.applied ? bag.promotion.code : null,
              itemCount: bag.itemCount,
            }}
            lines={
              <>
                <SummaryLines
                  lines={bag.lines.map((l) => ({
                    sku: l.sku,
                    name: l.name,
                    size: l.sizeLabel,
                    colour: l.colour,
                    quantity: l.quantity,
                    lineTotal: l.lineTotal,
                    image: l.image,
                  }))}
                />
                <DigitalSummaryLines items={bag.digitalItems} store={store} />
              </>
            }
          />
        </div>
      </div>
      <BagCountSync count={bag.itemCount} />
    </NextIntlClientProvider>
  );
}

/** What the refresh changed since the shopper last saw the bag, in the bag page's words. */
async function changeText(changes: QuoteChange[], bag: PricedQuote): Promise<string[]> {
  if (changes.length === 0) return [];
  const t = await getTranslations('bag');
  const money = moneyFormatter(await getFormatter());
  const names = new Map(
    bag.lines.map((l) => [l.sku, t('itemWithSize', { name: l.name, size: l.sizeLabel })]),
  );
  return changeNotices(changes, {
    item: (sku) => names.get(sku) ?? t('anItem'),
    money,
    currency: bag.currency,
  }).map((notice) => t(`changes.${notice.key}`, notice.values));
}
