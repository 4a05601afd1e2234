import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isReturnPage,
  RETURN_PAGE_HEADERS,
  RETURN_PAGE_POLICY,
  RETURN_TO_CHECKOUT,
  returnPage,
} from './return-page';

describe('the return page after Stripe’s bank screen (issue 34, decision 0079)', () => {
  it('runs its one script by hash, loads nothing else and is framed by the store’s own pages only', () => {
    const hash = createHash('sha256').update(RETURN_TO_CHECKOUT).digest('base64');
    expect(RETURN_PAGE_POLICY).toContain(`script-src 'sha256-${hash}'`);
    expect(RETURN_PAGE_POLICY).toContain("default-src 'none'");
    expect(RETURN_PAGE_POLICY).toContain("frame-ancestors 'self'");
    const html = returnPage({
      lang: 'ar-AE',
      dir: 'rtl',
      title: 'ردّ <b>',
      back: 'العودة',
      checkout: '/ae-ar/checkout',
    });
    expect(html).toContain(`<script>${RETURN_TO_CHECKOUT}</script>`);
    expect(html).toContain('<html lang="ar-AE" dir="rtl">');
    expect(html).toContain('ردّ &lt;b&gt;');
  });

  it('tells the parent, on this origin only, which intent the bank answered', () => {
    const sent: { message: unknown; origin: string }[] = [];
    const parent = { postMessage: (message: unknown, origin: string) => sent.push({ message, origin }) };
    const window = { parent };
    const location = {
      search: '?payment_intent=pi_123&redirect_status=succeeded',
      origin: 'https://shop.example.com',
    };
    new Function('window', 'location', RETURN_TO_CHECKOUT)(window, location);
    expect(sent).toEqual([
      {
        message: {
          source: 'vitrine-stripe-return',
          type: 'challenge',
          reference: 'pi_123',
          status: 'succeeded',
        },
        origin: 'https://shop.example.com',
      },
    ]);
    // Not framed: nothing is sent.
    const alone = { parent: undefined as unknown };
    alone.parent = alone;
    expect(() => new Function('window', 'location', RETURN_TO_CHECKOUT)(alone, location)).not.toThrow();
  });

  it('the web server gives the return path, and only it, the page’s own headers', () => {
    expect(isReturnPage('/payment/authenticated?payment_intent=pi_1&redirect_status=failed')).toBe(true);
    expect(isReturnPage('/payment/authenticated')).toBe(true);
    expect(isReturnPage('/payment/authenticated/x')).toBe(false);
    expect(isReturnPage('/ae-ar/payment/authenticated')).toBe(false);
    expect(RETURN_PAGE_HEADERS).toEqual({
      'content-security-policy': RETURN_PAGE_POLICY,
      'x-frame-options': 'SAMEORIGIN',
    });
  });
});
