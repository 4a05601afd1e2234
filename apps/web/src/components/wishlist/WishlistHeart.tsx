'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  heartFailureReason,
  loadSaved,
  savedSnapshot,
  serverSnapshot,
  subscribeSaved,
  toggleSaved,
} from '@/lib/wishlist/browser';

export interface HeartLabels {
  add: string;
  remove: string;
  failed: string;
}

/**
 * A style's heart (issue 6): filled when the style is in the wishlist. The page around it is
 * cached for everyone (decision 0003), so whether it is filled is asked in the browser, once for
 * all the hearts of the page, and only when the shopper has wishlist markers. A toggle button
 * (aria-pressed) whose name says what pressing it does.
 */
export function WishlistHeart({
  sku,
  store,
  labels,
  className = '',
  size = 'size-5',
}: {
  sku: string;
  /** The store's locale code, sent as the locale header. */
  store: string;
  labels: HeartLabels;
  className?: string;
  size?: string;
}) {
  const saved = useSyncExternalStore(subscribeSaved, savedSnapshot, serverSnapshot).has(sku);
  const [problem, setProblem] = useState('');
  const busy = useRef(false);

  useEffect(() => {
    void loadSaved(store);
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void loadSaved(store, true);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [store]);

  async function toggle() {
    if (busy.current) return;
    busy.current = true;
    setProblem('');
    try {
      await toggleSaved(sku, store);
    } catch (error) {
      setProblem(heartFailureReason(error) ?? labels.failed);
    } finally {
      busy.current = false;
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={saved}
        aria-label={saved ? labels.remove : labels.add}
        data-testid="wishlist-heart"
        data-sku={sku}
        className={`flex items-center justify-center ${className}`}
      >
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          className={`${size} transition-colors ${saved ? 'fill-[var(--sale)] text-[var(--sale)]' : 'fill-none'}`}
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
        >
          <path d="M19.5 12.57 12 20l-7.5-7.43A5 5 0 1 1 12 6.01a5 5 0 1 1 7.5 6.57Z" />
        </svg>
      </button>
      {problem ? (
        <p role="alert" className="sr-only">
          {problem}
        </p>
      ) : null}
    </>
  );
}
