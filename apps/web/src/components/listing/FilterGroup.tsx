'use client';

import type { ReactNode } from 'react';
import { Icon } from '@/components/shell/Icon';

/**
 * One group of a listing's filters as a native disclosure: one Tab stop while closed, and the
 * browser tells assistive technology whether it is expanded, before and without JavaScript. Groups
 * start closed so the products come a few Tabs after the page's skip links (issue 29 item 13); a
 * group with a chosen value starts open, so the shopper sees what is applied. A client component
 * (nothing in it runs) so that its markup is not repeated in a listing's payload (decision 0022).
 */
export function FilterGroup({
  name,
  title,
  open,
  children,
}: {
  name: string;
  title: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="group border-t border-black/10 py-4" data-facet={name}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-xs font-semibold uppercase tracking-[0.16em]">
        {title}
        <Icon name="chevron" className="size-3.5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
