import type { ReactNode } from 'react';

/**
 * The "are you sure?" step of a form that undoes something (cancel a subscription, cancel an
 * order): a titled group with what will happen and the form's buttons. Drawn by the form itself
 * after its first submit, so the step works without JavaScript.
 */
export function ConfirmPanel({
  id,
  title,
  body,
  testId,
  children,
}: {
  id: string;
  title: string;
  body: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="border border-stone-300 bg-[var(--stone)] p-5"
      data-testid={testId}
    >
      <h3 id={id} className="font-display text-lg text-stone-900">
        {title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-stone-800">{body}</p>
      <div className="mt-4 flex flex-wrap gap-3">{children}</div>
    </div>
  );
}
