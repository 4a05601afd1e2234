'use client';

import { useTranslations } from 'next-intl';
import { createContext, useActionState, useContext, useEffect, type ReactNode } from 'react';
import type { WishlistState } from '@/app/[store]/(shell)/customer/account/wishlist/actions';
import { announceBagChange } from '@/lib/bag/events';

interface Shared {
  formAction: (form: FormData) => void;
  pending: boolean;
}

const ActionContext = createContext<Shared | null>(null);

/**
 * The wishlist page's one server action, shared by every item's forms, and the page's status
 * line: a moved item leaves the list when the page re-renders, so what happened to it is said
 * here, above the list, and announced. Works without JavaScript (the forms post and the page
 * comes back with the state).
 */
export function WishlistActions({
  action,
  bagHref,
  children,
}: {
  action: (previous: WishlistState, form: FormData) => Promise<WishlistState>;
  bagHref: string;
  children: ReactNode;
}) {
  const t = useTranslations('wishlist.page');
  const [state, formAction, pending] = useActionState(action, {});
  useEffect(() => {
    if (state.bagChanged) announceBagChange();
  }, [state.bagChanged]);
  return (
    <ActionContext.Provider value={{ formAction, pending }}>
      <div
        role="status"
        aria-live="polite"
        data-testid="wishlist-status"
        data-tone={state.tone}
        className={
          state.message
            ? `mb-6 border px-4 py-3 text-sm ${state.tone === 'error' ? 'border-[var(--sale)] text-[var(--sale)]' : 'border-stone-300 bg-white text-stone-900'}`
            : 'sr-only'
        }
      >
        {state.message ?? ''}
        {state.bagChanged ? (
          <>
            {' '}
            <a href={bagHref} className="font-semibold underline underline-offset-4">
              {t('viewBag')}
            </a>
          </>
        ) : null}
      </div>
      {children}
    </ActionContext.Provider>
  );
}

export function useWishlistAction(): Shared {
  const shared = useContext(ActionContext);
  if (!shared) throw new Error('useWishlistAction outside WishlistActions');
  return shared;
}
