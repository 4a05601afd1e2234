'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ReactNode } from 'react';
import { addFailureReason, addSizeToBag } from '@/lib/bag/browser';
import { announceBagChange } from '@/lib/bag/events';

export interface SizeOption {
  sku: string;
  /** As the store shows it (§3.2 size format), e.g. "UK 10" or "EU 38". */
  label: string;
  inStock: boolean;
  lowStock: number | null;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'adding' }
  | { kind: 'added'; size: string | null }
  | { kind: 'refused'; text: string };

/**
 * Size choice and the bag/wishlist buttons. Sold-out sizes are shown but cannot be chosen; a low
 * stock level is said. The bag button adds the chosen size through the §4.2 client and says how
 * it went beside it (a refusal in the server's words, §5); the header's mini-bag hears of it
 * without a reload. The wishlist's heart (issue 6) is given by the page, beside the bag button.
 */
export function SizePicker({
  sizes,
  oneSize,
  store,
  bagHref,
  heart,
}: {
  sizes: SizeOption[];
  oneSize: boolean;
  /** The store's locale code, sent as the §7.5 locale header (en-EU is not en-GB here). */
  store: string;
  bagHref: string;
  /** The style's wishlist heart (components/wishlist/WishlistHeart). */
  heart?: ReactNode;
}) {
  const t = useTranslations('product');
  const [chosen, setChosen] = useState<string | null>(
    oneSize ? (sizes.find((s) => s.inStock)?.sku ?? null) : null,
  );
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // One add at a time: a second press while the first is on its way would add the size twice.
  const busy = useRef(false);
  const legendId = useId();
  const selected = sizes.find((s) => s.sku === chosen);

  async function add() {
    if (busy.current) return;
    if (!selected) {
      setOutcome({ kind: 'idle' });
      setMessage(t('chooseSizeFirst'));
      return;
    }
    busy.current = true;
    setMessage('');
    setOutcome({ kind: 'adding' });
    try {
      await addSizeToBag(selected.sku, store);
      setOutcome({ kind: 'added', size: oneSize ? null : selected.label });
      announceBagChange();
    } catch (error) {
      setOutcome({ kind: 'refused', text: addFailureReason(error) ?? t('addFailed') });
    } finally {
      busy.current = false;
    }
  }

  const status =
    outcome.kind === 'added' ? (
      <>
        {outcome.size ? t('addedSizeToBag', { size: outcome.size }) : t('addedToBag')}{' '}
        <a href={bagHref} className="font-semibold underline underline-offset-4" data-testid="view-bag">
          {t('viewBag')}
        </a>
      </>
    ) : outcome.kind === 'refused' ? (
      outcome.text
    ) : (
      message || (selected?.lowStock ? t('lowStock', { count: selected.lowStock }) : '')
    );

  return (
    <div className="mt-8">
      {!oneSize && (
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className="text-xs font-semibold uppercase tracking-[0.16em]">
            {t('size')}
          </legend>
          <div className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5">
            {sizes.map((size) => (
              <label
                key={size.sku}
                className={`relative flex h-11 cursor-pointer items-center justify-center border text-sm transition-colors has-[:checked]:border-black has-[:checked]:bg-black has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${
                  size.inStock
                    ? 'border-black/20 hover:border-black'
                    : 'cursor-not-allowed border-black/10 text-neutral-400 line-through'
                }`}
              >
                <input
                  type="radio"
                  name="size"
                  value={size.sku}
                  disabled={!size.inStock}
                  checked={chosen === size.sku}
                  onChange={() => {
                    setChosen(size.sku);
                    setMessage('');
                    setOutcome({ kind: 'idle' });
                  }}
                  className="sr-only"
                  aria-label={
                    size.inStock ? t('sizeFor', { size: size.label }) : t('soldOutSize', { size: size.label })
                  }
                />
                <span aria-hidden="true">{size.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p
        className={`mt-3 min-h-5 text-sm ${outcome.kind === 'added' ? 'text-[var(--ink)]' : 'text-[var(--sale)]'}`}
        aria-live="polite"
        data-testid="size-message"
        data-outcome={outcome.kind}
      >
        {status}
      </p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={add}
          aria-disabled={outcome.kind === 'adding' || undefined}
          className="h-12 flex-1 bg-[var(--ink)] text-xs font-semibold uppercase tracking-[0.18em] text-white hover:bg-black aria-disabled:cursor-progress aria-disabled:opacity-70"
        >
          {outcome.kind === 'adding' ? t('adding') : t('addToBag')}
        </button>
        {heart}
      </div>
    </div>
  );
}
