import '../globals.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// Tools for people building the store, outside every store's layout (no header, no locale).
export const metadata: Metadata = {
  title: { default: 'Development tools', template: '%s · Vitrine development' },
  robots: { index: false, follow: false },
};

export default function DevLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <body className="min-h-screen">
        <main id="main" className="mx-auto max-w-6xl px-4 py-10 md:px-6">
          {children}
        </main>
      </body>
    </html>
  );
}
