'use client';

import { useEffect } from 'react';

/**
 * Counts this product page view for the trending widget (issue 3 §6). A beacon, so it never holds
 * up the page or a navigation away; it carries only the SKU (no cookie identity is stored), and
 * product pages are cached, so this is the only way the server learns a page was seen.
 */
export function ViewBeacon({ sku }: { sku: string }) {
  useEffect(() => {
    const body = new Blob([JSON.stringify({ sku })], { type: 'application/json' });
    try {
      if (navigator.sendBeacon?.('/api/v1/event/view', body)) return;
    } catch {
      // Some browsers refuse beacons with a JSON type; fall through to fetch.
    }
    void fetch('/api/v1/event/view', {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => {});
  }, [sku]);
  return null;
}
