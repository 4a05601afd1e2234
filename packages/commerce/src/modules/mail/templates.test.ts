import type { Language } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import type { MailMessage, MailTemplate } from './messages.ts';
import { escapeHtml, mailLanguage, renderMail } from './templates.ts';

type DataOf<T extends MailTemplate> = Extract<MailMessage, { template: T }>['data'];

// Names can hold anything a shopper types; URLs carry query strings with '&'.
const NAME = 'Zoë <script>alert(1)</script>';
const SAMPLES: { [T in MailTemplate]: DataOf<T> } = {
  welcome: { firstName: NAME, accountUrl: 'https://shop.example/customer/account' },
  'account-exists': {
    firstName: NAME,
    loginUrl: 'https://shop.example/customer/account/login',
    resetUrl: 'https://shop.example/customer/account/forgotpassword',
  },
  'password-reset': {
    firstName: NAME,
    resetUrl: 'https://shop.example/customer/account/changeforgotten?token=a1&x=<b>',
    expiresMinutes: 45,
  },
  'sign-in-link': {
    firstName: NAME,
    signInUrl: 'https://shop.example/customer/account/loginlink?token=a1&x=<b>',
    expiresMinutes: 15,
  },
  'password-changed': { firstName: NAME, resetUrl: 'https://shop.example/fr/mot-de-passe?from=mail' },
  'email-changed': { firstName: NAME, newEmail: 'new.address+shop@example.com' },
  'deletion-code': { firstName: NAME, code: '482913', expiresMinutes: 15 },
  'account-deleted': { firstName: NAME },
  'newsletter-confirm': {
    confirmUrl: 'https://shop.example/newsletter/confirm?email=a%40b.example&sig=abc',
    unsubscribeUrl: 'https://shop.example/newsletter/unsubscribe?email=a%40b.example&sig=def',
  },
  'staff-discount-verify': {
    firstName: NAME,
    verifyUrl: 'https://shop.example/customer/staff/verify?token=xyz',
    expiresMinutes: 1440,
  },
  'contact-staff': {
    reference: 'CT-7K2M9QXA',
    name: NAME,
    email: 'shopper+care@example.com',
    orderNumber: '',
    topic: 'returns',
    message: 'My parcel arrived <b>damaged</b>.\nCan I swap it?',
    store: 'fr-FR',
  },
  'contact-confirmation': { reference: 'CT-7K2M9QXA', topic: 'delivery' },
  // Issue 4 order emails; their lines, totals and address are checked in order/emails.test.ts.
  'order-confirmation': {
    firstName: NAME,
    orderNumber: 'VT100042',
    placedDate: '21/11/2026',
    lines: [{ name: 'Satin Slip Dress', colour: 'Black', size: '10', quantity: 2, price: '£70.00' }],
    totals: {
      subtotal: '£70.00',
      discount: null,
      shipping: '£3.99',
      total: '£73.99',
      tenders: [{ kind: 'card', brand: 'visa', last4: '4242', amountMinor: 7399, amount: '£73.99' }],
      tax: null,
    },
    delivery: { method: 'standard', from: '24/11/2026', to: '26/11/2026' },
    address: ['Ava Stone', '1 High Street', 'London', 'SW1A 1AA', 'GB'],
    trackUrl: 'https://shop.example/customer/track-order?number=VT100042',
    receipt: null,
  },
  'order-dispatched': {
    firstName: NAME,
    orderNumber: 'VT100042',
    carrier: 'Royal Mail',
    trackingNumber: 'RM123456785GB',
    trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB',
    trackOrderUrl: 'https://shop.example/customer/track-order?number=VT100042&from=mail',
    delivery: { method: 'standard', from: '24/11/2026', to: '26/11/2026' },
  },
  'order-cancelled': {
    firstName: NAME,
    orderNumber: 'VT100042',
    byShopper: true,
    cardAmount: '£63.99',
    giftCardAmount: '£10.00',
    creditAmount: null,
    orderUrl: 'https://shop.example/customer/order-history/VT100042',
  },
  'order-return-refunded': {
    firstName: NAME,
    orderNumber: 'VT100042',
    returnReference: 'R-VT100042-1',
    totalAmount: '£45.00',
    cardAmount: '£35.00',
    giftCardAmount: '£10.00',
    creditAmount: null,
    orderUrl: 'https://shop.example/customer/order-history/VT100042',
  },
  'referral-welcome': {
    firstName: NAME,
    referrerFirstName: 'Ava <b>',
    code: 'FRIEND-ABCD2345',
    percentOff: 15,
    validDays: 30,
    shopUrl: 'https://shop.example/?a=1&b=<c>',
  },
  'referral-rewarded': {
    firstName: NAME,
    friendFirstName: 'Mia',
    amount: '£10.00',
    creditUrl: 'https://shop.example/customer/credit',
  },
  'back-in-stock': {
    firstName: NAME,
    productName: 'Linen midi dress',
    size: 'UK 10',
    productUrl: 'https://shop.example/linen-midi-dress-000123.html?utm=a&b=<c>',
    wishlistUrl: 'https://shop.example/customer/account/wishlist',
  },
  'gift-card': {
    recipientName: NAME,
    senderName: 'Ava <b>',
    amount: '£50.00',
    code: 'ABCD-EFGH-JKMN-PQRS',
    pin: '012345',
    message: 'Happy birthday!\nLove <3',
    activateUrl: 'https://shop.example/giftcards/activate?from=mail&x=<y>',
  },
  'subscription-notice': {
    firstName: NAME,
    notice: 'reminder',
    date: '21/11/2027',
    price: '£9.99',
    accountUrl: 'https://shop.example/customer/account/subscription?x=<y>',
  },
  'gift-card-locked': {
    recipientName: NAME,
    last4: 'PQRS',
    misses: 5,
    until: '27/11/2026 14:05',
    customerServiceEmail: 'care@shop.example',
  },
};
const MESSAGES = Object.entries(SAMPLES).map(([template, data]) => ({ template, data }) as MailMessage);
const LANGUAGES: Language[] = ['en', 'fr', 'ar'];
const CASES = LANGUAGES.flatMap((language) =>
  MESSAGES.map((message) => [language, message.template, message] as const),
);

const render = (message: MailMessage, language: Language, brandName = 'Vitrine') =>
  renderMail(message, { language, brandName });

describe('subscription notices', () => {
  it.each(LANGUAGES)('%s: the reminder, the renewal and the end each say their own thing', (language) => {
    const notices = (['reminder', 'renewed', 'expired'] as const).map((notice) =>
      render(
        { template: 'subscription-notice', data: { ...SAMPLES['subscription-notice'], notice } },
        language,
      ),
    );
    expect(new Set(notices.map((m) => m.subject)).size).toBe(3);
    expect(new Set(notices.map((m) => m.text)).size).toBe(3);
    for (const mail of notices) expect(mail.text).toContain('21/11/2027');
  });
});

describe('every template in every language', () => {
  it.each(CASES)('%s %s: subject, HTML and text carry the brand and every value', (language, _t, message) => {
    const mail = render(message, language);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.subject).not.toMatch(/undefined|NaN|\[object/);
    expect(mail.text).not.toMatch(/undefined|NaN|\[object/);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    expect(mail.text).toContain('Vitrine');
    expect(mail.html).toContain('Vitrine');
    for (const [key, value] of Object.entries(message.data)) {
      // A contact topic is shown by its label and a message line by line: checked in §7.6 below;
      // a subscription notice picks the wording: checked under "subscription notices".
      // Who cancelled an order picks the wording too: checked in order/cancel.int.test.ts.
      if (key === 'topic' || key === 'message' || key === 'notice' || key === 'byShopper') continue;
      // Lists and groups (an order's lines, totals, address) are checked by their own tests.
      if (typeof value === 'object') continue;
      // Durations are words ("45 minutes", "1 day" as hours); the number itself is always there.
      const shown = key === 'expiresMinutes' ? String(value === 1440 ? 24 : value) : String(value);
      expect(mail.text, key).toContain(key === 'firstName' ? 'Zoë' : shown);
      expect(mail.html, key).toContain(escapeHtml(shown));
      // Full URLs in the text part; real anchors in the HTML.
      if (key.endsWith('Url')) {
        expect(mail.text).toContain(String(value));
        expect(mail.html).toContain(`href="${escapeHtml(String(value))}"`);
      }
    }
  });

  it.each(CASES)('%s %s: escapes what a shopper typed', (language, _t, message) => {
    const { html, text } = render(message, language);
    expect(html).not.toMatch(/<script|<b>/i);
    if ('firstName' in message.data) {
      expect(html).toContain('Zoë &lt;script&gt;alert(1)&lt;/script&gt;');
      // The text part is not markup: the name reads as typed.
      expect(text).toContain(NAME);
    }
  });

  it('is written in each language, not the same words three times', () => {
    for (const message of MESSAGES) {
      const subjects = new Set(LANGUAGES.map((l) => render(message, l).subject));
      expect(subjects.size, message.template).toBe(3);
    }
  });

  it('is simple, accessible HTML: declared language and direction, one heading, no layout tables', () => {
    for (const language of LANGUAGES) {
      const { html } = render(MESSAGES[0]!, language);
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html).toContain('role="article"');
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).not.toContain('<table');
    }
  });
});

describe('Arabic', () => {
  it('is right to left, in Arabic, aligned right', () => {
    const { html, subject, text } = render(
      {
        template: 'welcome',
        data: { firstName: 'ليلى', accountUrl: 'https://shop.example/ae-ar/customer/account' },
      },
      'ar',
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('text-align:right');
    expect(html).not.toContain('text-align:left');
    expect(subject).toBe('مرحباً بك في Vitrine');
    expect(text).toContain('مرحباً ليلى،');
  });

  it('counts with the dual and the plural', () => {
    const reset = (expiresMinutes: number) =>
      render(
        {
          template: 'password-reset',
          data: { firstName: 'ليلى', resetUrl: 'https://s.example/r', expiresMinutes },
        },
        'ar',
      ).text;
    expect(reset(1)).toContain('لمدة دقيقة واحدة');
    expect(reset(2)).toContain('لمدة دقيقتين');
    expect(reset(5)).toContain('لمدة 5 دقائق');
    expect(reset(15)).toContain('لمدة 15 دقيقة');
    expect(reset(60)).toContain('لمدة ساعة واحدة');
    expect(reset(120)).toContain('لمدة ساعتين');
    expect(reset(180)).toContain('لمدة 3 ساعات');
  });
});

describe('wording details', () => {
  const reset = (language: Language, expiresMinutes: number) =>
    render(
      {
        template: 'password-reset',
        data: { firstName: 'Ann', resetUrl: 'https://s.example/r', expiresMinutes },
      },
      language,
    ).text;

  it('says whole hours in hours, singular and plural right', () => {
    expect(reset('en', 60)).toContain('valid for 1 hour ');
    expect(reset('en', 90)).toContain('valid for 90 minutes');
    expect(reset('en', 1)).toContain('valid for 1 minute ');
    expect(reset('fr', 60)).toContain('valable 1\u00a0heure');
    expect(reset('fr', 120)).toContain('valable 2\u00a0heures');
    expect(reset('fr', 30)).toContain('valable 30\u00a0minutes');
  });

  it('greets politely with or without a name', () => {
    expect(render(MESSAGES[0]!, 'fr').text).toContain('Bonjour Zoë');
    const unnamed = { template: 'account-deleted', data: { firstName: ' ' } } as const;
    expect(render(unnamed, 'en').text).toContain('Hello,');
    expect(render(unnamed, 'fr').text).toContain('Bonjour,');
    expect(render(unnamed, 'ar').text).toContain('مرحباً،');
  });

  it('keeps French typography: no-break spaces before double punctuation', () => {
    const { text } = render(
      { template: 'deletion-code', data: { firstName: 'Ann', code: '123456', expiresMinutes: 10 } },
      'fr',
    );
    expect(text).not.toMatch(/( |\p{L})[:;?!]/u);
    expect(text).toContain('votre compte\u00a0:');
    expect(text).toContain('Votre code\u00a0: 123456');
  });

  it('shows a code large, left to right, and in the text part', () => {
    const { html, text } = render(
      { template: 'deletion-code', data: { firstName: 'ليلى', code: '004217', expiresMinutes: 10 } },
      'ar',
    );
    expect(html).toMatch(/<p dir="ltr"[^>]*><span[^>]*>004217<\/span><\/p>/);
    expect(text).toContain('رمز التأكيد: 004217');
  });

  it('isolates an address inside a sentence so it keeps its direction in Arabic', () => {
    const { html } = render(
      { template: 'email-changed', data: { firstName: 'x', newEmail: 'a@b.example' } },
      'ar',
    );
    expect(html).toContain('<strong><bdi>a@b.example</bdi></strong>');
  });

  it('signs with the configured brand', () => {
    const mail = render(MESSAGES[0]!, 'en', 'boohooMAN');
    expect(mail.subject).toBe('Welcome to boohooMAN');
    expect(mail.text).toContain('This email was sent by boohooMAN.');
    expect(mail.html).not.toContain('Vitrine');
  });

  it('refuses links a mail client cannot follow, or that run script', () => {
    for (const accountUrl of ['javascript:alert(1)', '/customer/account', 'data:text/html,hi']) {
      expect(() => render({ template: 'welcome', data: { firstName: 'A', accountUrl } }, 'en')).toThrow(
        /absolute http\(s\) URLs/,
      );
    }
  });
});

describe('mailLanguage', () => {
  it('follows the store locale (§3.2 language)', () => {
    expect(mailLanguage('fr-FR')).toBe('fr');
    expect(mailLanguage('ar-AE')).toBe('ar');
    expect(mailLanguage('en-AE')).toBe('en');
    expect(mailLanguage('en-US')).toBe('en');
  });

  it('refuses an unknown locale rather than guessing', () => {
    expect(() => mailLanguage('de-DE')).toThrow(/Unknown locale/);
  });
});

describe('§7.6 contact emails', () => {
  const staff = SAMPLES['contact-staff'];
  it('gives customer service every field, the message line by line and escaped', () => {
    const { html, text, subject } = render({ template: 'contact-staff', data: staff }, 'en');
    expect(subject).toBe('Contact form: returns and refunds (CT-7K2M9QXA)');
    expect(text).toContain('My parcel arrived <b>damaged</b>.\n\nCan I swap it?');
    expect(html).toContain('My parcel arrived &lt;b&gt;damaged&lt;/b&gt;.');
    expect(text).toContain('Order number: -');
  });

  it('confirms to the sender in their language, without echoing what was typed', () => {
    const fr = render(
      { template: 'contact-confirmation', data: { reference: 'CT-1', topic: 'delivery' } },
      'fr',
    );
    expect(fr.subject).toContain('CT-1');
    expect(fr.text).toContain('la livraison');
    const ar = render(
      { template: 'contact-confirmation', data: { reference: 'CT-1', topic: 'order' } },
      'ar',
    );
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('طلب');
  });
});

describe('issue 6: an order of gift cards only', () => {
  it.each(LANGUAGES)('%s: a digital line has no colour or size, and delivery is by email', (language) => {
    const sample = SAMPLES['order-confirmation'];
    const { text } = render(
      {
        template: 'order-confirmation',
        data: {
          ...sample,
          lines: [{ name: 'Digital gift card', colour: '', size: '', quantity: 1, price: '£50.00' }],
          delivery: { method: 'digital', from: '21/11/2026', to: '21/11/2026' },
        },
      },
      language,
    );
    expect(text).toContain('Digital gift card');
    expect(text).not.toMatch(/size|taille|المقاس/);
    expect(text).not.toMatch(/\bdigital\b/);
  });
});
