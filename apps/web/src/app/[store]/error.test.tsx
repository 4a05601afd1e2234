import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import ErrorBoundary from './error';

function render(locale: string, messages: typeof en) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/London">
      <ErrorBoundary error={new Error('Stock service unavailable')} reset={() => {}} />
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

  it('speaks the store language', () => {
    expect(render('ar-AE', ar as unknown as typeof en)).toContain('حدث خطأ ما');
  });
});
