'use client';

import { ErrorView } from '@/components/shell/ErrorView';

/**
 * Errors of the routes outside `(shell)` (home, catalogue, search results, the 404 page) and of the
 * `(shell)` layout itself: no header or footer is drawn above this boundary, so it draws the way
 * home itself.
 */
export default function ErrorBoundary(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView {...props} standalone />;
}
