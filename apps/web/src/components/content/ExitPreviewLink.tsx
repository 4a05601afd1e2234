'use client';

import type { ReactNode } from 'react';
import { PREVIEW_EXIT_PATH } from '@/lib/content/preview';

const exitTo = (page: string) => `${PREVIEW_EXIT_PATH}?to=${encodeURIComponent(page)}`;

/**
 * §5 "Exit preview", back to the page on screen. The server draws the store's home (all it knows
 * in a layout); when pressed, the link is pointed at the address bar's page, so it is right after
 * client-side navigation too. The exit route trusts neither: it checks `to` like every return path.
 */
export function ExitPreviewLink({
  home,
  className,
  children,
}: {
  home: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // A plain link: prefetching it would end the preview (Next's draft-mode advice).
    <a
      href={exitTo(home)}
      className={className}
      onClick={(event) => {
        event.currentTarget.href = exitTo(location.pathname + location.search);
      }}
    >
      {children}
    </a>
  );
}
