'use client';

import { useFormatter, useTranslations } from 'next-intl';
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  getLocale,
  isLocaleCode,
  moneySummary,
  pricesIncludeTax,
  taxName,
  type GiftCardOffer,
} from '@vitrine/config';
import { checkoutAction } from '@/app/[store]/(shell)/checkout/actions';
import { checkoutTax } from '@/app/[store]/(shell)/checkout/tax-action';
import type { TaxEstimate } from '@/lib/data/checkout';
import type { CardFieldsConfig } from '@/lib/data/payment';
import type { CountryOption } from '@/components/account/AddressForm';
import { Checkbox } from '@/components/account/Checkbox';
import { Field } from '@/components/account/Field';
import { ADDRESS_FIELDS, FIELDS, NEW } from '@/lib/checkout/fields';
import { INTENTS, type CheckoutState } from '@/lib/checkout/state';
import { AddressFields, type AddressValues } from './AddressFields';
import { AddressLookup, type FoundAddress } from './AddressLookup';
import { ChallengePanel } from './ChallengePanel';
import { choiceClass, DeliveryOptions, radioClass, type DeliveryChoices } from './DeliveryOptions';
import { CreditChoice } from './CreditChoice';
import { PaymentFields, type SavedCardView } from './PaymentFields';
import type { HostedCardHandle } from './HostedCardFields';
import { Step } from './Step';
import { useHydrated } from './useHydrated';
import { Icon } from '@/components/shell/Icon';
import { TenderRows } from '@/components/money/TenderRows';
import { tenderViews } from '@/lib/money-tenders';

interface Money {
  amountMinor: number;
  currency: string;
}

export interface SavedAddressView {
  id: string;
  lines: string[];
  phone: string;
  postcode: string | null;
  /** US state, Canadian province…: US and Canadian tax depends on it (issue 31). */
  region: string | null;
  countryCode: string;
  /** Whether this store delivers there; others are shown but cannot be chosen. */
  shippable: boolean;
  isDefault: boolean;
}

export interface CheckoutProps {
  store: string;
  /** The §7.1 locale header for the page's API calls (en_GB). */
  headerLocale: string;
  initial: CheckoutState;
  signedIn: boolean;
  accountEmail?: string | undefined;
  loginHref: string;
  bagHref: string;
  termsHref: string;
  privacyHref: string;
  addresses: SavedAddressView[];
  countries: CountryOption[];
  delivery: DeliveryChoices;
  cards: SavedCardView[];
  /** The sandbox provider's origin, where its bank screen is framed from. */
  paymentOrigin: string;
  /** The configured provider's card fields (issue 34, decision 0079). */
  cardFields: CardFieldsConfig;
  /** The store's language, for the provider's fields. */
  language: string;
  totals: { subtotal: Money; discount: Money; total: Money; promotionCode: string | null; itemCount: number };
  /** The bag's lines, rendered on the server. */
  lines: ReactNode;
  /** Issue 6 item 3: the signed-in customer's account balance in the store currency, if any. */
  credit?: { balanceMinor: number } | null;
  /** Issue 6 item 2: a bag of digital items only (gift cards): no delivery method, nothing to ship. */
  digitalOnly?: boolean;
  /**
   * Issue 6 item 2: what free-delivery thresholds count (the merchandise after discount: gift cards
   * in the bag do not count, as place-order prices it). Default: the bag total.
   */
  deliverySubtotalMinor?: number;
  /** Issue 6 item 2: what the gift cards applied in the bag hold together; they pay first. */
  /** The gift cards applied in the bag, in the order they pay (issue 29 item 11: each is shown). */
  giftCards?: GiftCardOffer[];
}

const addressOf = (values: Record<string, string>): AddressValues =>
  Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, values[name] ?? '']));

/**
 * The checkout page's form (issue 4 item 3): contact, delivery address, delivery method, payment
 * and the order summary with "Place order", as one form posted to one server action, so it works
 * without JavaScript. With it: the address search fills the address, delivery methods follow the
 * postcode, the total follows the method, and the page never reloads.
 */
export function CheckoutForm(props: CheckoutProps) {
  const { addresses, cards, signedIn, totals } = props;
  const deliverySubtotal = props.deliverySubtotalMinor ?? totals.total.amountMinor;
  const t = useTranslations('checkout');
  const tg = useTranslations('giftcards');
  const format = useFormatter();
  const money = (m: Money) => format.number(m.amountMinor / 100, { style: 'currency', currency: m.currency });
  const [state, formAction, placing] = useActionState(checkoutAction, props.initial);
  // Issue 34: the provider's fields tokenise a new card before the form is posted.
  const [tokenising, setTokenising] = useState(false);
  const pending = placing || tokenising;
  const cardRef = useRef<HostedCardHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const v = state.values;
  const [addressChoice, setAddressChoice] = useState(v[FIELDS.addressChoice] || NEW);
  const [address, setAddress] = useState<AddressValues>(() => addressOf(v));
  const [method, setMethod] = useState(v[FIELDS.deliveryMethod] ?? '');
  const [paymentChoice, setPaymentChoice] = useState(v[FIELDS.paymentChoice] || NEW);
  const [delivery, setDelivery] = useState(props.delivery);
  const [updatingDelivery, setUpdatingDelivery] = useState(false);
  const hydrated = useHydrated();

  const newAddress = addressChoice === NEW || addresses.length === 0;
  const chosen = addresses.find((a) => a.id === addressChoice);
  const destination = newAddress
    ? { country: address.countryCode ?? '', postcode: address.postcode ?? '', region: address.region ?? '' }
    : { country: chosen?.countryCode ?? '', postcode: chosen?.postcode ?? '', region: chosen?.region ?? '' };

  // Delivery methods follow the address (§7.4: next day is not offered everywhere): asked again
  // once typing pauses. The first answer came with the page.
  const asked = useRef(`${destination.country}|${destination.postcode.trim()}`);
  useEffect(() => {
    const wanted = `${destination.country}|${destination.postcode.trim()}`;
    if (wanted === asked.current) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ subtotal: String(deliverySubtotal) });
      if (destination.country) params.set('country', destination.country);
      if (destination.postcode.trim()) params.set('postcode', destination.postcode.trim().slice(0, 20));
      setUpdatingDelivery(true);
      try {
        const res = await fetch(`/api/v1/page/shipping-methods?${params}`, {
          headers: { locale: props.headerLocale },
          signal: controller.signal,
        });
        // A postcode still being typed is refused: the methods shown stay until it is whole.
        if (!res.ok) return;
        const body = (await res.json()) as DeliveryChoices;
        asked.current = wanted;
        setDelivery({ methods: body.methods, unavailable: body.unavailable });
        setMethod((current) =>
          body.methods.some((m) => m.code === current) ? current : (body.methods[0]?.code ?? ''),
        );
      } catch {
        // Offline or aborted: the methods shown stay, and place-order checks the choice anyway.
      } finally {
        if (!controller.signal.aborted) setUpdatingDelivery(false);
      }
    }, 450);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [destination.country, destination.postcode, deliverySubtotal, props.headerLocale]);

  // Issue 31 item 4: the tax for the address and delivery chosen, asked again once typing pauses,
  // by the rule place-order records. Kept until the next answer, so the total does not flicker.
  const storeConfig = isLocaleCode(props.store) ? getLocale(props.store) : null;
  const tax = storeConfig ? taxName(storeConfig) : 'none';
  const inclusive = storeConfig ? pricesIncludeTax(storeConfig) : true;
  const [taxEstimate, setTaxEstimate] = useState<TaxEstimate | null>(null);
  // The key the estimate shown answers: the summary says "pending" until it is the current one.
  const [taxAnswered, setTaxAnswered] = useState('');
  const taxKey = [
    destination.country,
    destination.region,
    destination.postcode.trim(),
    props.digitalOnly ? '' : method,
    totals.total.amountMinor,
  ].join('|');
  useEffect(() => {
    if (!destination.country) return;
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await checkoutTax(props.store, {
        countryCode: destination.country,
        region: destination.region || undefined,
        postcode: destination.postcode.trim() || undefined,
        deliveryMethod: props.digitalOnly ? undefined : method || undefined,
      }).catch(() => null);
      if (!current) return;
      setTaxEstimate(answer);
      setTaxAnswered(taxKey);
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // taxKey holds everything the estimate depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [taxKey]);

  const selectedMethod = delivery.methods.find((m) => m.code === method);
  const deliveryMoney = props.digitalOnly
    ? { amountMinor: 0, currency: totals.total.currency }
    : selectedMethod
      ? { amountMinor: selectedMethod.priceMinor, currency: selectedMethod.currency }
      : null;
  const savedCard = cards.find((c) => c.id === paymentChoice);
  const [useCredit, setUseCredit] = useState(v.useCredit === 'on');
  // Issue 29 item 11: the summary every money view uses (config moneySummary): gift cards pay
  // first, then the account balance, the card the rest, as place-order takes them (checkout/tenders.ts).
  const summary = moneySummary({
    subtotalMinor: totals.subtotal.amountMinor,
    discountMinor: totals.discount.amountMinor,
    shippingMinor: deliveryMoney?.amountMinor ?? null,
    giftCards: props.giftCards ?? [],
    creditMinor: props.credit && useCredit ? props.credit.balanceMinor : 0,
    card: savedCard ? { brand: savedCard.brand, last4: savedCard.last4 } : null,
    tax: taxEstimate,
  });
  const tt = useTranslations('tax');
  const taxLabel = tt(`names.${tax}`);
  const currency = totals.total.currency;
  const grandTotal = { amountMinor: summary.totalMinor, currency };
  const giftPays = summary.tenders.reduce((sum, t) => sum + (t.kind === 'giftCard' ? t.amountMinor : 0), 0);
  const afterGiftCards = { amountMinor: grandTotal.amountMinor - giftPays, currency };
  const creditPays = summary.tenders.reduce((sum, t) => sum + (t.kind === 'credit' ? t.amountMinor : 0), 0);
  const tenders = tenderViews(summary, (minor) => money({ amountMinor: minor, currency }));

  // After each answer: a message is read out and focused, so keyboard and screen-reader users
  // land on what went wrong (the bank's step focuses its own code field).
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.message && !state.challenge) messageRef.current?.focus();
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    // Posted without React's form reset: what was typed stays where it is.
    const post = () => startTransition(() => formAction(data));
    const card = cardRef.current;
    const placingOrder = (data.get('intent') ?? INTENTS.place) === INTENTS.place;
    const newCard = paymentChoice === NEW || props.cards.length === 0;
    if (!card || !placingOrder || !newCard || data.get('paymentOptional') === '1') return post();
    // A new card: the provider's fields tokenise what was typed into them (their own errors show
    // in them); the form then goes with the token, never the card.
    setTokenising(true);
    void card.tokenise().then((answer) => {
      setTokenising(false);
      // Refused by the fields, the form still goes: the server answers every other field's
      // problem at once, and that a card is needed.
      if (answer) {
        data.set(FIELDS.cardToken, answer.token);
        data.set(FIELDS.cardBrand, answer.brand);
        data.set(FIELDS.cardLast4, answer.last4);
      }
      post();
    });
  }

  function fill(found: FoundAddress) {
    setAddress((current) => ({
      ...current,
      line1: found.line1,
      line2: found.line2 ?? '',
      city: found.city,
      region: found.region ?? '',
      postcode: found.postcode ?? '',
      countryCode: found.countryCode,
    }));
  }

  const brandName = (b: string) =>
    ['visa', 'mastercard', 'amex'].includes(b) ? t(`payment.brands.${b}`) : b;
  const challengeCard = state.challenge?.card
    ? t('payment.cardEnding', {
        brand: brandName(state.challenge.card.brand),
        last4: state.challenge.card.last4,
      })
    : savedCard
      ? t('payment.cardEnding', { brand: brandName(savedCard.brand), last4: savedCard.last4 })
      : undefined;

  const row = 'flex items-baseline justify-between gap-4';

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} data-testid="checkout-form">
      <input type="hidden" name="store" value={props.store} />
      <input type="hidden" name="key" value={state.key} />
      {state.challenge ? (
        <ChallengePanel
          challenge={state.challenge}
          amount={money(grandTotal)}
          card={challengeCard}
          error={state.errors.code}
          pending={pending}
          paymentOrigin={props.paymentOrigin}
          language={props.language}
        />
      ) : null}

      <div inert={Boolean(state.challenge)}>
        {state.message ? (
          <div
            ref={messageRef}
            tabIndex={-1}
            role="alert"
            className="mb-8 border-s-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 outline-none"
            data-testid="checkout-message"
          >
            <p>{state.message}</p>
            {state.reviewBag ? (
              <a
                href={props.bagHref}
                className="mt-2 inline-block font-semibold underline underline-offset-4"
              >
                {t('errors.reviewBag')}
              </a>
            ) : null}
          </div>
        ) : null}

        {/* Phones reach the summary last: what the bag comes to is said first, with a way down to it. */}
        <a
          href="#checkout-summary"
          className="mb-8 flex items-center justify-between gap-4 border border-black/10 bg-white px-4 py-3 text-sm lg:hidden"
        >
          <span>
            {t('summary.title')}{' '}
            <span className="text-stone-600">({t('summary.items', { count: totals.itemCount })})</span>
          </span>
          <span className="font-semibold">{money(grandTotal)}</span>
        </a>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
          <div className="flex min-w-0 flex-col gap-10">
            <Step
              number={1}
              id="step-contact"
              title={t('contact.title')}
              aside={
                signedIn ? null : (
                  <a
                    href={props.loginHref}
                    className="text-sm underline underline-offset-4 hover:text-stone-600"
                    data-testid="checkout-sign-in"
                  >
                    {t('contact.signIn')}
                  </a>
                )
              }
            >
              {signedIn ? (
                <p className="text-sm text-stone-700">
                  {t('contact.signedInAs')}{' '}
                  <span className="font-medium text-stone-900" dir="ltr">
                    {props.accountEmail}
                  </span>
                </p>
              ) : (
                <Field
                  id="checkout-email"
                  name={FIELDS.email}
                  type="email"
                  label={t('contact.email')}
                  hint={t('contact.emailHint')}
                  autoComplete="email"
                  inputMode="email"
                  dir="ltr"
                  required
                  maxLength={254}
                  defaultValue={v[FIELDS.email] ?? ''}
                  error={state.errors[FIELDS.email]}
                />
              )}
            </Step>

            <Step number={2} id="step-address" title={t('address.title')}>
              {addresses.length > 0 ? (
                <fieldset
                  aria-describedby={state.errors[FIELDS.addressChoice] ? 'address-choice-error' : undefined}
                >
                  <legend className="sr-only">{t('address.legend')}</legend>
                  {state.errors[FIELDS.addressChoice] ? (
                    <p id="address-choice-error" className="mb-3 text-sm text-red-800">
                      {state.errors[FIELDS.addressChoice]}
                    </p>
                  ) : null}
                  <div className="grid gap-3 sm:grid-cols-2">
                    {addresses.map((a) => (
                      <label key={a.id} className={choiceClass} data-testid="saved-address">
                        <input
                          type="radio"
                          name={FIELDS.addressChoice}
                          value={a.id}
                          checked={addressChoice === a.id}
                          onChange={() => setAddressChoice(a.id)}
                          disabled={!a.shippable}
                          className={radioClass}
                        />
                        <span className="min-w-0 text-sm leading-relaxed text-stone-700">
                          {a.lines.map((line, i) => (
                            <span key={i} className={`block ${i === 0 ? 'font-medium text-stone-900' : ''}`}>
                              {line}
                            </span>
                          ))}
                          <span className="block" dir="ltr">
                            {a.phone}
                          </span>
                          {!a.shippable ? (
                            <span className="mt-1 block text-xs text-red-800">{t('address.notShipped')}</span>
                          ) : a.isDefault ? (
                            <span className="mt-2 inline-block bg-stone-900 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-white">
                              {t('address.default')}
                            </span>
                          ) : null}
                        </span>
                      </label>
                    ))}
                    <label className={`${choiceClass} sm:col-span-2`}>
                      <input
                        type="radio"
                        name={FIELDS.addressChoice}
                        value={NEW}
                        checked={newAddress}
                        onChange={() => setAddressChoice(NEW)}
                        className={radioClass}
                      />
                      <span className="text-sm font-medium text-stone-900">{t('address.new')}</span>
                    </label>
                  </div>
                </fieldset>
              ) : (
                <input type="hidden" name={FIELDS.addressChoice} value={NEW} />
              )}
              {/* Without scripts the new address's fields are always there; the radio decides. */}
              {newAddress || !hydrated ? (
                <div className={`flex flex-col gap-5 ${addresses.length > 0 ? 'mt-6' : ''}`}>
                  <AddressLookup
                    locale={props.headerLocale}
                    country={address.countryCode ?? ''}
                    onPick={fill}
                  />
                  <AddressFields
                    countries={props.countries}
                    values={address}
                    errors={state.errors}
                    required={newAddress}
                    onChange={(name, value) => setAddress((current) => ({ ...current, [name]: value }))}
                  />
                  {signedIn ? (
                    <Checkbox
                      id="save-address"
                      name={FIELDS.saveAddress}
                      label={t('address.save')}
                      defaultChecked={v[FIELDS.saveAddress] === 'on'}
                    />
                  ) : null}
                </div>
              ) : null}
            </Step>

            <Step number={3} id="step-delivery" title={t('delivery.title')}>
              {props.digitalOnly ? (
                <>
                  {/* Nothing ships: place-order ignores the method of a digital-only bag (issue 6). */}
                  <input type="hidden" name={FIELDS.deliveryMethod} value="standard" />
                  <p className="text-sm text-stone-700" data-testid="digital-only">
                    {tg('line.noParcel')}
                  </p>
                </>
              ) : (
                <DeliveryOptions
                  choices={delivery}
                  selected={method}
                  onSelect={setMethod}
                  error={state.errors[FIELDS.deliveryMethod]}
                  updating={updatingDelivery}
                />
              )}
            </Step>

            <Step number={4} id="step-payment" title={t('payment.title')}>
              {props.credit && afterGiftCards.amountMinor > 0 ? (
                <CreditChoice
                  balanceMinor={props.credit.balanceMinor}
                  total={afterGiftCards}
                  checked={useCredit}
                  onChange={setUseCredit}
                />
              ) : null}
              {creditPays > 0 && afterGiftCards.amountMinor === creditPays ? (
                // Issue 6 item 3: the account balance pays the rest; no card is asked for.
                <input type="hidden" name="paymentOptional" value="1" />
              ) : giftPays > 0 && afterGiftCards.amountMinor === 0 ? (
                <>
                  {/* Issue 6: the gift cards pay it all; no card is asked for. */}
                  <input type="hidden" name="paymentOptional" value="1" />
                  <p className="text-sm text-stone-700" data-testid="gift-cards-cover">
                    {tg('checkout.covered')}
                  </p>
                </>
              ) : (
                <PaymentFields
                  cards={cards}
                  choice={paymentChoice}
                  onChoose={setPaymentChoice}
                  errors={state.errors}
                  cardFields={props.cardFields}
                  language={props.language}
                  cardRef={cardRef}
                  onCardSubmit={() => formRef.current?.requestSubmit()}
                />
              )}
              <p className="mt-4 flex items-start gap-2 text-xs leading-relaxed text-stone-600">
                <Icon name="lock" className="mt-px size-4 shrink-0" />
                {t('payment.secureNote')}
              </p>
            </Step>
          </div>

          <aside
            aria-labelledby="checkout-summary"
            className="h-fit border border-black/10 bg-white p-5 sm:p-7 lg:sticky lg:top-6"
            data-testid="checkout-summary"
            data-tax={taxAnswered === taxKey ? 'ready' : 'pending'}
          >
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="checkout-summary" className="font-display text-xl md:text-2xl">
                {t('summary.title')}
              </h2>
              <a href={props.bagHref} className="text-xs underline underline-offset-4 hover:text-stone-600">
                {t('summary.editBag')}
              </a>
            </div>
            <p className="mt-1 text-xs text-stone-600">{t('summary.items', { count: totals.itemCount })}</p>
            <div className="mt-5">{props.lines}</div>
            <dl className="mt-5 space-y-3 border-t border-black/10 pt-5 text-sm">
              <div className={row}>
                <dt>{t('summary.subtotal')}</dt>
                <dd data-testid="summary-subtotal">{money(totals.subtotal)}</dd>
              </div>
              {totals.discount.amountMinor > 0 ? (
                <div className={row}>
                  <dt>{t('summary.discount', { code: totals.promotionCode ?? '' })}</dt>
                  <dd className="text-[var(--sale)]">
                    {format.number(-totals.discount.amountMinor / 100, {
                      style: 'currency',
                      currency: totals.discount.currency,
                    })}
                  </dd>
                </div>
              ) : null}
              <div className={row}>
                <dt>{t('summary.delivery')}</dt>
                <dd data-testid="summary-delivery">
                  {!deliveryMoney
                    ? t('summary.deliveryChoose')
                    : deliveryMoney.amountMinor === 0
                      ? t('delivery.free')
                      : money(deliveryMoney)}
                </dd>
              </div>
              {tax !== 'none' && !inclusive ? (
                <div className={row}>
                  <dt>{taxLabel}</dt>
                  <dd data-testid="summary-tax" className="text-end">
                    {taxEstimate ? money({ amountMinor: taxEstimate.taxMinor, currency }) : tt('fromAddress')}
                  </dd>
                </div>
              ) : null}
              <div className={`${row} border-t border-black/10 pt-4 text-base font-semibold`}>
                <dt>
                  {t('summary.total')}
                  {tax !== 'none' && inclusive ? (
                    <span
                      className="block text-xs font-normal text-stone-600"
                      data-testid="summary-tax-included"
                    >
                      {taxEstimate && taxEstimate.taxMinor > 0
                        ? tt('includedAmount', {
                            name: taxLabel,
                            amount: money({ amountMinor: taxEstimate.taxMinor, currency }),
                          })
                        : tt('included', { name: taxLabel })}
                    </span>
                  ) : null}
                </dt>
                <dd data-testid="summary-total" data-total-minor={grandTotal.amountMinor}>
                  {money(grandTotal)}
                </dd>
              </div>
              <TenderRows tenders={tenders} paid={false} rowClassName={row} />
            </dl>
            <button
              type="submit"
              name="intent"
              value={INTENTS.place}
              disabled={pending}
              aria-disabled={pending || undefined}
              className="mt-6 flex h-13 w-full items-center justify-center bg-[var(--ink)] px-6 text-xs font-semibold uppercase tracking-[0.18em] text-white transition-colors hover:bg-black disabled:cursor-progress disabled:opacity-70"
              data-testid="place-order"
            >
              {pending ? t('summary.placing') : t('summary.place')}
            </button>
            <p className="mt-3 text-center text-xs leading-relaxed text-stone-600">
              {t.rich('summary.terms', {
                terms: (chunks) => (
                  <a href={props.termsHref} className="underline underline-offset-2 hover:text-stone-900">
                    {chunks}
                  </a>
                ),
                privacy: (chunks) => (
                  <a href={props.privacyHref} className="underline underline-offset-2 hover:text-stone-900">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </aside>
        </div>
      </div>
    </form>
  );
}
