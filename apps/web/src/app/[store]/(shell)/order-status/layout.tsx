import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

// The answer depends on what the shopper sends: never cached.
export const dynamic = 'force-dynamic';

/** The look-up form draws its answer in the browser, so it gets the orders wording with the shell's. */
export default async function OrderStatusLayout({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Record<string, unknown>;
  const pick = ['shell', 'error', 'orders'];
  return (
    <NextIntlClientProvider messages={Object.fromEntries(pick.map((ns) => [ns, messages[ns]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
