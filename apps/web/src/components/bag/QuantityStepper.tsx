'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useSyncExternalStore } from 'react';
import type { LineState } from '@/app/[store]/(shell)/checkout/cart/actions';

const noSubscription = () => () => {};

/**
 * A line's quantity: − / + and a list of the allowed quantities (1-10 within stock). A server
 * action form, so it works without JavaScript (then an "Update" button sends the list's choice);
 * with it, choosing in the list applies at once. A refusal (§5: only so many left) is said under
 * it and announced.
 */
export function QuantityStepper({
  action,
  store,
  sku,
  quantity,
  choices,
  item,
}: {
  action: (previous: LineState, form: FormData) => Promise<LineState>;
  store: string;
  sku: string;
  quantity: number;
  choices: number[];
  /** The line as the shopper knows it ("Satin midi dress, size UK 10"), for the controls' names. */
  item: string;
}) {
  const t = useTranslations('bag.line');
  const [state, formAction, pending] = useActionState(action, {});
  // False in the server's HTML and before hydration: the no-script "Update" button is shown then.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const max = choices.at(-1) ?? 1;
  const step =
    'flex w-10 items-center justify-center text-lg leading-none transition-colors hover:bg-black/5 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-col">
      <form action={formAction} className="flex h-10 items-stretch" aria-busy={pending || undefined}>
        <input type="hidden" name="store" value={store} />
        <input type="hidden" name="sku" value={sku} />
        <div className="flex border border-black/25 bg-white">
          <button
            type="submit"
            name="delta"
            value="-1"
            disabled={quantity <= 1 || pending}
            aria-label={t('decrease', { item })}
            className={step}
          >
            <span aria-hidden="true">−</span>
          </button>
          <select
            key={quantity}
            name="qty"
            defaultValue={quantity}
            aria-label={t('quantityOf', { item })}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className="w-14 cursor-pointer appearance-none border-x border-black/15 bg-transparent text-center text-sm [text-align-last:center]"
            data-testid="line-quantity"
          >
            {choices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button
            type="submit"
            name="delta"
            value="1"
            disabled={quantity >= max || pending}
            aria-label={t('increase', { item })}
            className={step}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        {scripted ? null : (
          <button
            type="submit"
            className="ms-2 px-2 text-xs font-semibold uppercase tracking-[0.14em] underline"
          >
            {t('update')}
          </button>
        )}
      </form>
      <p
        aria-live="polite"
        className="max-w-64 text-sm text-[var(--sale)] [&:not(:empty)]:mt-2"
        data-testid="line-message"
      >
        {state.message}
      </p>
    </div>
  );
}
