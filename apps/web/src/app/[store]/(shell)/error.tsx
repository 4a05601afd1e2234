'use client';

import { ErrorView } from '@/components/shell/ErrorView';

/** Errors of a `(shell)` page: rendered inside the group's layout, so header and footer stay. */
export default function ErrorBoundary(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView {...props} />;
}
