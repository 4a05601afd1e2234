'use client';

import { useEffect } from 'react';
import { announceWishlistChange } from '@/lib/wishlist/events';

/** Tells the header's wishlist count the number the page was rendered with, after every change. */
export function WishlistCountSync({ count }: { count: number }) {
  useEffect(() => {
    announceWishlistChange({ count });
  }, [count]);
  return null;
}
