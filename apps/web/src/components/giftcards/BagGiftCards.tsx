import type { AppliedGiftCard } from '@/lib/data/giftcards';
import type { LocaleConfig } from '@vitrine/config';
import { getFormatter, getTranslations } from 'next-intl/server';
import { applyGiftCard, removeGiftCard } from '@/app/[store]/(shell)/checkout/cart/actions';
import { PendingButton } from '@/components/bag/PendingButton';
import { moneyFormatter } from '@/lib/bag/money';
import { ApplyGiftCardForm } from './ApplyGiftCardForm';

/**
 * The bag's gift cards (issue 6 item 2): the cards applied, each with its balance and what it pays
 * of the bag (delivery is added at checkout), removable; and the field to apply one.
 */
export async function BagGiftCards({ store, cards }: { store: LocaleConfig; cards: AppliedGiftCard[] }) {
  const t = await getTranslations('giftcards.bag');
  const money = moneyFormatter(await getFormatter());
  const m = (amountMinor: number) => money({ amountMinor, currency: store.currency });
  const total = cards.reduce((sum, c) => sum + c.paysMinor, 0);
  return (
    <section
      aria-labelledby="bag-gift-cards"
      className="border border-black/10 bg-white p-5 sm:p-7"
      data-testid="bag-gift-cards"
    >
      <h2 id="bag-gift-cards" className="font-display text-xl">
        {t('title')}
      </h2>
      <p className="mt-2 text-xs text-neutral-600">{t('intro')}</p>
      {cards.length > 0 ? (
        <ul className="mt-4 divide-y divide-black/10 text-sm">
          {cards.map((card) => (
            <li
              key={card.id}
              className="flex items-start justify-between gap-3 py-3"
              data-testid="applied-gift-card"
            >
              <div>
                <p>{t('applied', { last4: card.codeLast4 })}</p>
                <p className="text-xs text-neutral-600">
                  {t('balance', { balance: m(card.balanceMinor) })} ·{' '}
                  {t('pays', { amount: m(card.paysMinor) })}
                </p>
              </div>
              <form action={removeGiftCard}>
                <input type="hidden" name="store" value={store.localeISOCode} />
                <input type="hidden" name="id" value={card.id} />
                <PendingButton
                  pendingLabel="…"
                  aria-label={t('removeCard', { last4: card.codeLast4 })}
                  className="text-xs font-medium uppercase tracking-[0.14em] underline underline-offset-4"
                >
                  {t('remove')}
                </PendingButton>
              </form>
            </li>
          ))}
          <li className="flex justify-between gap-3 py-3 font-semibold">
            <span>{t('total')}</span>
            <span data-testid="gift-cards-pay">
              {money({ amountMinor: -total, currency: store.currency })}
            </span>
          </li>
        </ul>
      ) : null}
      <div className="mt-4">
        <ApplyGiftCardForm action={applyGiftCard} store={store.localeISOCode} />
      </div>
    </section>
  );
}
