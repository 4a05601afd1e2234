'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { LineState } from '@/app/[store]/(shell)/checkout/cart/actions';

/**
 * A bag line's "Move to wishlist" (issue 6): a server action form, so it works without
 * JavaScript; a refusal (a full wishlist) is said beside it and announced. The header's wishlist
 * count hears of it with the bag's change (WishlistLink listens to both).
 */
export function MoveToWishlist({
  action,
  store,
  sku,
  item,
}: {
  action: (previous: LineState, form: FormData) => Promise<LineState>;
  store: string;
  sku: string;
  item: string;
}) {
  const t = useTranslations('wishlist.bag');
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="flex min-h-10 flex-col justify-center">
      <input type="hidden" name="store" value={store} />
      <input type="hidden" name="sku" value={sku} />
      <button
        type="submit"
        disabled={pending}
        aria-label={t('moveItem', { item })}
        className="text-xs font-medium uppercase tracking-[0.14em] underline underline-offset-4 hover:text-stone-600 disabled:opacity-60"
        data-testid="move-to-wishlist"
      >
        {pending ? t('moving') : t('moveToWishlist')}
      </button>
      <p role="status" className={state.message ? 'mt-1 text-sm text-[var(--sale)]' : 'sr-only'}>
        {state.message ?? ''}
      </p>
    </form>
  );
}
