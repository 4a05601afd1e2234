'use client';

import { useEffect } from 'react';
import { DROP_MAXIMUM_SCALE_ON_ANDROID } from '@/lib/inline-scripts';

/** Drops maximum-scale from every viewport tag on Android (the inline script's twin, for React). */
export function dropMaximumScaleOnAndroid() {
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
 * effect does it again after hydration, when React re-renders the metadata. The inline script is
 * a constant the page's Content-Security-Policy knows (lib/inline-scripts.ts).
 */
export function AndroidViewport() {
  useEffect(dropMaximumScaleOnAndroid, []);
  return <script dangerouslySetInnerHTML={{ __html: DROP_MAXIMUM_SCALE_ON_ANDROID }} />;
}
