import type { InputHTMLAttributes } from 'react';

/** A labelled checkbox; the label is the whole row, so it is an easy target on a phone. */
export function Checkbox({
  name,
  label,
  hint,
  id,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; hint?: string }) {
  const boxId = id ?? `check-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={boxId}
        name={name}
        type="checkbox"
        aria-describedby={hint ? `${boxId}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-stone-900"
        {...input}
      />
      <div>
        <label htmlFor={boxId} className="text-sm text-stone-800">
          {label}
        </label>
        {hint ? (
          <p id={`${boxId}-hint`} className="text-xs text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
