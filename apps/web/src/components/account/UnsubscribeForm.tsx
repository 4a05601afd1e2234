'use client';

import { useActionState } from 'react';
import { unsubscribeAction } from '@/app/[store]/(shell)/newsletter/unsubscribe/actions';
import type { FormState } from '@/lib/account/forms';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

const empty: FormState = { values: {}, errors: {} };

// Wording comes as props: this public page's client components get no account messages.
export function UnsubscribeForm({
  store,
  token,
  label,
  pendingLabel,
}: {
  store: string;
  token: string;
  label: string;
  pendingLabel: string;
}) {
  const [state, action] = useActionState(unsubscribeAction, empty);
  if (state.ok) return <FormMessage ok message={state.message} />;
  return (
    <form action={action} className="flex flex-col gap-5">
      <input type="hidden" name="store" value={store} />
      <input type="hidden" name="token" value={token} />
      <FormMessage message={state.message} />
      <div>
        <SubmitButton pendingLabel={pendingLabel}>{label}</SubmitButton>
      </div>
    </form>
  );
}
