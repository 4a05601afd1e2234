import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

// A signed-in page: it reads the session cookie, so it is never cached.
export const dynamic = 'force-dynamic';

/**
 * The card forms are client components: they get the orders wording with the shell's, and the
 * wording of the provider's card fields, which they share with the checkout (issue 34).
 */
export default async function SavedCardsLayout({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Record<string, unknown>;
  const pick = ['shell', 'error', 'orders'];
  const checkout = messages['checkout'] as { cardFields?: unknown } | undefined;
  return (
    <NextIntlClientProvider
      messages={{
        ...Object.fromEntries(pick.map((ns) => [ns, messages[ns]])),
        checkout: { cardFields: checkout?.cardFields },
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
