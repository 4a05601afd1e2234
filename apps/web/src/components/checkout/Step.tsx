import type { ReactNode } from 'react';

/**
 * One numbered step of the checkout page: a fieldset-free section with a heading the whole step is
 * labelled by, so a screen reader's heading list reads as the page's outline.
 */
export function Step({
  number,
  id,
  title,
  aside,
  children,
}: {
  number: number;
  id: string;
  title: string;
  /** A link or note on the heading's line (sign in, edit). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-black/10 pt-7 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="flex items-baseline gap-3 font-display text-xl text-stone-900 md:text-2xl">
          <span
            aria-hidden="true"
            className="inline-flex size-7 shrink-0 translate-y-[-2px] items-center justify-center self-center rounded-full border border-stone-900 font-sans text-xs font-semibold"
          >
            {number}
          </span>
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
