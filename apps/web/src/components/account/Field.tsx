import type { InputHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

/**
 * A labelled input whose error sits right under it and is announced with it (aria-describedby),
 * so a shopper using a screen reader hears what is wrong when they land on the field.
 */
export function Field({ name, label, error, hint, id, className, ...input }: FieldProps) {
  const fieldId = id ?? `field-${name}`;
  const described = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={fieldId} className="text-sm font-medium text-stone-800">
        {label}
        {input.required ? (
          <span aria-hidden="true" className="text-stone-500">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`h-11 w-full rounded-none border bg-white px-3 text-base text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-stone-900 ${
          error ? 'border-red-700' : 'border-stone-400'
        }`}
        {...input}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
