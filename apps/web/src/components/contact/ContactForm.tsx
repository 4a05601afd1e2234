'use client';

import { useTranslations } from 'next-intl';
import { useActionState, type ReactNode } from 'react';
import { contactAction } from '@/app/[store]/(shell)/contact/actions';
import { Field } from '@/components/account/Field';
import { FormMessage } from '@/components/account/FormMessage';
import { SubmitButton } from '@/components/account/SubmitButton';
import type { FormState } from '@/lib/account/forms';

const initial: FormState = { values: {}, errors: {} };

/**
 * §7.6 contact form. A server action: it works without JavaScript, and with it the page keeps
 * what was typed and shows each problem under its field. The topics and limits come from the
 * contact module so the form and the API agree.
 */
export function ContactForm({
  store,
  topics,
  limits,
}: {
  store: string;
  topics: readonly string[];
  limits: { name: number; orderNumber: number; message: number };
}) {
  const t = useTranslations('contact');
  const [state, action] = useActionState(contactAction, initial);
  if (state.ok)
    return (
      <div className="flex flex-col gap-4">
        <FormMessage message={state.message} ok />
      </div>
    );
  return (
    <form action={action} className="flex flex-col gap-5" noValidate={false}>
      <input type="hidden" name="store" value={store} />
      <FormMessage message={state.message} />
      <Field
        name="name"
        label={t('name')}
        autoComplete="name"
        required
        maxLength={limits.name}
        defaultValue={state.values.name ?? ''}
        error={state.errors.name}
      />
      <Field
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={state.values.email ?? ''}
        error={state.errors.email}
      />
      <Field
        name="orderNumber"
        label={t('orderNumber')}
        hint={t('orderNumberHint')}
        maxLength={limits.orderNumber}
        defaultValue={state.values.orderNumber ?? ''}
        error={state.errors.orderNumber}
      />
      <Labelled name="topic" label={t('topic')} error={state.errors.topic} required>
        {(props) => (
          <select
            {...props}
            required
            defaultValue={state.values.topic ?? ''}
            className={`h-11 w-full rounded-none border bg-white px-3 text-base text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-stone-900 ${
              state.errors.topic ? 'border-red-700' : 'border-stone-400'
            }`}
          >
            <option value="" disabled>
              {t('topicPlaceholder')}
            </option>
            {topics.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled
        name="message"
        label={t('message')}
        hint={t('messageHint', { max: limits.message })}
        error={state.errors.message}
        required
      >
        {(props) => (
          <textarea
            {...props}
            required
            rows={7}
            maxLength={limits.message}
            defaultValue={state.values.message ?? ''}
            className={`w-full rounded-none border bg-white px-3 py-2 text-base text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-stone-900 ${
              state.errors.message ? 'border-red-700' : 'border-stone-400'
            }`}
          />
        )}
      </Labelled>
      {/* Honeypot: hidden from people and assistive technology, see actions.ts. */}
      <div aria-hidden="true" className="hidden">
        <label htmlFor="field-website">Website</label>
        <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <SubmitButton pendingLabel={t('pending')}>{t('submit')}</SubmitButton>
    </form>
  );
}

/** Field's label, hint and error wiring for a select or a textarea. */
function Labelled({
  name,
  label,
  hint,
  error,
  required,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  children: (props: {
    id: string;
    name: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-stone-500">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
