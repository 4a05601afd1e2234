'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { addBreadcrumb, configureReporting, reportError, type ReportingConfig } from '@/lib/reporting';

/**
 * §8: errors nothing else caught (window 'error' and 'unhandledrejection') go to the reporter.
 * Error reporting is not tracking (no identifiers, no cookies, paths without queries), so it runs
 * whatever the consent choice; it adds two listeners and, with a Sentry DSN, loads the SDK.
 */
export function ErrorListener(config: ReportingConfig) {
  const pathname = usePathname();

  useEffect(() => {
    configureReporting(config);
    const onError = (event: ErrorEvent) => {
      // "Script error." with no error object: a cross-origin script (tag manager tags) we can
      // neither see into nor fix.
      if (!event.error) return;
      reportError(event.error, { tags: { handler: 'window.error' } });
    };
    const onRejection = (event: PromiseRejectionEvent) =>
      reportError(event.reason, { tags: { handler: 'unhandledrejection' } });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
    // Configuration comes from the server and does not change during a page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    addBreadcrumb({ category: 'navigation', message: pathname });
  }, [pathname]);

  return null;
}
