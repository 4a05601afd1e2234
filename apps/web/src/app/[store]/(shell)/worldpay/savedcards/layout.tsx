import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

// A signed-in page: it reads the session cookie, so it is never cached.
export const dynamic = 'force-dynamic';

/** The card forms are client components: they get the orders wording with the shell's. */
export default async function SavedCardsLayout({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Record<string, unknown>;
  const pick = ['shell', 'error', 'orders'];
  return (
    <NextIntlClientProvider messages={Object.fromEntries(pick.map((ns) => [ns, messages[ns]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
