'use client';

import { useEffect } from 'react';
import { announceBagChange } from '@/lib/bag/events';

/**
 * Tells the header's mini-bag the count the bag page was rendered with, after every change made
 * on the page (the server actions re-render it in place), so the two never disagree.
 */
export function BagCountSync({ count }: { count: number }) {
  useEffect(() => {
    announceBagChange({ count });
  }, [count]);
  return null;
}
