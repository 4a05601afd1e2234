'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { addFailureReason, addSizeToBag } from '@/lib/bag/browser';
import { announceBagChange } from '@/lib/bag/events';
import { readStockNow, type StockNow } from '@/lib/catalogue/stock-browser';

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
 *
 * The page may be a cached copy, so the sizes' stock is asked again (issue 29 item 9, decision
 * 0046): when the page opens, when the shopper comes back to it (focus, the tab shown again, a page
 * restored from the back-forward cache) and before each add to bag. A size found sold out is
 * shown so, and a chosen one is unchosen with a word why.
 */
export function SizePicker({
  sizes: pageSizes,
  styleSku,
  lowStockThreshold,
  oneSize,
  store,
  bagHref,
  heart,
}: {
  sizes: SizeOption[];
  /** The style's SKU, whose sizes' stock the §7.6 v2 inventory answers. */
  styleSku: string;
  /** Units at or below which a size's stock is said ("only 2 left"). */
  lowStockThreshold: number;
  oneSize: boolean;
  /** The store's locale code, sent as the §7.5 locale header (en-EU is not en-GB here). */
  store: string;
  bagHref: string;
  /** The style's wishlist heart (components/wishlist/WishlistHeart). */
  heart?: ReactNode;
}) {
  const t = useTranslations('product');
  const [stock, setStock] = useState<StockNow>(null);
  const sizes = stock ? pageSizes.map((s) => withStock(s, stock.get(s.sku), lowStockThreshold)) : pageSizes;
  const [chosen, setChosen] = useState<string | null>(
    oneSize ? (pageSizes.find((s) => s.inStock)?.sku ?? null) : null,
  );
  const [message, setMessage] = useState('');
  // The chosen size found sold out since the page was sent, said until another is chosen.
  const [soldOutSince, setSoldOutSince] = useState<string | null>(null);
  const soldOutLabel = sizes.find((s) => s.sku === soldOutSince)?.label;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // One add at a time: a second press while the first is on its way would add the size twice.
  const busy = useRef(false);
  const legendId = useId();
  const selected = sizes.find((s) => s.sku === chosen);

  // The choice as the latest render knows it, for a stock answer arriving later.
  const chosenNow = useRef(chosen);
  useEffect(() => {
    chosenNow.current = chosen;
  }, [chosen]);
  // One question at a time: focus and the tab shown again come together.
  const asking = useRef<Promise<StockNow> | null>(null);
  const refresh = useCallback((): Promise<StockNow> => {
    asking.current ??= readStockNow(styleSku, store).then((now) => {
      asking.current = null;
      if (!now) return now;
      setStock(now);
      const pick = chosenNow.current;
      if (pick !== null && now.get(pick) === 0) {
        setChosen(null);
        setOutcome({ kind: 'idle' });
        setMessage('');
        setSoldOutSince(pick);
      }
      return now;
    });
    return asking.current;
  }, [styleSku, store]);

  useEffect(() => {
    void refresh();
    const onShown = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    window.addEventListener('focus', onShown);
    window.addEventListener('pageshow', onShown);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      window.removeEventListener('focus', onShown);
      window.removeEventListener('pageshow', onShown);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [refresh]);

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
      // Sold out since the page last asked: said here, rather than refused by the bag.
      if ((await refresh())?.get(selected.sku) === 0) return;
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
      message ||
      (soldOutLabel ? t('soldOutNow', { size: soldOutLabel }) : '') ||
      (selected?.lowStock ? t('lowStock', { count: selected.lowStock }) : '')
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
                    setSoldOutSince(null);
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

/** A size with the stock just read (undefined: not in the answer, the page's word stands). */
function withStock(size: SizeOption, quantity: number | undefined, lowStockThreshold: number): SizeOption {
  if (quantity === undefined) return size;
  return {
    ...size,
    inStock: quantity > 0,
    lowStock: quantity > 0 && quantity <= lowStockThreshold ? quantity : null,
  };
}
