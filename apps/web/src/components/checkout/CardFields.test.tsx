import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ar from '../../../messages/ar.json';
import arCheckout from '../../../messages/checkout/ar.json';
import en from '../../../messages/en.json';
import enCheckout from '../../../messages/checkout/en.json';
import type { CardFieldsConfig } from '@/lib/data/payment';
import { CardFields } from './CardFields';

// Issue 34, decision 0079: one component picks the provider's card fields from what the server
// gives the page; the forms never ask which provider it is.
function render(config: CardFieldsConfig, language: 'en' | 'ar' = 'en', error?: string) {
  const messages = language === 'ar' ? { ...ar, checkout: arCheckout } : { ...en, checkout: enCheckout };
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={language === 'ar' ? 'ar-AE' : 'en-GB'} messages={messages} timeZone="UTC">
      <CardFields
        config={config}
        language={language}
        title="Card details"
        error={error}
        onSubmit={() => {}}
      />
    </NextIntlClientProvider>,
  );
}

describe('CardFields', () => {
  it('the sandbox: its framed fields from its own origin, in the page’s language', () => {
    const html = render({ kind: 'sandbox', origin: 'http://127.0.0.1:4242' }, 'ar');
    expect(html).toContain('src="http://127.0.0.1:4242/fields?lang=ar"');
    expect(html).toContain('data-testid="card-frame"');
    expect(html).not.toContain('data-card-fields="stripe"');
  });

  it('Stripe: the Card Element’s place, the holder’s name (never posted with the form) and a loading note', () => {
    const html = render({
      kind: 'stripe',
      publishableKey: 'pk_test_abc',
      scriptUrl: 'https://js.stripe.com/v3/',
    });
    expect(html).toContain('data-card-fields="stripe"');
    expect(html).toContain('data-testid="stripe-card-element"');
    expect(html).toContain('Name on card');
    expect(html).toMatch(/autocomplete="cc-name"/i);
    // The name goes to Stripe as billing details only: the field has no form name.
    expect(html).not.toMatch(/<input[^>]*\sname=/);
    expect(html).toContain('Loading our payment provider’s secure card fields…');
    expect(html).not.toContain('<iframe');
  });

  it('Stripe in Arabic: Arabic labels; the server’s word on the card in the error slot', () => {
    const html = render(
      { kind: 'stripe', publishableKey: 'pk_test_abc', scriptUrl: 'https://js.stripe.com/v3/' },
      'ar',
      'تم رفض البطاقة',
    );
    expect(html).toContain(arCheckout.cardFields.holderName);
    expect(html).toMatch(/role="alert"[^>]*data-testid="card-error">تم رفض البطاقة</);
  });
});
