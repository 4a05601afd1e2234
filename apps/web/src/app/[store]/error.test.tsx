import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import ShellErrorBoundary from './(shell)/error';
import ErrorBoundary from './error';

// The request config adds the store's code and home link to the messages (i18n/request.ts).
const STORE = { code: 'en-IE', home: '/ie' };

function render(
  locale: string,
  messages: typeof en,
  Boundary = ErrorBoundary,
  error: Error & { digest?: string } = new Error('Stock service unavailable'),
) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={{ ...messages, store: STORE }} timeZone="Europe/London">
      <Boundary error={error} reset={() => {}} />
    </NextIntlClientProvider>,
  );
}

describe('§2.3 error boundary', () => {
  it('shows the error message in an alert banner with a retry', () => {
    const html = render('en-GB', en);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Stock service unavailable');
    expect(html).toContain('Try again');
  });

  it('is grey and centred on mobile, red and start-aligned on desktop', () => {
    const classes =
      render('en-GB', en)
        .match(/data-testid="error-banner" class="([^"]+)"/)?.[1]
        ?.split(' ') ?? [];
    // Mobile first: the unprefixed classes are the phone's.
    expect(classes).toEqual(expect.arrayContaining(['bg-neutral-200', 'text-center']));
    expect(classes).toEqual(expect.arrayContaining(['md:bg-[#b3261e]', 'md:text-start', 'md:text-white']));
  });

  it('draws the way home where no header is drawn above it (home, catalogue, search results)', () => {
    const html = render('en-GB', en);
    expect(html).toContain('<main id="main">');
    expect(html).toContain('<a href="/ie" aria-label="Vitrine home">');
    expect(html).toMatch(/<a href="\/ie"[^>]*>Vitrine home<\/a>/);
  });

  it('inside (shell) leaves header, main and footer to the layout around it', () => {
    const html = render('en-GB', en, ShellErrorBoundary);
    expect(html).toContain('Stock service unavailable');
    expect(html).not.toContain('<main');
    expect(html).not.toContain('href="/ie"');
  });

  it('a server error: the store’s own words and the digest to quote, never the withheld English', () => {
    const withheld = Object.assign(new Error('An error occurred in the Server Components render.'), {
      digest: '2713301044',
    });
    const html = render('ar-AE', ar as unknown as typeof en, ShellErrorBoundary, withheld);
    expect(html).toContain(ar.error.serverMessage);
    expect(html).toContain('المرجع: 2713301044');
    expect(html).not.toContain('Server Components');
  });

  it('speaks the store language', () => {
    expect(render('ar-AE', ar as unknown as typeof en)).toContain('حدث خطأ ما');
  });
});
