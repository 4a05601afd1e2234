import type { ReactNode, SelectHTMLAttributes } from 'react';

/** A labelled select whose error sits under it and is announced with it, as Field does for inputs. */
export function SelectField({
  id,
  name,
  label,
  error,
  hideLabel,
  children,
  className,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-stone-800'}>
        {label}
        {select.required && !hideLabel ? (
          <span aria-hidden="true" className="text-stone-500">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`h-11 w-full rounded-none border bg-white px-3 text-base text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-stone-900 ${
          error ? 'border-red-700' : 'border-stone-400'
        }`}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
