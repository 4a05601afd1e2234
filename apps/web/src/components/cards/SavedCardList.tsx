'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useRef } from 'react';
import { removeCardAction, type RemoveCardState } from '@/app/[store]/(shell)/worldpay/savedcards/actions';
import { FormMessage } from '@/components/account/FormMessage';
import { XsrfField } from '@/components/account/XsrfField';
import { SubmitButton } from '@/components/account/SubmitButton';
import type { CardBrand } from '@/lib/data/payment';
import { CardBrandMark } from './CardBrandMark';

export interface CardRow {
  id: string;
  brand: CardBrand;
  brandName: string;
  last4: string;
  /** MM/YY, as printed on the card. */
  expiry: string;
  expired: boolean;
  holderName: string;
}

const smallButton =
  'inline-flex h-10 cursor-pointer items-center px-4 text-xs font-semibold tracking-wide uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900';

/** One card, and its remove button that asks first (a <details>: works without JavaScript). */
function Card({
  card,
  store,
  xsrf,
  action,
}: {
  card: CardRow;
  store: string;
  xsrf: string;
  action: (form: FormData) => void;
}) {
  const t = useTranslations('orders.cards');
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <li
      className={`flex flex-col gap-4 border bg-white p-5 ${card.expired ? 'border-red-300' : 'border-stone-300'}`}
      data-testid="saved-card"
      data-last4={card.last4}
    >
      <div className="flex items-start gap-4">
        <CardBrandMark brand={card.brand} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base font-semibold text-stone-900">
            <span>{card.brandName}</span>
            <span aria-hidden="true" dir="ltr" className="tracking-widest">
              •••• {card.last4}
            </span>
            <span className="sr-only">{t('endingIn', { last4: card.last4 })}</span>
            {card.expired ? (
              <span className="border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold tracking-wide text-red-900 uppercase">
                {t('expired')}
              </span>
            ) : null}
          </p>
          <p className={`mt-1 text-sm ${card.expired ? 'text-red-900' : 'text-stone-700'}`}>
            {t('expires', { date: card.expiry })}
          </p>
          <p className="mt-1 text-sm break-words text-stone-700">{card.holderName}</p>
          {card.expired ? <p className="mt-2 text-sm text-stone-700">{t('expiredHint')}</p> : null}
        </div>
      </div>
      <details ref={details} className="group border-t border-stone-200 pt-4">
        <summary
          aria-label={t('removeLabel', { brand: card.brandName, last4: card.last4 })}
          className={`${smallButton} w-fit list-none border border-red-800 text-red-800 hover:bg-red-50 group-open:mb-4 group-open:bg-red-50`}
        >
          {t('remove')}
        </summary>
        <form action={action} className="flex flex-col gap-3">
          <input type="hidden" name="store" value={store} />
          <input type="hidden" name="id" value={card.id} />
          <XsrfField xsrf={xsrf} />
          <p className="text-sm font-semibold text-stone-900">{t('confirmRemove')}</p>
          <div className="flex flex-wrap gap-2">
            <SubmitButton tone="danger" pendingLabel={t('removing')}>
              {t('confirmYes')}
            </SubmitButton>
            <button
              type="button"
              onClick={() => {
                // Closed again, focus goes back to the button that opened it, not to the page.
                details.current?.removeAttribute('open');
                details.current?.querySelector('summary')?.focus();
              }}
              className={`${smallButton} h-12 border border-stone-900 text-stone-900 hover:bg-stone-100`}
            >
              {t('confirmNo')}
            </button>
          </div>
        </form>
      </details>
    </li>
  );
}

/** The saved cards with their remove step; what the last removal did is said above the list. */
export function SavedCardList({ cards, store, xsrf }: { cards: CardRow[]; store: string; xsrf: string }) {
  const t = useTranslations('orders.cards');
  const [state, action] = useActionState<RemoveCardState, FormData>(removeCardAction, {});
  return (
    <div className="flex flex-col gap-4">
      <FormMessage message={state.message} ok={state.ok} />
      {cards.length === 0 ? (
        <p className="text-base text-stone-700">{t('empty')}</p>
      ) : (
        <ul className="grid gap-4" data-testid="saved-cards">
          {cards.map((card) => (
            <Card key={card.id} card={card} store={store} xsrf={xsrf} action={action} />
          ))}
        </ul>
      )}
    </div>
  );
}
