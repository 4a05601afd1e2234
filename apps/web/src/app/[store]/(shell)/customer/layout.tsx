import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

// Account pages read the session cookie: never cached, always rendered for the one shopper.
export const dynamic = 'force-dynamic';

/** The account pages' client components get the account wording; other pages never carry it. */
export default async function CustomerLayout({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Record<string, unknown>;
  const pick = ['shell', 'error', 'account', 'accountArea'];
  return (
    <NextIntlClientProvider messages={Object.fromEntries(pick.map((ns) => [ns, messages[ns]]))}>
      {children}
    </NextIntlClientProvider>
  );
}
