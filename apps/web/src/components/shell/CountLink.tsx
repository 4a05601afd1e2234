'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Icon } from './Icon';

type IconName = Parameters<typeof Icon>[0]['name'];

/**
 * A header link with a live count: the mini-bag and the wishlist link. Pages are cached for
 * everyone (decision 0003), so the count is the browser's business: `load` asks the API (and
 * answers null without asking when the shopper has no markers), again whenever `subscribe`
 * reports a change on this page, the app moves to another page without a full load (the header
 * stays mounted then; signing in is such a move), or back/forward restores a frozen page. The
 * link is a plain link: without JavaScript it still opens its page, only without a number.
 */
export function CountLink({
  href,
  className,
  icon,
  label,
  testId,
  countTestId,
  store,
  load,
  subscribe,
}: {
  href: string;
  className: string;
  icon: IconName;
  /** The accessible name for a count (0: none shown). */
  label: (count: number) => string;
  /** data-testid of the link and of its badge. */
  testId: string;
  countTestId: string;
  /** The store the count belongs to: a new store asks again. */
  store: string;
  /** Module-level functions (a new one each render would ask again each render). */
  load: (store: string) => Promise<number | null>;
  /** Calls back with a count the announcer knows, or undefined to ask again; returns the unsubscribe. */
  subscribe: (changed: (count?: number) => void) => () => void;
}) {
  const [count, setCount] = useState<number | null>(null);
  // Answers can overtake each other (two adds in a row): only the latest question counts.
  const asked = useRef(0);
  const pathname = usePathname();

  useEffect(() => {
    const ask = () => {
      const ticket = ++asked.current;
      void load(store).then((n) => {
        if (ticket === asked.current) setCount(n);
      });
    };
    ask();
    const off = subscribe((known) => {
      if (known === undefined) return ask();
      asked.current += 1;
      setCount(known);
    });
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) ask();
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      asked.current += 1;
      off();
      window.removeEventListener('pageshow', onShow);
    };
  }, [store, pathname, load, subscribe]);

  const shown = count ?? 0;
  return (
    <a
      href={href}
      className={`relative ${className}`}
      aria-label={label(shown)}
      data-testid={testId}
      data-count={count ?? undefined}
    >
      <Icon name={icon} className="size-6" />
      {shown > 0 ? (
        <span
          aria-hidden="true"
          className="absolute end-0.5 top-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-[var(--ink)] px-1 text-[10px] font-semibold leading-none text-white"
          data-testid={countTestId}
        >
          {shown > 99 ? '99+' : shown}
        </span>
      ) : null}
    </a>
  );
}
