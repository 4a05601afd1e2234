'use client';

import { useTranslations } from 'next-intl';
import { CountLink } from '@/components/shell/CountLink';
import { onBagChange } from '@/lib/bag/events';
import { wishlistCount } from '@/lib/wishlist/browser';
import { onWishlistChange } from '@/lib/wishlist/events';

function subscribe(changed: (count?: number) => void): () => void {
  const off = onWishlistChange((change) => changed(change.count));
  // The bag page's "move to wishlist" changes both; the bag page announces its own count only.
  const offBag = onBagChange(() => changed());
  return () => {
    off();
    offBag();
  };
}

/**
 * The header's wishlist link with its count, on the mini-bag's pattern: asked of GET
 * wishlist/count only when the shopper has wishlist markers, again when a heart changes it or
 * the bag changes (a line moved to the wishlist).
 */
export function WishlistLink({ href, store, className }: { href: string; store: string; className: string }) {
  const t = useTranslations('wishlist.header');
  return (
    <CountLink
      href={href}
      className={className}
      icon="heart"
      label={(n) => (n > 0 ? t('labelWithCount', { count: n }) : t('label'))}
      testId="wishlist-link"
      countTestId="wishlist-count"
      store={store}
      load={wishlistCount}
      subscribe={subscribe}
    />
  );
}
