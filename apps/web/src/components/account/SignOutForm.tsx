'use client';

import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import { signOutAction } from '@/app/[store]/(shell)/customer/account/logout/actions';
import type { FormState } from '@/lib/account/forms';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';
import { XsrfField } from './XsrfField';

const empty: FormState = { values: {}, errors: {} };

/** The account menu's sign-out: a button that looks like the menu's links. */
function MenuButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-block cursor-pointer py-1.5 text-start text-sm text-stone-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60 md:mt-4"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/**
 * Sign out (issue 35 item 8): a form, never a link, so only this page can do it. It posts the §9
 * anti-forgery pair (XsrfField).
 */
export function SignOutForm({
  store,
  xsrf,
  label,
  pendingLabel,
  look,
}: {
  store: string;
  xsrf: string;
  label: string;
  pendingLabel: string;
  look: 'button' | 'menu';
}) {
  const [state, action] = useActionState(signOutAction, empty);
  return (
    <form action={action} className="flex flex-col gap-4">
      <input type="hidden" name="store" value={store} />
      <XsrfField xsrf={xsrf} />
      <FormMessage message={state.message} />
      {look === 'button' ? (
        <div>
          <SubmitButton pendingLabel={pendingLabel}>{label}</SubmitButton>
        </div>
      ) : (
        <MenuButton label={label} pendingLabel={pendingLabel} />
      )}
    </form>
  );
}
