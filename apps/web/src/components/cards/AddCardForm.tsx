'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useRef, useState, type FormEvent } from 'react';
import { addCardAction, type CardFormState } from '@/app/[store]/(shell)/worldpay/savedcards/actions';
import { FormMessage } from '@/components/account/FormMessage';
import { XsrfField } from '@/components/account/XsrfField';
import { useHydrated } from '@/components/checkout/useHydrated';
import { CardFields } from '@/components/checkout/CardFields';
import type { HostedCardHandle } from '@/components/checkout/HostedCardFields';
import type { CardFieldsConfig } from '@/lib/data/payment';

/**
 * Adds a card (§7.3 card, issue 34 item 8). The card is typed into the payment provider's own
 * fields, framed from its origin; the form sends the provider's token only, and the page keeps
 * the provider's token, brand, last four and expiry. Each field's problem is shown by the
 * provider's fields, in the shop's language.
 */
export function AddCardForm({
  store,
  max,
  cardFields,
  language,
  xsrf,
}: {
  store: string;
  max: number;
  /** The configured provider's card fields (issue 34, decision 0079). */
  cardFields: CardFieldsConfig;
  language: string;
  /** The anti-forgery value drawn for this request (§9). */
  xsrf: string;
}) {
  const t = useTranslations('orders.cards');
  const [state, action, saving] = useActionState<CardFormState, FormData>(addCardAction, {
    values: {},
    errors: {},
  });
  const [tokenising, setTokenising] = useState(false);
  const card = useRef<HostedCardHandle>(null);
  const form = useRef<HTMLFormElement>(null);
  const pending = saving || tokenising;
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !card.current) return;
    const data = new FormData(event.currentTarget);
    setTokenising(true);
    void card.current.tokenise().then((answer) => {
      setTokenising(false);
      if (!answer) return;
      data.set('token', answer.token);
      startTransition(() => action(data));
    });
  }

  return (
    <form ref={form} action={action} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="store" value={store} />
      <XsrfField xsrf={xsrf} />
      <p className="text-sm text-stone-700">{t('addIntro')}</p>
      <CardFields
        ref={card}
        config={cardFields}
        language={language}
        title={t('frameTitle')}
        error={state.errors.token}
        onSubmit={() => form.current?.requestSubmit()}
      />
      {/* Until the page's scripts run (and without them), the fields cannot tokenise: say so. */}
      {hydrated ? null : <p className="text-sm text-stone-700">{t('needsScript')}</p>}
      <FormMessage message={state.message} ok={state.ok} />
      <div className="flex flex-col items-start gap-2">
        <button
          type="submit"
          disabled={pending}
          className="h-11 bg-[var(--ink)] px-6 text-xs font-semibold uppercase tracking-[0.16em] text-white transition-colors hover:bg-black disabled:opacity-60"
          data-testid="save-card"
        >
          {pending ? t('saving') : t('save')}
        </button>
        <p className="text-xs text-stone-600">{t('limitNote', { max })}</p>
      </div>
    </form>
  );
}
