'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useWishlistAction } from './WishlistActions';

export interface ItemSize {
  sku: string;
  label: string;
  inStock: boolean;
  notify: boolean;
}

const button =
  'inline-flex h-11 items-center justify-center px-5 text-xs font-semibold uppercase tracking-[0.16em] disabled:opacity-60';
const select =
  'h-11 w-full min-w-0 border border-stone-400 bg-white px-3 text-sm text-stone-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * An item's controls: the size (the store's size format; sold-out sizes shown but not choosable),
 * move to bag, remove, and for sold-out sizes "email me when back" (PATCH wishlist/{id}/notify).
 * Plain forms with hidden fields, posted to the page's one action.
 */
export function WishlistItemForms({
  store,
  id,
  item,
  oneSize,
  sizes,
  chosen,
  sellable,
}: {
  store: string;
  id: number;
  /** The item as the shopper knows it, for the controls' names. */
  item: string;
  oneSize: boolean;
  sizes: ItemSize[];
  chosen: string | null;
  sellable: boolean;
}) {
  const t = useTranslations('wishlist.page');
  const { formAction, pending } = useWishlistAction();
  const sizeId = useId();
  const notifyId = useId();
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="store" value={store} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="name" value={item} />
    </>
  );
  const inStock = sizes.filter((s) => s.inStock);
  const soldOut = sizes.filter((s) => !s.inStock);
  const waiting = soldOut.filter((s) => s.notify);
  const askable = soldOut.filter((s) => !s.notify);
  const preselected = chosen && inStock.some((s) => s.sku === chosen) ? chosen : '';

  return (
    <div className="mt-4 space-y-4">
      <form action={formAction} className="flex flex-wrap items-end gap-3">
        {hidden('move')}
        {oneSize ? (
          <input type="hidden" name="sku" value={sizes[0]?.sku ?? ''} />
        ) : (
          <div className="min-w-36 flex-1">
            <label htmlFor={sizeId} className="mb-1 block text-xs font-semibold uppercase tracking-[0.14em]">
              {t('size')}
              <span className="sr-only">, {item}</span>
            </label>
            <select id={sizeId} name="sku" defaultValue={preselected} className={select} required>
              <option value="" disabled>
                {t('chooseSize')}
              </option>
              {sizes.map((s) => (
                <option key={s.sku} value={s.sku} disabled={!s.inStock}>
                  {s.inStock ? s.label : t('soldOutOption', { size: s.label })}
                </option>
              ))}
            </select>
          </div>
        )}
        <button
          type="submit"
          disabled={pending || !sellable || inStock.length === 0}
          aria-label={t('moveItem', { item })}
          className={`${button} bg-[var(--ink)] text-white hover:bg-black`}
          data-testid="wishlist-move"
        >
          {t('moveToBag')}
        </button>
      </form>

      {sellable && askable.length > 0 ? (
        <form action={formAction} className="flex flex-wrap items-end gap-3">
          {hidden('notify')}
          {oneSize ? (
            <input type="hidden" name="sku" value={askable[0]!.sku} />
          ) : (
            <div className="min-w-36 flex-1">
              <label htmlFor={notifyId} className="mb-1 block text-xs text-stone-700">
                {t('notifyHeading')}
                <span className="sr-only"> {t('notifySize', { item })}</span>
              </label>
              <select id={notifyId} name="sku" className={select}>
                {askable.map((s) => (
                  <option key={s.sku} value={s.sku}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button
            type="submit"
            disabled={pending}
            aria-label={t('notifyItem', { item })}
            className={`${button} border border-[var(--ink)] text-[var(--ink)] hover:bg-stone-100`}
            data-testid="wishlist-notify"
          >
            {t('notify')}
          </button>
        </form>
      ) : null}

      {waiting.map((s) => (
        <form key={s.sku} action={formAction} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {hidden('unnotify')}
          <input type="hidden" name="sku" value={s.sku} />
          <p className="text-stone-800">{t('notifyOn', { size: s.label })}</p>
          <button
            type="submit"
            disabled={pending}
            aria-label={t('notifyOffItem', { size: s.label })}
            className="text-xs font-medium underline underline-offset-4"
          >
            {t('notifyOff')}
          </button>
        </form>
      ))}

      <form action={formAction}>
        {hidden('remove')}
        <input type="hidden" name="sku" value="" />
        <button
          type="submit"
          disabled={pending}
          aria-label={t('removeItem', { item })}
          className="min-h-11 text-xs font-medium uppercase tracking-[0.14em] underline underline-offset-4 hover:text-[var(--sale)]"
          data-testid="wishlist-remove"
        >
          {t('remove')}
        </button>
      </form>
    </div>
  );
}
