'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/shell/Icon';
import { onBagChange } from '@/lib/bag/events';
import { wishlistCount } from '@/lib/wishlist/browser';
import { onWishlistChange } from '@/lib/wishlist/events';

/**
 * The header's wishlist link with its count, on the mini-bag's pattern (components/bag/MiniBag):
 * asked of GET wishlist/count only when the shopper has wishlist markers, again when a heart
 * changes it, the bag changes (a line moved to the wishlist) or the app moves to another page.
 * Without JavaScript it is a plain link.
 */
export function WishlistLink({ href, store, className }: { href: string; store: string; className: string }) {
  const t = useTranslations('wishlist.header');
  const [count, setCount] = useState<number | null>(null);
  const asked = useRef(0);
  const pathname = usePathname();

  useEffect(() => {
    const load = () => {
      const ticket = ++asked.current;
      void wishlistCount(store).then((n) => {
        if (ticket === asked.current) setCount(n);
      });
    };
    load();
    const off = onWishlistChange((change) => {
      if (change.count === undefined) return load();
      asked.current += 1;
      setCount(change.count);
    });
    // The bag page's "move to wishlist" changes both; the bag page announces its own count only.
    const offBag = onBagChange(() => load());
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) load();
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      asked.current += 1;
      off();
      offBag();
      window.removeEventListener('pageshow', onShow);
    };
  }, [store, pathname]);

  const shown = count ?? 0;
  return (
    <a
      href={href}
      className={`relative ${className}`}
      aria-label={shown > 0 ? t('labelWithCount', { count: shown }) : t('label')}
      data-testid="wishlist-link"
      data-count={count ?? undefined}
    >
      <Icon name="heart" className="size-6" />
      {shown > 0 ? (
        <span
          aria-hidden="true"
          className="absolute end-0.5 top-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-[var(--ink)] px-1 text-[10px] font-semibold leading-none text-white tabular-nums"
          data-testid="wishlist-count"
        >
          {shown > 99 ? '99+' : shown}
        </span>
      ) : null}
    </a>
  );
}
