import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, renderMessage } from './error-wording.ts';
import { KIT_MESSAGES } from './http/messages.ts';
import { AUTH_MESSAGES } from './modules/auth/messages.ts';
import { CATALOG_MESSAGES } from './modules/catalog/messages.ts';
import { CHECKOUT_MESSAGES } from './modules/checkout/messages.ts';
import { CONTENT_MESSAGES } from './modules/content/messages.ts';
import { CREDIT_MESSAGES } from './modules/credit/messages.ts';
import { CUSTOMER_MESSAGES } from './modules/customer/messages.ts';
import { GIFT_CARD_MESSAGES } from './modules/giftcard/messages.ts';
import { ORDER_MESSAGES } from './modules/order/messages.ts';
import { PAYMENT_MESSAGES } from './modules/payment/messages.ts';
import { QUOTE_MESSAGES } from './modules/quote/messages.ts';
import { REFERRAL_MESSAGES } from './modules/referral/messages.ts';
import { SUBSCRIPTION_MESSAGES } from './modules/subscription/messages.ts';
import { WISHLIST_MESSAGES } from './modules/wishlist/messages.ts';

describe('localised error messages', () => {
  it('has every message in English, French and Arabic', () => {
    for (const [code, byLanguage] of Object.entries(ERROR_MESSAGES)) {
      for (const language of ['en', 'fr', 'ar'] as const) {
        expect(byLanguage[language], `${code}.${language}`).toMatch(/\S/);
      }
    }
  });

  it('fills placeholders', () => {
    expect(renderMessage('PRODUCT_NOT_FOUND', 'fr', { sku: 'VT1' })).toBe(
      'Le produit « VT1 » est introuvable.',
    );
    expect(renderMessage('VALIDATION_FAILED', 'en', { fields: 'skus' })).toBe(
      'The request is not valid: skus.',
    );
  });

  it('words a code it does not know as our own fault, never a blank', () => {
    expect(renderMessage('NO_SUCH_CODE', 'ar')).toBe(renderMessage('INTERNAL_ERROR', 'ar'));
  });

  it('gives each code one owner: no module rewords a code of the kit or of another module', () => {
    const tables = [
      KIT_MESSAGES,
      AUTH_MESSAGES,
      CATALOG_MESSAGES,
      CHECKOUT_MESSAGES,
      CONTENT_MESSAGES,
      CREDIT_MESSAGES,
      CUSTOMER_MESSAGES,
      GIFT_CARD_MESSAGES,
      ORDER_MESSAGES,
      PAYMENT_MESSAGES,
      QUOTE_MESSAGES,
      REFERRAL_MESSAGES,
      SUBSCRIPTION_MESSAGES,
      WISHLIST_MESSAGES,
    ];
    const counted = tables.flatMap((table) => Object.keys(table));
    expect(counted.length).toBe(Object.keys(ERROR_MESSAGES).length);
  });
});
