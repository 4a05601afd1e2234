import '../globals.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// Issue 5: the merchandisers' back office, outside every store's layout (no store header, no
// locale, no shell content) and never indexed. English only. Access is checked per page and
// action (_lib/access.ts).
export const metadata: Metadata = {
  title: { default: 'Content', template: '%s · Vitrine staff' },
  robots: { index: false, follow: false },
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <body className="min-h-screen bg-white text-stone-900">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <header className="border-b border-stone-200">
          <nav aria-label="Staff" className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3 md:px-6">
            <a href="/staff/content" className="font-semibold underline-offset-4 hover:underline">
              Vitrine content
            </a>
            <a href="/" className="text-sm underline underline-offset-4">
              Open the store
            </a>
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-6xl px-4 py-8 md:px-6">
          {children}
        </main>
      </body>
    </html>
  );
}
