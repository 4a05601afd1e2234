'use client';

import { useEffect } from 'react';

/** Drops maximum-scale from every viewport tag on Android. Self-contained: it is also inlined. */
function dropMaximumScaleOnAndroid() {
  if (!/Android/i.test(navigator.userAgent)) return;
  document.querySelectorAll('meta[name="viewport"]').forEach((meta) => {
    meta.setAttribute(
      'content',
      (meta.getAttribute('content') ?? '').replace(/,?\s*maximum-scale=[^,]*/, ''),
    );
  });
}

/**
 * §2.3: the viewport's maximum scale is 5 except on Android. Pages are cached and shared by every
 * device, so the server always sends maximum-scale=5 (reading the user agent on the server would
 * make every page uncacheable). On Android an inline script drops it before first paint, and an
 * effect does it again after hydration, when React re-renders the metadata.
 */
export function AndroidViewport() {
  useEffect(dropMaximumScaleOnAndroid, []);
  return <script dangerouslySetInnerHTML={{ __html: `(${dropMaximumScaleOnAndroid.toString()})()` }} />;
}
