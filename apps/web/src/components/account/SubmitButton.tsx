'use client';

import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';

/** The form's main button; it says so while the form is on its way, and cannot be sent twice. */
export function SubmitButton({
  children,
  pendingLabel,
  tone = 'primary',
}: {
  children: ReactNode;
  pendingLabel: string;
  tone?: 'primary' | 'danger' | 'secondary';
}) {
  const { pending } = useFormStatus();
  const colours = {
    primary: 'bg-stone-900 text-white hover:bg-stone-700',
    danger: 'bg-red-800 text-white hover:bg-red-700',
    secondary: 'border border-stone-900 bg-white text-stone-900 hover:bg-stone-100',
  }[tone];
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`h-12 w-full px-6 text-sm font-semibold tracking-wide uppercase transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60 sm:w-auto ${colours}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
