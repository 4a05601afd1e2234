'use client';

import { useEffect } from 'react';
import { DROP_MAXIMUM_SCALE_ON_ANDROID } from '@/lib/inline-scripts';

/**
 * Drops maximum-scale from the viewport tag on Android (the inline script's twin, for React), and
 * leaves exactly one tag (§2.3). React hydrates a <meta> in the head by matching its `content`;
 * the inline script has already changed that of the server's tag, so React adds its own tag and
 * leaves the server's in place. Ours is the last one (React appends to the head): the earlier ones
 * are the server's, which no component owns, so removing them is safe.
 */
export function dropMaximumScaleOnAndroid() {
  if (!/Android/i.test(navigator.userAgent)) return;
  const tags = Array.from(document.querySelectorAll('meta[name="viewport"]'));
  const kept = tags.pop();
  tags.forEach((stale) => stale.remove());
  kept?.setAttribute('content', (kept.getAttribute('content') ?? '').replace(/,?\s*maximum-scale=[^,]*/, ''));
}

/**
 * §2.3: the viewport's maximum scale is 5 except on Android. Pages are cached and shared by every
 * device, so the server always sends maximum-scale=5 (reading the user agent on the server would
 * make every page uncacheable). On Android an inline script drops it before first paint, and an
 * effect does it again after hydration, when React has added its own copy of the tag, and keeps
 * that one alone. The inline script is
 * a constant the page's Content-Security-Policy knows (lib/inline-scripts.ts).
 */
export function AndroidViewport() {
  useEffect(dropMaximumScaleOnAndroid, []);
  return <script dangerouslySetInnerHTML={{ __html: DROP_MAXIMUM_SCALE_ON_ANDROID }} />;
}
