import type { ReactNode } from 'react';
import { StoreChrome } from '@/components/shell/StoreChrome';
import { shellChrome } from '@/lib/content/shell';
import { reportingOutcome } from '@/lib/page-outcome';
import { storeFromParams } from '@/lib/store';

/**
 * §2.3 "on every other route the shell fetches menu, footer and listing-banner data on the
 * server": every route in this group gets them here, each piece on its own so a failing one leaves
 * only that piece empty (§8). The routes §2.3 exempts live outside the group and load them in
 * their own data functions (decision 0011; `shellFetchesLayoutData` in @vitrine/config).
 */
export default function ShellLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ store: string }>;
}) {
  // The group has its own 404 inside this chrome; the store's 404 above need not draw another.
  return reportingOutcome(async () => {
    const store = await storeFromParams(params);
    return (
      <StoreChrome store={store} chrome={await shellChrome(store)}>
        {children}
      </StoreChrome>
    );
  });
}
