'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while it hydrates, true once scripts run: the checkout shows its
 * script-only helpers (address search) and folds away what a radio has deselected only then, so
 * the page without JavaScript still offers every choice.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
