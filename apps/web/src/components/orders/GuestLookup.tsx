'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { lookUpOrderAction, type GuestLookupState } from '@/app/[store]/(shell)/order-status/actions';
import { Field } from '@/components/account/Field';
import { FormMessage } from '@/components/account/FormMessage';
import { SubmitButton } from '@/components/account/SubmitButton';
import { TrackingResult } from './TrackingResult';

/**
 * The guest look-up: a server action, so it works before (and without) JavaScript, and its answer
 * (the order's summary and timeline, or one "not found") is drawn under the form.
 */
export function GuestLookup({
  store,
  number,
  accountHref,
}: {
  store: string;
  number: string;
  accountHref: string;
}) {
  const t = useTranslations('orders');
  const [state, action] = useActionState<GuestLookupState, FormData>(lookUpOrderAction, {
    values: { order: number, email: '' },
    errors: {},
  });
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="lookup-heading" className="border border-stone-300 bg-white p-5 sm:p-6">
        <h2 id="lookup-heading" className="font-display text-xl text-stone-900">
          {t('guest.formHeading')}
        </h2>
        <form action={action} noValidate className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="store" value={store} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              name="order"
              label={t('track.number')}
              hint={t('track.numberHint')}
              defaultValue={state.values.order}
              error={state.errors.order}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
            />
            <Field
              name="email"
              type="email"
              label={t('guest.email')}
              hint={t('guest.emailHint')}
              defaultValue={state.values.email}
              error={state.errors.email}
              required
              autoComplete="email"
              maxLength={254}
            />
          </div>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <SubmitButton pendingLabel={t('guest.pending')}>{t('guest.submit')}</SubmitButton>
            <p className="text-sm text-stone-700">
              {t('guest.signInHint')}{' '}
              <a
                href={accountHref}
                className="font-semibold underline underline-offset-4 hover:text-stone-600"
              >
                {t('guest.signIn')}
              </a>
            </p>
          </div>
          <FormMessage message={state.message} ok={state.ok} />
        </form>
      </section>
      {state.result ? <TrackingResult order={state.result.order} timeline={state.result.timeline} /> : null}
    </div>
  );
}
