'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/shell/Icon';
import { bagCount } from '@/lib/bag/browser';
import { onBagChange } from '@/lib/bag/events';

/**
 * The header's bag link with its count (issue 4 item 2). Pages are cached for everyone (decision
 * 0003), so the count is the browser's business: asked of GET quote only when the shopper has
 * bag markers (§4.2/§9 cookies; a shopper without a bag costs no request), and again whenever
 * the bag changes on this page or the app moves to another page without a full load (the header
 * stays mounted then; signing in is such a move, and brings the guest bag along). The link is a plain link: without JavaScript it still opens the
 * bag, only without a number.
 */
export function MiniBag({ href, store, className }: { href: string; store: string; className: string }) {
  const t = useTranslations('bag.mini');
  const [count, setCount] = useState<number | null>(null);
  // Answers can overtake each other (two adds in a row): only the latest question counts.
  const asked = useRef(0);
  const pathname = usePathname();

  useEffect(() => {
    const load = () => {
      const ticket = ++asked.current;
      void bagCount(store).then((n) => {
        if (ticket === asked.current) setCount(n);
      });
    };
    load();
    const off = onBagChange((change) => {
      if (change.count === undefined) return load();
      asked.current += 1;
      setCount(change.count);
    });
    // Back/forward restores a frozen page whose count may be old.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) load();
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      asked.current += 1;
      off();
      window.removeEventListener('pageshow', onShow);
    };
  }, [store, pathname]);

  const shown = count ?? 0;
  return (
    <a
      href={href}
      className={`relative ${className}`}
      aria-label={shown > 0 ? t('labelWithCount', { count: shown }) : t('label')}
      data-testid="mini-bag"
      data-count={count ?? undefined}
    >
      <Icon name="bag" className="size-6" />
      {shown > 0 ? (
        <span
          aria-hidden="true"
          className="absolute end-0.5 top-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-[var(--ink)] px-1 text-[10px] font-semibold leading-none text-white tabular-nums"
          data-testid="mini-bag-count"
        >
          {shown > 99 ? '99+' : shown}
        </span>
      ) : null}
    </a>
  );
}
