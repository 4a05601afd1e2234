'use client';

import type { ButtonHTMLAttributes } from 'react';
import { useFormStatus } from 'react-dom';

/** A small submit button of a bag form that says it is working and cannot be pressed twice. */
export function PendingButton({
  children,
  pendingLabel,
  className = '',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className={`disabled:opacity-60 ${className}`} {...button}>
      {pending ? pendingLabel : children}
    </button>
  );
}
