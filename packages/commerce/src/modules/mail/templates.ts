import { findLocale, type ContactTopic, type Language, type TaxName } from '@vitrine/config';
import type {
  MailMessage,
  MailTemplate,
  OrderMailReceipt,
  OrderMailReceiptLine,
  OrderMailTender,
  OrderMailTotals,
} from './messages.ts';

/**
 * Renders every MailMessage to a subject, an HTML part and a text part in the store's language
 * (en, fr, ar). The wording lives in one table per language (COPY below); the layout functions
 * know nothing about any template, so a new language is one new table and a new template is one
 * new entry per table (the compiler refuses a table that misses one).
 */

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface RenderOptions {
  language: Language;
  /** The brand's display name (BRANDS[BRAND].name): every email is signed with it. */
  brandName: string;
}

/** A value inside a sentence: shown in bold and isolated, so an address or a Latin name keeps
 * its own direction inside Arabic text. */
interface Value {
  value: string;
}
type Inline = string | Value;

type Block =
  | { kind: 'text'; parts: Inline[] }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'link'; lead: string; label: string; url: string };

interface MailContent {
  subject: string;
  heading: string;
  blocks: Block[];
}

type DataOf<T extends MailTemplate> = Extract<MailMessage, { template: T }>['data'];
type Compose<T extends MailTemplate> = (data: DataOf<T>, brand: string) => MailContent;

interface LanguageCopy {
  direction: 'ltr' | 'rtl';
  /** Ends a label in the text part ("Your code: 123456"); French puts a no-break space before it. */
  colon: string;
  /** Shown under the button, so a reader whose client hides the button can still follow it. */
  buttonFallback: string;
  footer: (brand: string) => string;
  templates: { [T in MailTemplate]: Compose<T> };
}

const value = (v: string | number): Value => ({ value: String(v) });

/** A paragraph: literal text, with interpolations kept apart so the renderer escapes them. */
function p(strings: TemplateStringsArray, ...values: (string | number | Value)[]): Block {
  const parts: Inline[] = [];
  strings.forEach((s, i) => {
    if (s) parts.push(s);
    if (i < values.length) {
      const v = values[i]!;
      parts.push(typeof v === 'object' ? v : String(v));
    }
  });
  return { kind: 'text', parts };
}

const button = (label: string, url: string): Block => ({ kind: 'button', label, url });
const code = (label: string, c: string): Block => ({ kind: 'code', label, code: c });
const link = (lead: string, label: string, url: string): Block => ({ kind: 'link', lead, label, url });

/** A shopper's own text, one paragraph per line (line breaks kept, every part escaped). */
const quoted = (text: string): Block[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ kind: 'text', parts: [line] }));

// Order emails (issue 4): amounts and dates arrive written the store's way; the templates only
// word the labels around them.

interface OrderWords {
  subtotal: string;
  discount: string;
  shipping: string;
  /** Tenders (issue 29 item 11): a gift card and a bank card are followed by their masked number. */
  giftCard: string;
  credit: string;
  card: string;
  total: string;
  /** Shipping method codes by their letters and digits only ('next-day' → 'nextday'). */
  methods: Record<string, string>;
  /** Issue 31: what the store calls its tax, and the receipt's words. */
  taxNames: Record<TaxName, string>;
  /** "Including VAT" under the total where prices include it. */
  including: (tax: string) => string;
  /** The names of the taxes a rate is made of (VAT, GST, PST...), where this language has its own. */
  taxComponents: Record<string, string>;
  receipt: {
    title: (tax: string) => string;
    seller: string;
    taxNumber: (tax: string) => string;
    quantity: string;
    net: string;
    gross: string;
    /** A rate as this language writes it: "20%", "20 %". */
    rate: (rate: string) => string;
    totalNet: (tax: string) => string;
    totalTax: (tax: string) => string;
    totalGross: (tax: string) => string;
  };
}

const methodName = (code: string, words: OrderWords) =>
  words.methods[code.toLowerCase().replace(/[^a-z0-9]/g, '')] ?? code;

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** A gift card's or bank card's number as a shopper is shown it: the last four only. */
const masked = (last4: string | null) => (last4 ? value(`•••• ${last4}`) : null);

function tenderLabel(tender: OrderMailTender, words: OrderWords): Inline[] {
  if (tender.kind === 'credit') return [words.credit];
  const mask = masked(tender.last4);
  const brand = tender.kind === 'card' && tender.brand ? (CARD_BRANDS[tender.brand] ?? tender.brand) : null;
  const label = tender.kind === 'card' ? words.card : words.giftCard;
  return [label, ...(brand ? [' ', value(brand)] : []), ...(mask ? [' ', mask] : [])];
}

/**
 * One row per amount the order has, then the total, then what paid it (issue 29 item 11): each
 * gift card and the account balance taken off the total, the bank card with the rest.
 */
function totalsBlocks(t: OrderMailTotals, words: OrderWords, colon: string): Block[] {
  const rows: [Inline[], string | null][] = [
    [[words.subtotal], t.subtotal],
    [[words.discount], t.discount],
    [[words.shipping], t.shipping],
    // Issue 31: US and Canadian tax is added before the total; VAT and GST are inside it.
    [[t.tax ? words.taxNames[t.tax.name] : ''], t.tax && !t.tax.pricesIncludeTax ? t.tax.amount : null],
    [[words.total], t.total],
    [
      [t.tax ? words.including(words.taxNames[t.tax.name]) : ''],
      t.tax?.pricesIncludeTax ? t.tax.amount : null,
    ],
    ...t.tenders.map((tender): [Inline[], string] => [tenderLabel(tender, words), tender.amount]),
  ];
  return rows
    .filter((row): row is [Inline[], string] => row[1] !== null)
    .map(([label, amount]) => ({ kind: 'text', parts: [...label, `${colon} `, value(amount)] }));
}

/**
 * Issue 31 item 4: the tax receipt (the seller and its registration, each line with its rate,
 * net, tax and gross, the tax by rate, the totals), one paragraph per row.
 */
function receiptBlocks(r: OrderMailReceipt | null, words: OrderWords, colon: string): Block[] {
  if (!r || r.taxName === 'none') return [];
  const tax = words.taxNames[r.taxName];
  const w = words.receipt;
  const component = (name: string) => words.taxComponents[name] ?? name;
  const rateOf = (l: OrderMailReceiptLine) =>
    l.components.length > 1
      ? l.components.map((c) => `${component(c.name)} ${w.rate(c.rate)}`).join(' + ')
      : w.rate(l.rate);
  const row = (label: Inline[], l: OrderMailReceiptLine): Block => ({
    kind: 'text',
    parts: [
      ...label,
      ` × ${l.quantity}, ${rateOf(l)}${colon} ${w.net} `,
      value(l.net),
      `, ${tax} `,
      value(l.tax),
      `, ${w.gross} `,
      value(l.gross),
    ],
  });
  const line = (label: string, amount: string): Block => ({
    kind: 'text',
    parts: [label, `${colon} `, value(amount)],
  });
  return [
    { kind: 'text', parts: [value(w.title(tax))] },
    { kind: 'text', parts: [`${w.seller}${colon} `, value(r.seller.name), ', ', r.seller.address] },
    ...(r.seller.taxNumber ? [line(w.taxNumber(tax), r.seller.taxNumber)] : []),
    ...r.lines.map((l) => row([value(l.name)], l)),
    ...(r.delivery ? [row([methodName(r.delivery.method, words)], r.delivery)] : []),
    ...r.byRate.map((b) => line(`${component(b.name)} ${w.rate(b.rate)}`, b.tax)),
    line(w.totalNet(tax), r.totals.net),
    line(w.totalTax(tax), r.totals.tax),
    line(w.totalGross(tax), r.totals.gross),
  ];
}

/** An address, one paragraph per line, each isolated so a Latin address reads right in Arabic. */
const addressBlocks = (lines: string[]): Block[] =>
  lines
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ kind: 'text', parts: [value(line)] }));

// ---------------------------------------------------------------------------------------------
// English

/** Durations read better in hours once they are whole hours ("1 hour", not "60 minutes"). */
function enDuration(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) {
    const h = minutes / 60;
    return `${h} ${h === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
const enHello = (name?: string) => (name?.trim() ? p`Hello ${name.trim()},` : p`Hello,`);

const EN_TOPICS: Record<ContactTopic, string> = {
  order: 'an order',
  delivery: 'delivery',
  returns: 'returns and refunds',
  payment: 'payment',
  product: 'a product',
  account: 'your account',
  other: 'something else',
};

const EN_ORDER: OrderWords = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Delivery',
  giftCard: 'Gift card',
  credit: 'Account balance',
  card: 'Card',
  total: 'Total',
  methods: {
    standard: 'Standard delivery',
    nextday: 'Next-day delivery',
    express: 'Express delivery',
    // Issue 6: an order of gift cards only ships nothing.
    digital: 'By email',
  },
  taxNames: { vat: 'VAT', gst: 'GST', sales_tax: 'Sales tax', taxes: 'Taxes', none: 'Tax' },
  including: (tax) => `Including ${tax}`,
  taxComponents: { 'Sales tax': 'State sales tax' },
  receipt: {
    title: (tax) => `${tax} receipt`,
    seller: 'Seller',
    taxNumber: (tax) => `${tax} number`,
    quantity: 'quantity',
    net: 'net',
    gross: 'total',
    rate: (rate) => `${rate}%`,
    totalNet: (tax) => `Total excluding ${tax}`,
    totalTax: (tax) => `Total ${tax}`,
    totalGross: (tax) => `Total including ${tax}`,
  },
};

const en: LanguageCopy = {
  direction: 'ltr',
  colon: ':',
  buttonFallback: 'If the button does not work, copy this link into your browser:',
  footer: (brand) => `This email was sent by ${brand}. Please do not reply: this mailbox is not monitored.`,
  templates: {
    welcome: (d, brand) => ({
      subject: `Welcome to ${brand}`,
      heading: `Welcome to ${brand}`,
      blocks: [
        enHello(d.firstName),
        p`Thank you for creating your account. You can now check out faster, follow your orders and keep your wishlist and addresses in one place.`,
        button('Go to my account', d.accountUrl),
      ],
    }),
    'account-exists': (d, brand) => ({
      subject: `You already have a ${brand} account`,
      heading: 'You already have an account',
      blocks: [
        enHello(d.firstName),
        p`Someone, probably you, has just tried to create a ${brand} account with this email address. An account already exists for it, so nothing has changed.`,
        button('Sign in', d.loginUrl),
        link('Forgotten your password?', 'Choose a new one', d.resetUrl),
        p`If this was not you, you can ignore this email: your account is safe.`,
      ],
    }),
    'password-reset': (d, brand) => ({
      subject: `Reset your ${brand} password`,
      heading: 'Reset your password',
      blocks: [
        enHello(d.firstName),
        p`We received a request to reset the password of your account. Please choose a new one with the button below.`,
        button('Choose a new password', d.resetUrl),
        p`This link is valid for ${enDuration(d.expiresMinutes)} and can be used only once.`,
        p`If you did not ask for this, you can safely ignore this email: your password stays the same.`,
      ],
    }),
    'sign-in-link': (d, brand) => ({
      subject: `Your ${brand} sign-in link`,
      heading: 'Sign in with this link',
      blocks: [
        enHello(d.firstName),
        p`You asked to sign in to your ${brand} account with a link instead of your password. Use the button below on the device you want to sign in on.`,
        button('Sign in', d.signInUrl),
        p`This link is valid for ${enDuration(d.expiresMinutes)} and can be used only once.`,
        p`If you did not ask for it, you can ignore this email: nobody can sign in without it. If you keep getting these, someone may be trying your email address; your password stays private.`,
      ],
    }),
    'password-changed': (d, brand) => ({
      subject: `Your ${brand} password has been changed`,
      heading: 'Your password has been changed',
      blocks: [
        enHello(d.firstName),
        p`This is to confirm that the password of your ${brand} account has been changed.`,
        p`If you did not make this change, please reset your password now to keep your account safe.`,
        button('Reset my password', d.resetUrl),
      ],
    }),
    'email-changed': (d, brand) => ({
      subject: `Your ${brand} email address has been changed`,
      heading: 'Your email address has been changed',
      blocks: [
        enHello(d.firstName),
        p`The email address of your account is now ${value(d.newEmail)}. Please use it to sign in from now on; our emails will be sent there too.`,
        p`If you did not make this change, please contact our customer care team straight away.`,
      ],
    }),
    'deletion-code': (d, brand) => ({
      subject: `Your ${brand} account deletion code`,
      heading: 'Confirm the deletion of your account',
      blocks: [
        enHello(d.firstName),
        p`Please enter this code to confirm that you want to delete your account:`,
        code('Your code', d.code),
        p`The code is valid for ${enDuration(d.expiresMinutes)}.`,
        p`If you did not ask to delete your account, please ignore this email: your account stays as it is. We do recommend changing your password.`,
      ],
    }),
    'account-deleted': (d, brand) => ({
      subject: `Your ${brand} account has been deleted`,
      heading: 'Your account has been deleted',
      blocks: [
        enHello(d.firstName),
        p`As you asked, we have deleted your account and the personal details it held.`,
        p`We are sorry to see you go, and you are welcome back at ${brand} at any time.`,
      ],
    }),
    'newsletter-confirm': (d, brand) => ({
      subject: `Please confirm your ${brand} newsletter subscription`,
      heading: 'Confirm your subscription',
      blocks: [
        enHello(),
        p`Thank you for signing up to the ${brand} newsletter. Please confirm your email address to start receiving our new arrivals, offers and style ideas.`,
        button('Confirm my subscription', d.confirmUrl),
        p`If you did not sign up, simply ignore this email and you will not hear from us.`,
        link('Changed your mind?', 'Unsubscribe', d.unsubscribeUrl),
      ],
    }),
    'staff-discount-verify': (d, brand) => ({
      subject: `Verify your ${brand} staff discount`,
      heading: 'Verify your staff discount',
      blocks: [
        enHello(d.firstName),
        p`To activate the staff discount on your account, please confirm this email address.`,
        button('Verify my email address', d.verifyUrl),
        p`This link is valid for ${enDuration(d.expiresMinutes)}.`,
        p`If you did not ask for a staff discount, you can ignore this email.`,
      ],
    }),
    'contact-staff': (d) => ({
      subject: `Contact form: ${EN_TOPICS[d.topic]} (${d.reference})`,
      heading: 'New message from the contact form',
      blocks: [
        p`Reference: ${value(d.reference)}`,
        p`Store: ${value(d.store)}`,
        p`Name: ${value(d.name)}`,
        p`Email: ${value(d.email)}`,
        p`Order number: ${value(d.orderNumber || '-')}`,
        p`Topic: ${value(EN_TOPICS[d.topic])}`,
        p`Message:`,
        ...quoted(d.message),
        p`Reply to the customer at the email address above and quote the reference.`,
      ],
    }),
    'contact-confirmation': (d, brand) => ({
      subject: `We have received your message (${d.reference})`,
      heading: 'Thank you for contacting us',
      blocks: [
        enHello(),
        p`We have received your message about ${value(EN_TOPICS[d.topic])}. The ${brand} customer care team will reply by email, usually within two working days.`,
        p`Your reference is ${value(d.reference)}. Please quote it if you write to us again about this.`,
        p`If you did not contact us, you can ignore this email.`,
      ],
    }),
    'order-confirmation': (d, brand) => ({
      subject: `Your ${brand} order ${d.orderNumber} is confirmed`,
      heading: 'Thank you for your order',
      blocks: [
        enHello(d.firstName),
        p`We have received your order ${value(d.orderNumber)} of ${value(d.placedDate)}. We will email you again as soon as it is on its way.`,
        ...d.lines.map((l) =>
          // A digital line (gift card, subscription; issue 6) has no colour or size.
          l.colour || l.size
            ? p`${value(l.name)}: ${l.colour}, size ${value(l.size)}, quantity ${value(l.quantity)}, ${value(l.price)}`
            : p`${value(l.name)}: quantity ${value(l.quantity)}, ${value(l.price)}`,
        ),
        ...totalsBlocks(d.totals, EN_ORDER, ':'),
        ...receiptBlocks(d.receipt, EN_ORDER, ':'),
        d.delivery.from === d.delivery.to
          ? p`Delivery: ${value(methodName(d.delivery.method, EN_ORDER))}, expected on ${value(d.delivery.from)}.`
          : p`Delivery: ${value(methodName(d.delivery.method, EN_ORDER))}, expected between ${value(d.delivery.from)} and ${value(d.delivery.to)}.`,
        p`Delivery address:`,
        ...addressBlocks(d.address),
        button('Track my order', d.trackUrl),
      ],
    }),
    'order-dispatched': (d, brand) => ({
      subject: `Your ${brand} order ${d.orderNumber} is on its way`,
      heading: 'Your order is on its way',
      blocks: [
        enHello(d.firstName),
        p`Good news: your order ${value(d.orderNumber)} has left our warehouse with ${value(d.carrier)}.`,
        p`Tracking number: ${value(d.trackingNumber)}`,
        d.delivery.from === d.delivery.to
          ? p`Expected delivery: ${value(d.delivery.from)}.`
          : p`Expected delivery: between ${value(d.delivery.from)} and ${value(d.delivery.to)}.`,
        button(`Track with ${d.carrier}`, d.trackingUrl),
        link('You can also follow every step on our site.', 'Track my order', d.trackOrderUrl),
      ],
    }),
    'order-cancelled': (d, brand) => ({
      subject: `Your ${brand} order ${d.orderNumber} is cancelled`,
      heading: 'Your order is cancelled',
      blocks: [
        enHello(d.firstName),
        d.byShopper
          ? p`As you asked, we have cancelled your order ${value(d.orderNumber)}. Nothing will be sent.`
          : p`We have cancelled your order ${value(d.orderNumber)}. Nothing will be sent. If you did not expect this, please contact us.`,
        ...(d.cardAmount
          ? [
              p`The ${value(d.cardAmount)} held on your card is released: it was never taken. Your bank shows it as available again within a few days.`,
            ]
          : []),
        ...(d.giftCardAmount ? [p`${value(d.giftCardAmount)} is back on your gift card.`] : []),
        ...(d.creditAmount ? [p`${value(d.creditAmount)} is back in your account balance.`] : []),
        button('See my order', d.orderUrl),
      ],
    }),
    'order-return-refunded': (d, brand) => ({
      subject: `Your ${brand} return ${d.returnReference} is refunded`,
      heading: 'Your return is refunded',
      blocks: [
        enHello(d.firstName),
        p`We have received your return ${value(d.returnReference)} of order ${value(d.orderNumber)} and refunded ${value(d.totalAmount)}.`,
        ...(d.cardAmount
          ? [
              p`${value(d.cardAmount)} goes back to the card you paid with. Your bank shows it within a few days.`,
            ]
          : []),
        ...(d.giftCardAmount
          ? [p`${value(d.giftCardAmount)} paid by gift card is added to your account balance.`]
          : []),
        ...(d.creditAmount ? [p`${value(d.creditAmount)} is back in your account balance.`] : []),
        button('See my order', d.orderUrl),
      ],
    }),
    'referral-welcome': (d, brand) => ({
      subject: `${d.referrerFirstName} gave you ${d.percentOff}% off your first ${brand} order`,
      heading: `${d.percentOff}% off your first order`,
      blocks: [
        enHello(d.firstName),
        p`Welcome to ${brand}! Thanks to ${value(d.referrerFirstName)}, you have ${value(`${d.percentOff}%`)} off your first order.`,
        code('Your code', d.code),
        p`Enter it in your bag within ${value(d.validDays)} days. It works once, and only when you are signed in to this account.`,
        button('Start shopping', d.shopUrl),
      ],
    }),
    'referral-rewarded': (d, brand) => ({
      subject: `You earned ${d.amount} of ${brand} credit`,
      heading: 'Thank you for referring a friend',
      blocks: [
        enHello(d.firstName),
        p`${value(d.friendFirstName)} placed their first order through your link, so we have added ${value(d.amount)} to your account balance.`,
        p`It is taken off your next order when you choose to pay with your balance at checkout.`,
        button('See my balance', d.creditUrl),
      ],
    }),
    'back-in-stock': (d, brand) => ({
      subject: d.size
        ? `Back in stock at ${brand}: ${d.productName} in ${d.size}`
        : `Back in stock at ${brand}: ${d.productName}`,
      heading: 'It’s back in stock',
      blocks: [
        enHello(d.firstName),
        d.size
          ? p`Good news: ${value(d.productName)} in size ${value(d.size)}, from your wishlist, is back in stock.`
          : p`Good news: ${value(d.productName)}, from your wishlist, is back in stock.`,
        p`Popular sizes can sell out again quickly, so we can’t hold it for you.`,
        button('Shop it now', d.productUrl),
        link('Everything you have saved is in one place.', 'See my wishlist', d.wishlistUrl),
      ],
    }),
    'gift-card': (d, brand) => ({
      subject: `${d.senderName} sent you a ${d.amount} ${brand} gift card`,
      heading: `A ${d.amount} gift card for you`,
      blocks: [
        enHello(d.recipientName),
        p`${value(d.senderName)} sent you a ${value(d.amount)} ${brand} gift card.`,
        ...(d.message ? [p`Their message:`, ...quoted(d.message)] : []),
        code('Gift card code', d.code),
        code('PIN', d.pin),
        p`To use it, sign in (or create an account) and activate the card: its whole balance becomes your account balance, which you can spend at checkout. Keep the code and PIN private: anyone who has both can use the card.`,
        button('Activate my gift card', d.activateUrl),
      ],
    }),
    'subscription-notice': (d, brand) => {
      const notice = {
        reminder: {
          subject: `Your ${brand} free next-day delivery renews on ${d.date}`,
          heading: 'Your delivery subscription renews soon',
          text: p`Your free next-day delivery for a year renews on ${value(d.date)}: we will charge ${value(d.price)} to your saved card then. Nothing to do if you want to keep it; to stop it, cancel before that date.`,
        },
        renewed: {
          subject: `Your ${brand} free next-day delivery is renewed`,
          heading: 'Another year of free next-day delivery',
          text: p`Your free next-day delivery is renewed until ${value(d.date)}, and ${value(d.price)} was charged to your saved card.`,
        },
        expired: {
          subject: `Your ${brand} free next-day delivery has ended`,
          heading: 'Your delivery subscription has ended',
          text: p`Your free next-day delivery ended on ${value(d.date)}: it was cancelled, or we could not charge a saved card for another year. You can buy it again at any time.`,
        },
      }[d.notice];
      return {
        subject: notice.subject,
        heading: notice.heading,
        blocks: [enHello(d.firstName), notice.text, button('My subscription', d.accountUrl)],
      };
    },
    'gift-card-locked': (d, brand) => ({
      subject: `Your ${brand} gift card ending ${d.last4} is locked`,
      heading: 'Your gift card is locked',
      blocks: [
        enHello(d.recipientName),
        p`Someone entered a wrong PIN ${d.misses} times for your gift card ending ${value(d.last4)}, so we have locked it until ${value(d.until)}. Its balance is safe: nobody can use the card while it is locked.`,
        p`If this was you, you can try again after that time with the PIN from your gift card email.`,
        p`If it was not you, someone else may have seen the card's code. Please write to ${value(d.customerServiceEmail)}: we can cancel the card and issue you a new one with its balance.`,
      ],
    }),
  },
};

// ---------------------------------------------------------------------------------------------
// French: vouvoiement throughout; a no-break space before ":" and a narrow one before ";?!"
// (French typographic rules), so the mark never starts a line on its own.

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** French keeps the singular for 0 and 1 ("1 heure", "0 minute"). */
function frDuration(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) {
    const h = minutes / 60;
    return `${h}${NBSP}${h < 2 ? 'heure' : 'heures'}`;
  }
  return `${minutes}${NBSP}${minutes < 2 ? 'minute' : 'minutes'}`;
}
const frHello = (name?: string) => (name?.trim() ? p`Bonjour ${name.trim()},` : p`Bonjour,`);

const FR_TOPICS: Record<ContactTopic, string> = {
  order: 'une commande',
  delivery: 'la livraison',
  returns: 'les retours et remboursements',
  payment: 'le paiement',
  product: 'un produit',
  account: 'votre compte',
  other: 'un autre sujet',
};

const FR_ORDER: OrderWords = {
  subtotal: 'Sous-total',
  discount: 'Remise',
  shipping: 'Livraison',
  giftCard: 'Carte cadeau',
  credit: 'Solde du compte',
  card: 'Carte bancaire',
  total: 'Total',
  methods: {
    standard: 'Livraison standard',
    nextday: 'Livraison le lendemain',
    express: 'Livraison express',
    digital: 'Par e-mail',
  },
  taxNames: { vat: 'TVA', gst: 'TPS', sales_tax: 'Taxe de vente', taxes: 'Taxes', none: 'Taxe' },
  including: (tax) => `Dont ${tax}`,
  taxComponents: {
    VAT: 'TVA',
    GST: 'TPS',
    HST: 'TVH',
    PST: 'TVP',
    QST: 'TVQ',
    'Sales tax': 'Taxe de vente de l’État',
    'Local sales tax': 'Taxe de vente locale',
    'Outside the scope of tax': 'Hors champ de la TVA',
  },
  receipt: {
    title: () => 'Facture',
    seller: 'Vendeur',
    taxNumber: (tax) => `Numéro de ${tax}`,
    quantity: 'quantité',
    net: 'HT',
    gross: 'TTC',
    rate: (rate) => `${rate.replace('.', ',')}${NBSP}%`,
    totalNet: () => 'Total HT',
    totalTax: (tax) => `Total ${tax}`,
    totalGross: () => 'Total TTC',
  },
};

const fr: LanguageCopy = {
  direction: 'ltr',
  colon: `${NBSP}:`,
  buttonFallback: `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${NBSP}:`,
  footer: (brand) =>
    `Cet e-mail vous a été envoyé par ${brand}. Merci de ne pas y répondre${NBSP}: cette adresse n’est pas consultée.`,
  templates: {
    welcome: (d, brand) => ({
      subject: `Bienvenue chez ${brand}`,
      heading: `Bienvenue chez ${brand}`,
      blocks: [
        frHello(d.firstName),
        p`Merci d’avoir créé votre compte. Vous pouvez désormais commander plus rapidement, suivre vos commandes et retrouver votre liste d’envies et vos adresses en un seul endroit.`,
        button('Accéder à mon compte', d.accountUrl),
      ],
    }),
    'account-exists': (d, brand) => ({
      subject: `Vous avez déjà un compte ${brand}`,
      heading: 'Vous avez déjà un compte',
      blocks: [
        frHello(d.firstName),
        p`Quelqu’un, probablement vous, vient d’essayer de créer un compte ${brand} avec cette adresse e-mail. Un compte existe déjà pour cette adresse${NBSP}: rien n’a été modifié.`,
        button('Me connecter', d.loginUrl),
        link(`Mot de passe oublié${NNBSP}?`, 'En choisir un nouveau', d.resetUrl),
        p`Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail${NBSP}: votre compte est en sécurité.`,
      ],
    }),
    'password-reset': (d, brand) => ({
      subject: `Réinitialisation de votre mot de passe ${brand}`,
      heading: 'Réinitialisez votre mot de passe',
      blocks: [
        frHello(d.firstName),
        p`Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Pour choisir un nouveau mot de passe, cliquez sur le bouton ci-dessous.`,
        button('Choisir un nouveau mot de passe', d.resetUrl),
        p`Ce lien est valable ${frDuration(d.expiresMinutes)} et ne peut être utilisé qu’une seule fois.`,
        p`Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail${NBSP}: votre mot de passe reste inchangé.`,
      ],
    }),
    'sign-in-link': (d, brand) => ({
      subject: `Votre lien de connexion ${brand}`,
      heading: 'Connectez-vous avec ce lien',
      blocks: [
        frHello(d.firstName),
        p`Vous avez demandé à vous connecter à votre compte ${brand} avec un lien plutôt qu’avec votre mot de passe. Utilisez le bouton ci-dessous sur l’appareil où vous voulez vous connecter.`,
        button('Me connecter', d.signInUrl),
        p`Ce lien est valable ${frDuration(d.expiresMinutes)} et ne peut être utilisé qu’une seule fois.`,
        p`Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail${NBSP}: personne ne peut se connecter sans lui. Si vous en recevez souvent, quelqu’un essaie peut-être votre adresse e-mail${NBSP}; votre mot de passe reste confidentiel.`,
      ],
    }),
    'password-changed': (d, brand) => ({
      subject: `Votre mot de passe ${brand} a été modifié`,
      heading: 'Votre mot de passe a été modifié',
      blocks: [
        frHello(d.firstName),
        p`Nous vous confirmons que le mot de passe de votre compte ${brand} a bien été modifié.`,
        p`Si vous n’êtes pas à l’origine de cette modification, réinitialisez dès maintenant votre mot de passe pour protéger votre compte.`,
        button('Réinitialiser mon mot de passe', d.resetUrl),
      ],
    }),
    'email-changed': (d, brand) => ({
      subject: `Votre adresse e-mail ${brand} a été modifiée`,
      heading: 'Votre adresse e-mail a été modifiée',
      blocks: [
        frHello(d.firstName),
        p`L’adresse e-mail de votre compte est désormais ${value(d.newEmail)}. Utilisez-la dorénavant pour vous connecter${NNBSP}; c’est aussi à cette adresse que vous recevrez nos e-mails.`,
        p`Si vous n’êtes pas à l’origine de cette modification, nous vous invitons à contacter sans tarder notre service client.`,
      ],
    }),
    'deletion-code': (d, brand) => ({
      subject: `Votre code de suppression de compte ${brand}`,
      heading: 'Confirmez la suppression de votre compte',
      blocks: [
        frHello(d.firstName),
        p`Veuillez saisir ce code pour confirmer que vous souhaitez supprimer votre compte${NBSP}:`,
        code('Votre code', d.code),
        p`Ce code est valable ${frDuration(d.expiresMinutes)}.`,
        p`Si vous n’avez pas demandé la suppression de votre compte, ignorez cet e-mail${NBSP}: votre compte reste inchangé. Nous vous conseillons toutefois de modifier votre mot de passe.`,
      ],
    }),
    'account-deleted': (d, brand) => ({
      subject: `Votre compte ${brand} a été supprimé`,
      heading: 'Votre compte a été supprimé',
      blocks: [
        frHello(d.firstName),
        p`Comme vous nous l’avez demandé, nous avons supprimé votre compte ainsi que les données personnelles qui y étaient associées.`,
        p`Nous regrettons de vous voir partir et serons heureux de vous retrouver chez ${brand} quand vous le souhaiterez.`,
      ],
    }),
    'newsletter-confirm': (d, brand) => ({
      subject: `Confirmez votre inscription à la newsletter ${brand}`,
      heading: 'Confirmez votre inscription',
      blocks: [
        frHello(),
        p`Merci pour votre inscription à la newsletter ${brand}. Confirmez votre adresse e-mail pour recevoir nos nouveautés, nos offres et nos idées de style.`,
        button('Confirmer mon inscription', d.confirmUrl),
        p`Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement cet e-mail${NBSP}: vous ne recevrez rien de notre part.`,
        link(`Vous avez changé d’avis${NNBSP}?`, 'Se désinscrire', d.unsubscribeUrl),
      ],
    }),
    'staff-discount-verify': (d, brand) => ({
      subject: `Validez votre remise collaborateur ${brand}`,
      heading: 'Validez votre remise collaborateur',
      blocks: [
        frHello(d.firstName),
        p`Pour activer la remise collaborateur sur votre compte, veuillez confirmer cette adresse e-mail.`,
        button('Confirmer mon adresse e-mail', d.verifyUrl),
        p`Ce lien est valable ${frDuration(d.expiresMinutes)}.`,
        p`Si vous n’avez pas demandé de remise collaborateur, vous pouvez ignorer cet e-mail.`,
      ],
    }),
    'contact-staff': (d) => ({
      subject: `Formulaire de contact${NBSP}: ${FR_TOPICS[d.topic]} (${d.reference})`,
      heading: 'Nouveau message du formulaire de contact',
      blocks: [
        p`Référence${NBSP}: ${value(d.reference)}`,
        p`Boutique${NBSP}: ${value(d.store)}`,
        p`Nom${NBSP}: ${value(d.name)}`,
        p`E-mail${NBSP}: ${value(d.email)}`,
        p`Numéro de commande${NBSP}: ${value(d.orderNumber || '-')}`,
        p`Sujet${NBSP}: ${value(FR_TOPICS[d.topic])}`,
        p`Message${NBSP}:`,
        ...quoted(d.message),
        p`Répondez au client à l’adresse e-mail ci-dessus en rappelant la référence.`,
      ],
    }),
    'contact-confirmation': (d, brand) => ({
      subject: `Nous avons bien reçu votre message (${d.reference})`,
      heading: 'Merci de nous avoir contactés',
      blocks: [
        frHello(),
        p`Nous avons bien reçu votre message concernant ${value(FR_TOPICS[d.topic])}. Le service client ${brand} vous répondra par e-mail, en général sous deux jours ouvrés.`,
        p`Votre référence est ${value(d.reference)}. Merci de la rappeler si vous nous écrivez à nouveau à ce sujet.`,
        p`Si vous ne nous avez pas contactés, vous pouvez ignorer cet e-mail.`,
      ],
    }),
    'order-confirmation': (d, brand) => ({
      subject: `Votre commande ${brand} ${d.orderNumber} est confirmée`,
      heading: 'Merci pour votre commande',
      blocks: [
        frHello(d.firstName),
        p`Nous avons bien reçu votre commande ${value(d.orderNumber)} du ${value(d.placedDate)}. Nous vous écrirons à nouveau dès qu’elle sera en route.`,
        ...d.lines.map((l) =>
          l.colour || l.size
            ? p`${value(l.name)}${NBSP}: ${l.colour}, taille ${value(l.size)}, quantité ${value(l.quantity)}, ${value(l.price)}`
            : p`${value(l.name)}${NBSP}: quantité ${value(l.quantity)}, ${value(l.price)}`,
        ),
        ...totalsBlocks(d.totals, FR_ORDER, `${NBSP}:`),
        ...receiptBlocks(d.receipt, FR_ORDER, `${NBSP}:`),
        d.delivery.from === d.delivery.to
          ? p`Livraison${NBSP}: ${value(methodName(d.delivery.method, FR_ORDER))}, prévue le ${value(d.delivery.from)}.`
          : p`Livraison${NBSP}: ${value(methodName(d.delivery.method, FR_ORDER))}, prévue entre le ${value(d.delivery.from)} et le ${value(d.delivery.to)}.`,
        p`Adresse de livraison${NBSP}:`,
        ...addressBlocks(d.address),
        button('Suivre ma commande', d.trackUrl),
      ],
    }),
    'order-dispatched': (d, brand) => ({
      subject: `Votre commande ${brand} ${d.orderNumber} est en route`,
      heading: 'Votre commande est en route',
      blocks: [
        frHello(d.firstName),
        p`Bonne nouvelle${NBSP}: votre commande ${value(d.orderNumber)} a quitté notre entrepôt avec ${value(d.carrier)}.`,
        p`Numéro de suivi${NBSP}: ${value(d.trackingNumber)}`,
        d.delivery.from === d.delivery.to
          ? p`Livraison prévue le ${value(d.delivery.from)}.`
          : p`Livraison prévue entre le ${value(d.delivery.from)} et le ${value(d.delivery.to)}.`,
        button(`Suivre avec ${d.carrier}`, d.trackingUrl),
        link('Vous pouvez aussi suivre chaque étape sur notre site.', 'Suivre ma commande', d.trackOrderUrl),
      ],
    }),
    'order-cancelled': (d, brand) => ({
      subject: `Votre commande ${brand} ${d.orderNumber} est annulée`,
      heading: 'Votre commande est annulée',
      blocks: [
        frHello(d.firstName),
        d.byShopper
          ? p`Comme vous l’avez demandé, nous avons annulé votre commande ${value(d.orderNumber)}. Rien ne vous sera envoyé.`
          : p`Nous avons annulé votre commande ${value(d.orderNumber)}. Rien ne vous sera envoyé. Si vous ne vous y attendiez pas, contactez-nous.`,
        ...(d.cardAmount
          ? [
              p`Les ${value(d.cardAmount)} réservés sur votre carte sont libérés${NBSP}: ils n’ont jamais été débités. Votre banque les rend disponibles sous quelques jours.`,
            ]
          : []),
        ...(d.giftCardAmount
          ? [p`${value(d.giftCardAmount)} ont été recrédités sur votre carte cadeau.`]
          : []),
        ...(d.creditAmount ? [p`${value(d.creditAmount)} ont été recrédités sur votre solde.`] : []),
        button('Voir ma commande', d.orderUrl),
      ],
    }),
    'order-return-refunded': (d, brand) => ({
      subject: `Votre retour ${brand} ${d.returnReference} est remboursé`,
      heading: 'Votre retour est remboursé',
      blocks: [
        frHello(d.firstName),
        p`Nous avons reçu votre retour ${value(d.returnReference)} de la commande ${value(d.orderNumber)} et remboursé ${value(d.totalAmount)}.`,
        ...(d.cardAmount
          ? [
              p`${value(d.cardAmount)} sont recrédités sur la carte utilisée pour payer. Votre banque les affiche sous quelques jours.`,
            ]
          : []),
        ...(d.giftCardAmount
          ? [p`${value(d.giftCardAmount)} payés par carte cadeau sont ajoutés à votre solde.`]
          : []),
        ...(d.creditAmount ? [p`${value(d.creditAmount)} ont été recrédités sur votre solde.`] : []),
        button('Voir ma commande', d.orderUrl),
      ],
    }),
    'referral-welcome': (d, brand) => ({
      subject: `${d.referrerFirstName} vous offre ${d.percentOff}${NBSP}% sur votre première commande ${brand}`,
      heading: `${d.percentOff}${NBSP}% sur votre première commande`,
      blocks: [
        frHello(d.firstName),
        p`Bienvenue chez ${brand}${NBSP}! Grâce à ${value(d.referrerFirstName)}, vous bénéficiez de ${value(`${d.percentOff}${NBSP}%`)} sur votre première commande.`,
        code('Votre code', d.code),
        p`Saisissez-le dans votre panier dans les ${value(d.validDays)} jours. Il ne sert qu’une fois, et seulement lorsque vous êtes connecté(e) à ce compte.`,
        button('Commencer mon shopping', d.shopUrl),
      ],
    }),
    'referral-rewarded': (d, brand) => ({
      subject: `Vous avez gagné ${d.amount} de crédit ${brand}`,
      heading: 'Merci d’avoir parrainé un(e) ami(e)',
      blocks: [
        frHello(d.firstName),
        p`${value(d.friendFirstName)} a passé sa première commande grâce à votre lien${NBSP}: nous avons ajouté ${value(d.amount)} au solde de votre compte.`,
        p`Il est déduit de votre prochaine commande si vous choisissez de payer avec votre solde.`,
        button('Voir mon solde', d.creditUrl),
      ],
    }),
    'back-in-stock': (d, brand) => ({
      subject: d.size
        ? `De retour chez ${brand}${NBSP}: ${d.productName} en ${d.size}`
        : `De retour chez ${brand}${NBSP}: ${d.productName}`,
      heading: 'Il est de retour en stock',
      blocks: [
        frHello(d.firstName),
        d.size
          ? p`Bonne nouvelle${NBSP}: ${value(d.productName)} en taille ${value(d.size)}, qui figure dans votre liste d’envies, est de nouveau disponible.`
          : p`Bonne nouvelle${NBSP}: ${value(d.productName)}, qui figure dans votre liste d’envies, est de nouveau disponible.`,
        p`Les tailles les plus demandées peuvent vite être à nouveau épuisées${NBSP}: nous ne pouvons pas vous le réserver.`,
        button('Je le veux', d.productUrl),
        link(
          'Tout ce que vous avez sauvegardé vous attend au même endroit.',
          'Voir ma liste d’envies',
          d.wishlistUrl,
        ),
      ],
    }),
    'gift-card': (d, brand) => ({
      subject: `${d.senderName} vous offre une carte cadeau ${brand} de ${d.amount}`,
      heading: `Une carte cadeau de ${d.amount} pour vous`,
      blocks: [
        frHello(d.recipientName),
        p`${value(d.senderName)} vous offre une carte cadeau ${brand} de ${value(d.amount)}.`,
        ...(d.message ? [p`Son message${NBSP}:`, ...quoted(d.message)] : []),
        code('Code de la carte cadeau', d.code),
        code('Code PIN', d.pin),
        p`Pour l’utiliser, connectez-vous (ou créez un compte) et activez la carte${NBSP}: tout son solde rejoint le solde de votre compte, à utiliser lors du paiement. Gardez le code et le PIN pour vous${NBSP}: quiconque possède les deux peut utiliser la carte.`,
        button('Activer ma carte cadeau', d.activateUrl),
      ],
    }),
    'subscription-notice': (d, brand) => {
      const notice = {
        reminder: {
          subject: `Votre livraison express offerte ${brand} se renouvelle le ${d.date}`,
          heading: 'Votre abonnement livraison se renouvelle bientôt',
          text: p`Votre livraison le lendemain offerte pendant un an se renouvelle le ${value(d.date)}${NBSP}: nous débiterons alors ${value(d.price)} sur votre carte enregistrée. Rien à faire pour la garder${NNBSP}; pour l’arrêter, résiliez avant cette date.`,
        },
        renewed: {
          subject: `Votre livraison express offerte ${brand} est renouvelée`,
          heading: 'Une année de plus de livraison le lendemain offerte',
          text: p`Votre livraison le lendemain offerte est renouvelée jusqu’au ${value(d.date)}, et ${value(d.price)} ont été débités sur votre carte enregistrée.`,
        },
        expired: {
          subject: `Votre livraison express offerte ${brand} a pris fin`,
          heading: 'Votre abonnement livraison a pris fin',
          text: p`Votre livraison le lendemain offerte a pris fin le ${value(d.date)}${NBSP}: elle avait été résiliée, ou nous n’avons pu débiter aucune carte enregistrée pour une année de plus. Vous pouvez la racheter à tout moment.`,
        },
      }[d.notice];
      return {
        subject: notice.subject,
        heading: notice.heading,
        blocks: [frHello(d.firstName), notice.text, button('Mon abonnement', d.accountUrl)],
      };
    },
    'gift-card-locked': (d, brand) => ({
      subject: `Votre carte cadeau ${brand} se terminant par ${d.last4} est bloquée`,
      heading: 'Votre carte cadeau est bloquée',
      blocks: [
        frHello(d.recipientName),
        p`Un PIN erroné a été saisi ${d.misses} fois pour votre carte cadeau se terminant par ${value(d.last4)}${NBSP}: nous l’avons donc bloquée jusqu’au ${value(d.until)}. Son solde est en sécurité${NBSP}: personne ne peut utiliser la carte tant qu’elle est bloquée.`,
        p`Si c’était vous, vous pourrez réessayer après cette heure avec le PIN indiqué dans l’e-mail de votre carte cadeau.`,
        p`Si ce n’était pas vous, quelqu’un a peut-être vu le code de la carte. Écrivez-nous à ${value(d.customerServiceEmail)}${NBSP}: nous pouvons annuler la carte et vous en émettre une nouvelle avec son solde.`,
      ],
    }),
  },
};

// ---------------------------------------------------------------------------------------------
// Arabic: Modern Standard Arabic, formal register. Digits stay Western (codes must be typed as
// shown, and the Gulf stores use Western digits on the site too).

const AR_PLURAL = new Intl.PluralRules('ar');
/** Arabic counts: 1 and 2 have their own forms, 3-10 take the plural, 11 and above the singular
 * (after "لمدة", so the dual is in the genitive). */
function arCount(n: number, forms: { one: string; two: string; few: string; other: string }): string {
  switch (AR_PLURAL.select(n)) {
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return `${n} ${forms.few}`;
    default:
      return `${n} ${forms.other}`;
  }
}
function arDuration(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) {
    return arCount(minutes / 60, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', other: 'ساعة' });
  }
  return arCount(minutes, { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', other: 'دقيقة' });
}
const arHello = (name?: string) => (name?.trim() ? p`مرحباً ${name.trim()}،` : p`مرحباً،`);

const AR_TOPICS: Record<ContactTopic, string> = {
  order: 'طلب',
  delivery: 'التوصيل',
  returns: 'الإرجاع والاسترداد',
  payment: 'الدفع',
  product: 'منتج',
  account: 'حسابك',
  other: 'موضوع آخر',
};

const AR_ORDER: OrderWords = {
  subtotal: 'المجموع الفرعي',
  discount: 'الخصم',
  shipping: 'التوصيل',
  giftCard: 'بطاقة الهدايا',
  credit: 'رصيد الحساب',
  card: 'البطاقة المصرفية',
  total: 'الإجمالي',
  methods: {
    standard: 'التوصيل العادي',
    nextday: 'التوصيل في اليوم التالي',
    express: 'التوصيل السريع',
    digital: 'بالبريد الإلكتروني',
  },
  taxNames: {
    vat: 'ضريبة القيمة المضافة',
    gst: 'ضريبة السلع والخدمات',
    sales_tax: 'ضريبة المبيعات',
    taxes: 'الضرائب',
    none: 'الضريبة',
  },
  including: (tax) => `شاملة ${tax}`,
  taxComponents: {
    VAT: 'ضريبة القيمة المضافة',
    GST: 'ضريبة السلع والخدمات',
    'Outside the scope of tax': 'خارج نطاق الضريبة',
  },
  receipt: {
    title: () => 'فاتورة ضريبية',
    seller: 'البائع',
    taxNumber: (tax) => `رقم تسجيل ${tax}`,
    quantity: 'الكمية',
    net: 'الصافي',
    gross: 'الإجمالي',
    rate: (rate) => `${rate}٪`,
    totalNet: (tax) => `الإجمالي دون ${tax}`,
    totalTax: (tax) => `إجمالي ${tax}`,
    totalGross: (tax) => `الإجمالي شاملًا ${tax}`,
  },
};

const ar: LanguageCopy = {
  direction: 'rtl',
  colon: ':',
  buttonFallback: 'إذا لم يعمل الزر، انسخ هذا الرابط والصقه في متصفحك:',
  footer: (brand) => `أُرسلت هذه الرسالة من ${brand}. يُرجى عدم الرد عليها، فهذا العنوان غير مُراقَب.`,
  templates: {
    welcome: (d, brand) => ({
      subject: `مرحباً بك في ${brand}`,
      heading: `مرحباً بك في ${brand}`,
      blocks: [
        arHello(d.firstName),
        p`شكراً لإنشاء حسابك. يمكنك الآن إتمام مشترياتك بسرعة أكبر، ومتابعة طلباتك، والاحتفاظ بقائمة أمنياتك وعناوينك في مكان واحد.`,
        button('الانتقال إلى حسابي', d.accountUrl),
      ],
    }),
    'account-exists': (d, brand) => ({
      subject: `لديك حساب بالفعل في ${brand}`,
      heading: 'لديك حساب بالفعل',
      blocks: [
        arHello(d.firstName),
        p`حاول أحدهم، وربما أنت، إنشاء حساب في ${brand} باستخدام عنوان البريد الإلكتروني هذا. يوجد حساب مرتبط بهذا العنوان بالفعل، لذا لم يتغيّر شيء.`,
        button('تسجيل الدخول', d.loginUrl),
        link('هل نسيت كلمة المرور؟', 'اختيار كلمة مرور جديدة', d.resetUrl),
        p`إذا لم تكن أنت من حاول ذلك، يمكنك تجاهل هذه الرسالة، فحسابك في أمان.`,
      ],
    }),
    'password-reset': (d, brand) => ({
      subject: `إعادة تعيين كلمة المرور لحسابك في ${brand}`,
      heading: 'إعادة تعيين كلمة المرور',
      blocks: [
        arHello(d.firstName),
        p`تلقّينا طلباً لإعادة تعيين كلمة المرور الخاصة بحسابك. يمكنك اختيار كلمة مرور جديدة عبر الزر أدناه.`,
        button('اختيار كلمة مرور جديدة', d.resetUrl),
        p`هذا الرابط صالح لمدة ${arDuration(d.expiresMinutes)}، ويمكن استخدامه مرة واحدة فقط.`,
        p`إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.`,
      ],
    }),
    'sign-in-link': (d, brand) => ({
      subject: `رابط تسجيل الدخول إلى ${brand}`,
      heading: 'سجّل الدخول بهذا الرابط',
      blocks: [
        arHello(d.firstName),
        p`طلبت تسجيل الدخول إلى حسابك في ${brand} برابط بدلًا من كلمة المرور. استخدم الزر أدناه على الجهاز الذي تريد تسجيل الدخول منه.`,
        button('تسجيل الدخول', d.signInUrl),
        p`هذا الرابط صالح لمدة ${arDuration(d.expiresMinutes)}، ويمكن استخدامه مرة واحدة فقط.`,
        p`إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول من دونه. وإذا تكررت هذه الرسائل، فربما يحاول أحدهم استخدام بريدك الإلكتروني؛ كلمة المرور تبقى سرية.`,
      ],
    }),
    'password-changed': (d, brand) => ({
      subject: `تم تغيير كلمة المرور لحسابك في ${brand}`,
      heading: 'تم تغيير كلمة المرور',
      blocks: [
        arHello(d.firstName),
        p`نؤكد لك أنه تم تغيير كلمة المرور لحسابك في ${brand}.`,
        p`إذا لم تُجرِ هذا التغيير بنفسك، يُرجى إعادة تعيين كلمة المرور فوراً لحماية حسابك.`,
        button('إعادة تعيين كلمة المرور', d.resetUrl),
      ],
    }),
    'email-changed': (d, brand) => ({
      subject: `تم تغيير عنوان بريدك الإلكتروني في ${brand}`,
      heading: 'تم تغيير عنوان بريدك الإلكتروني',
      blocks: [
        arHello(d.firstName),
        p`أصبح عنوان البريد الإلكتروني لحسابك الآن ${value(d.newEmail)}. يُرجى استخدامه لتسجيل الدخول من الآن فصاعداً، وستصلك رسائلنا عليه أيضاً.`,
        p`إذا لم تُجرِ هذا التغيير بنفسك، يُرجى التواصل مع فريق خدمة العملاء على الفور.`,
      ],
    }),
    'deletion-code': (d, brand) => ({
      subject: `رمز حذف حسابك في ${brand}`,
      heading: 'تأكيد حذف حسابك',
      blocks: [
        arHello(d.firstName),
        p`يُرجى إدخال هذا الرمز لتأكيد رغبتك في حذف حسابك:`,
        code('رمز التأكيد', d.code),
        p`هذا الرمز صالح لمدة ${arDuration(d.expiresMinutes)}.`,
        p`إذا لم تطلب حذف حسابك، فتجاهل هذه الرسالة وسيبقى حسابك كما هو، وننصحك مع ذلك بتغيير كلمة المرور.`,
      ],
    }),
    'account-deleted': (d, brand) => ({
      subject: `تم حذف حسابك في ${brand}`,
      heading: 'تم حذف حسابك',
      blocks: [
        arHello(d.firstName),
        p`بناءً على طلبك، حذفنا حسابك والبيانات الشخصية المرتبطة به.`,
        p`يؤسفنا رحيلك، ويسعدنا استقبالك مجدداً في ${brand} في أي وقت.`,
      ],
    }),
    'newsletter-confirm': (d, brand) => ({
      subject: `يُرجى تأكيد اشتراكك في النشرة الإخبارية من ${brand}`,
      heading: 'تأكيد اشتراكك',
      blocks: [
        arHello(),
        p`شكراً لاشتراكك في النشرة الإخبارية من ${brand}. يُرجى تأكيد عنوان بريدك الإلكتروني لتصلك أحدث المنتجات والعروض وأفكار الأزياء.`,
        button('تأكيد الاشتراك', d.confirmUrl),
        p`إذا لم تشترك بنفسك، فتجاهل هذه الرسالة ولن تصلك أي رسائل منّا.`,
        link('هل غيّرت رأيك؟', 'إلغاء الاشتراك', d.unsubscribeUrl),
      ],
    }),
    'staff-discount-verify': (d, brand) => ({
      subject: `تأكيد خصم الموظفين في ${brand}`,
      heading: 'تأكيد خصم الموظفين',
      blocks: [
        arHello(d.firstName),
        p`لتفعيل خصم الموظفين على حسابك، يُرجى تأكيد عنوان البريد الإلكتروني هذا.`,
        button('تأكيد بريدي الإلكتروني', d.verifyUrl),
        p`هذا الرابط صالح لمدة ${arDuration(d.expiresMinutes)}.`,
        p`إذا لم تطلب خصم الموظفين، يمكنك تجاهل هذه الرسالة.`,
      ],
    }),
    'contact-staff': (d) => ({
      subject: `نموذج الاتصال: ${AR_TOPICS[d.topic]} (${d.reference})`,
      heading: 'رسالة جديدة من نموذج الاتصال',
      blocks: [
        p`المرجع: ${value(d.reference)}`,
        p`المتجر: ${value(d.store)}`,
        p`الاسم: ${value(d.name)}`,
        p`البريد الإلكتروني: ${value(d.email)}`,
        p`رقم الطلب: ${value(d.orderNumber || '-')}`,
        p`الموضوع: ${value(AR_TOPICS[d.topic])}`,
        p`الرسالة:`,
        ...quoted(d.message),
        p`يُرجى الرد على العميل على عنوان البريد الإلكتروني أعلاه مع ذكر المرجع.`,
      ],
    }),
    'contact-confirmation': (d, brand) => ({
      subject: `لقد استلمنا رسالتك (${d.reference})`,
      heading: 'شكراً لتواصلك معنا',
      blocks: [
        arHello(),
        p`لقد استلمنا رسالتك بخصوص ${value(AR_TOPICS[d.topic])}. سيرد عليك فريق خدمة العملاء في ${brand} عبر البريد الإلكتروني، عادةً خلال يومي عمل.`,
        p`رقم المرجع الخاص بك هو ${value(d.reference)}. يُرجى ذكره إذا راسلتنا مجدداً بهذا الشأن.`,
        p`إذا لم تتواصل معنا، يمكنك تجاهل هذه الرسالة.`,
      ],
    }),
    'order-confirmation': (d, brand) => ({
      subject: `تم تأكيد طلبك ${d.orderNumber} من ${brand}`,
      heading: 'شكراً لطلبك',
      blocks: [
        arHello(d.firstName),
        p`لقد استلمنا طلبك ${value(d.orderNumber)} بتاريخ ${value(d.placedDate)}. سنراسلك مجدداً فور شحنه.`,
        ...d.lines.map((l) =>
          l.colour || l.size
            ? p`${value(l.name)}: اللون ${value(l.colour)}، المقاس ${value(l.size)}، الكمية ${value(l.quantity)}، ${value(l.price)}`
            : p`${value(l.name)}: الكمية ${value(l.quantity)}، ${value(l.price)}`,
        ),
        ...totalsBlocks(d.totals, AR_ORDER, ':'),
        ...receiptBlocks(d.receipt, AR_ORDER, ':'),
        d.delivery.from === d.delivery.to
          ? p`التوصيل: ${value(methodName(d.delivery.method, AR_ORDER))}، ومن المتوقع أن يصل في ${value(d.delivery.from)}.`
          : p`التوصيل: ${value(methodName(d.delivery.method, AR_ORDER))}، ومن المتوقع أن يصل بين ${value(d.delivery.from)} و${value(d.delivery.to)}.`,
        p`عنوان التوصيل:`,
        ...addressBlocks(d.address),
        button('تتبّع طلبي', d.trackUrl),
      ],
    }),
    'order-dispatched': (d, brand) => ({
      subject: `طلبك ${d.orderNumber} من ${brand} في الطريق إليك`,
      heading: 'طلبك في الطريق إليك',
      blocks: [
        arHello(d.firstName),
        p`خبر سار: غادر طلبك ${value(d.orderNumber)} مستودعنا مع ${value(d.carrier)}.`,
        p`رقم التتبع: ${value(d.trackingNumber)}`,
        d.delivery.from === d.delivery.to
          ? p`موعد التوصيل المتوقع: ${value(d.delivery.from)}.`
          : p`موعد التوصيل المتوقع: بين ${value(d.delivery.from)} و${value(d.delivery.to)}.`,
        button(`التتبّع لدى ${d.carrier}`, d.trackingUrl),
        link('يمكنك أيضاً متابعة كل خطوة على موقعنا.', 'تتبّع طلبي', d.trackOrderUrl),
      ],
    }),
    'order-cancelled': (d, brand) => ({
      subject: `تم إلغاء طلبك ${d.orderNumber} من ${brand}`,
      heading: 'تم إلغاء طلبك',
      blocks: [
        arHello(d.firstName),
        d.byShopper
          ? p`بناءً على طلبك، ألغينا طلبك ${value(d.orderNumber)}. لن نرسل إليك أي شيء.`
          : p`ألغينا طلبك ${value(d.orderNumber)}. لن نرسل إليك أي شيء. إذا لم تكن تتوقع ذلك، يُرجى التواصل معنا.`,
        ...(d.cardAmount
          ? [
              p`تم تحرير مبلغ ${value(d.cardAmount)} المحجوز على بطاقتك، ولم يُخصم منها. سيظهر متاحاً لدى مصرفك خلال أيام قليلة.`,
            ]
          : []),
        ...(d.giftCardAmount ? [p`أعدنا ${value(d.giftCardAmount)} إلى بطاقة الهدايا الخاصة بك.`] : []),
        ...(d.creditAmount ? [p`أعدنا ${value(d.creditAmount)} إلى رصيد حسابك.`] : []),
        button('عرض طلبي', d.orderUrl),
      ],
    }),
    'order-return-refunded': (d, brand) => ({
      subject: `تم استرداد مبلغ مرتجعك ${d.returnReference} من ${brand}`,
      heading: 'تم استرداد مبلغ مرتجعك',
      blocks: [
        arHello(d.firstName),
        p`استلمنا مرتجعك ${value(d.returnReference)} من الطلب ${value(d.orderNumber)} ورددنا ${value(d.totalAmount)}.`,
        ...(d.cardAmount
          ? [p`أعدنا ${value(d.cardAmount)} إلى البطاقة التي دفعت بها. سيظهر لدى مصرفك خلال أيام قليلة.`]
          : []),
        ...(d.giftCardAmount
          ? [p`أضفنا ${value(d.giftCardAmount)} المدفوعة ببطاقة الهدايا إلى رصيد حسابك.`]
          : []),
        ...(d.creditAmount ? [p`أعدنا ${value(d.creditAmount)} إلى رصيد حسابك.`] : []),
        button('عرض طلبي', d.orderUrl),
      ],
    }),
    'referral-welcome': (d, brand) => ({
      subject: `${d.referrerFirstName} يهديك خصم ${d.percentOff}% على طلبك الأول من ${brand}`,
      heading: `خصم ${d.percentOff}% على طلبك الأول`,
      blocks: [
        arHello(d.firstName),
        p`مرحبًا بك في ${brand}! بفضل ${value(d.referrerFirstName)} لديك خصم ${value(`${d.percentOff}%`)} على طلبك الأول.`,
        code('رمزك', d.code),
        p`أدخليه في حقيبتك خلال ${value(d.validDays)} يومًا. يُستخدم مرة واحدة فقط، وعند تسجيل الدخول إلى هذا الحساب.`,
        button('ابدئي التسوق', d.shopUrl),
      ],
    }),
    'referral-rewarded': (d, brand) => ({
      subject: `ربحت ${d.amount} رصيدًا لدى ${brand}`,
      heading: 'شكرًا لدعوتك صديقة',
      blocks: [
        arHello(d.firstName),
        p`أتمّت ${value(d.friendFirstName)} طلبها الأول عبر رابطك، لذا أضفنا ${value(d.amount)} إلى رصيد حسابك.`,
        p`يُخصم من طلبك التالي عندما تختارين الدفع من رصيدك عند الدفع.`,
        button('عرض رصيدي', d.creditUrl),
      ],
    }),
    'back-in-stock': (d, brand) => ({
      subject: d.size
        ? `عاد إلى المخزون لدى ${brand}: ${d.productName} بالمقاس ${d.size}`
        : `عاد إلى المخزون لدى ${brand}: ${d.productName}`,
      heading: 'عاد إلى المخزون',
      blocks: [
        arHello(d.firstName),
        d.size
          ? p`خبر سار: ${value(d.productName)} بالمقاس ${value(d.size)} من قائمة أمنياتك متوفر من جديد.`
          : p`خبر سار: ${value(d.productName)} من قائمة أمنياتك متوفر من جديد.`,
        p`قد تنفد المقاسات المطلوبة بسرعة مرة أخرى، ولا يمكننا حجزه لك.`,
        button('تسوّقه الآن', d.productUrl),
        link('كل ما حفظته تجده في مكان واحد.', 'عرض قائمة أمنياتي', d.wishlistUrl),
      ],
    }),
    'gift-card': (d, brand) => ({
      subject: `أرسل إليك ${d.senderName} بطاقة هدايا من ${brand} بقيمة ${d.amount}`,
      heading: `بطاقة هدايا بقيمة ${d.amount} لك`,
      blocks: [
        arHello(d.recipientName),
        p`أرسل إليك ${value(d.senderName)} بطاقة هدايا من ${brand} بقيمة ${value(d.amount)}.`,
        ...(d.message ? [p`رسالته:`, ...quoted(d.message)] : []),
        code('رمز بطاقة الهدايا', d.code),
        code('الرقم السري', d.pin),
        p`لاستخدامها، سجّل الدخول (أو أنشئ حسابًا) وفعّل البطاقة: ينتقل رصيدها كاملًا إلى رصيد حسابك لتستخدمه عند الدفع. احتفظ بالرمز والرقم السري لنفسك: يمكن لأي شخص يعرفهما استخدام البطاقة.`,
        button('تفعيل بطاقة الهدايا', d.activateUrl),
      ],
    }),
    'subscription-notice': (d, brand) => {
      const notice = {
        reminder: {
          subject: `يتجدد التوصيل المجاني في اليوم التالي من ${brand} في ${d.date}`,
          heading: 'يتجدد اشتراك التوصيل قريباً',
          text: p`يتجدد اشتراكك في التوصيل المجاني في اليوم التالي لمدة عام في ${value(d.date)}، وسنخصم عندها ${value(d.price)} من بطاقتك المحفوظة. لا حاجة لأي إجراء إن أردت الاحتفاظ به؛ ولإيقافه، ألغِه قبل ذلك التاريخ.`,
        },
        renewed: {
          subject: `تم تجديد التوصيل المجاني في اليوم التالي من ${brand}`,
          heading: 'عام آخر من التوصيل المجاني في اليوم التالي',
          text: p`تم تجديد اشتراكك في التوصيل المجاني في اليوم التالي حتى ${value(d.date)}، وخُصم ${value(d.price)} من بطاقتك المحفوظة.`,
        },
        expired: {
          subject: `انتهى التوصيل المجاني في اليوم التالي من ${brand}`,
          heading: 'انتهى اشتراك التوصيل',
          text: p`انتهى اشتراكك في التوصيل المجاني في اليوم التالي في ${value(d.date)}: إما أنه أُلغي، أو تعذّر علينا الخصم من بطاقة محفوظة لعام آخر. يمكنك شراؤه من جديد في أي وقت.`,
        },
      }[d.notice];
      return {
        subject: notice.subject,
        heading: notice.heading,
        blocks: [arHello(d.firstName), notice.text, button('اشتراكي', d.accountUrl)],
      };
    },
    'gift-card-locked': (d, brand) => ({
      subject: `بطاقة هدايا ${brand} المنتهية بـ ${d.last4} مقفلة`,
      heading: 'بطاقة الهدايا الخاصة بك مقفلة',
      blocks: [
        arHello(d.recipientName),
        p`أدخل أحدهم رقمًا سريًا خاطئًا ${arCount(d.misses, { one: 'مرة واحدة', two: 'مرتين', few: 'مرات', other: 'مرة' })} لبطاقة الهدايا المنتهية بـ ${value(d.last4)}، لذا أقفلناها حتى ${value(d.until)}. رصيدها في أمان: لا يمكن لأحد استخدام البطاقة ما دامت مقفلة.`,
        p`إن كنت أنت من حاول، فيمكنك المحاولة مرة أخرى بعد ذلك الوقت بالرقم السري الوارد في رسالة بطاقة الهدايا.`,
        p`وإن لم تكن أنت، فربما اطّلع شخص آخر على رمز البطاقة. يرجى مراسلتنا على ${value(d.customerServiceEmail)}: يمكننا إلغاء البطاقة وإصدار بطاقة جديدة لك برصيدها.`,
      ],
    }),
  },
};

const COPY: Readonly<Record<Language, LanguageCopy>> = Object.freeze({ en, fr, ar });

// ---------------------------------------------------------------------------------------------
// Layout

/** The language a store's emails are written in; unknown locales are a caller's bug. */
export function mailLanguage(locale: string): Language {
  const config = findLocale(locale);
  if (!config) throw new TypeError(`Unknown locale for an email: ${JSON.stringify(locale)}`);
  return config.language;
}

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Links come from our own services, but a `javascript:` or relative URL in an email is always a
 * bug (relative links go nowhere from a mail client): refuse it when the mail is queued. */
function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`Email links must be absolute http(s) URLs, got ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new TypeError(`Email links must be absolute http(s) URLs, got ${JSON.stringify(url)}`);
  }
  return url;
}

const INK = '#161412';
const MUTED = '#5c554e';
const PAPER = '#fbf9f6';
const STONE = '#f1ede7';

function fontStack(language: Language): string {
  // Mail clients fetch no web fonts reliably: system faces that carry each script.
  return language === 'ar'
    ? "'Noto Naskh Arabic', Tahoma, 'Segoe UI', Arial, sans-serif"
    : "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";
}

function inlineHtml(parts: Inline[]): string {
  return parts
    .map((part) =>
      typeof part === 'string' ? escapeHtml(part) : `<strong><bdi>${escapeHtml(part.value)}</bdi></strong>`,
    )
    .join('');
}

const inlineText = (parts: Inline[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part.value)).join('');

function blockHtml(block: Block, copy: LanguageCopy, align: string): string {
  const paragraph = `margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK};text-align:${align};`;
  switch (block.kind) {
    case 'text':
      return `<p style="${paragraph}">${inlineHtml(block.parts)}</p>`;
    case 'button': {
      const href = escapeHtml(block.url);
      return (
        `<p style="margin:24px 0 8px;text-align:${align};">` +
        `<a href="${href}" style="display:inline-block;background:${INK};color:#ffffff;padding:14px 28px;` +
        `font-size:15px;font-weight:600;letter-spacing:0.04em;text-decoration:none;border-radius:2px;">` +
        `${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 24px;font-size:13px;line-height:1.5;color:${MUTED};text-align:${align};">` +
        `${escapeHtml(copy.buttonFallback)}<br>` +
        `<a href="${href}" dir="ltr" style="color:${INK};word-break:break-all;">${href}</a></p>`
      );
    }
    case 'code':
      return (
        `<p style="margin:8px 0 4px;font-size:13px;color:${MUTED};text-align:${align};">${escapeHtml(block.label)}</p>` +
        `<p dir="ltr" style="margin:0 0 24px;text-align:${align};">` +
        `<span style="display:inline-block;background:${STONE};padding:12px 20px;font-family:Menlo,Consolas,monospace;` +
        `font-size:28px;font-weight:700;letter-spacing:0.3em;color:${INK};">${escapeHtml(block.code)}</span></p>`
      );
    case 'link':
      return (
        `<p style="${paragraph}">${escapeHtml(block.lead)} ` +
        `<a href="${escapeHtml(block.url)}" style="color:${INK};">${escapeHtml(block.label)}</a></p>`
      );
  }
}

function blockText(block: Block, colon: string): string {
  switch (block.kind) {
    case 'text':
      return inlineText(block.parts);
    case 'button':
      // The URL on a line of its own: clients make it a link, and no punctuation sticks to it.
      return `${block.label}${colon}\n${block.url}`;
    case 'code':
      return `${block.label}${colon} ${block.code}`;
    case 'link':
      return `${block.lead} ${block.label}${colon}\n${block.url}`;
  }
}

function validate(content: MailContent): MailContent {
  for (const block of content.blocks) {
    if (block.kind === 'button' || block.kind === 'link') checkedUrl(block.url);
  }
  return content;
}

/** Renders a message in a language, signed with the brand name. Throws on a non-http(s) link. */
export function renderMail(message: MailMessage, options: RenderOptions): RenderedMail {
  const copy = COPY[options.language];
  const compose = copy.templates[message.template] as (
    data: MailMessage['data'],
    brand: string,
  ) => MailContent;
  const content = validate(compose(message.data, options.brandName));
  const lang = options.language;
  const dir = copy.direction;
  const align = dir === 'rtl' ? 'right' : 'left';
  const brand = escapeHtml(options.brandName);
  const footer = copy.footer(options.brandName);

  const html = [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(content.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:${STONE};">`,
    // role=article + a label: how screen readers announce the message body (no layout tables).
    `<div role="article" aria-roledescription="email" aria-label="${escapeHtml(content.subject)}" lang="${lang}" dir="${dir}"` +
      ` style="max-width:560px;margin:0 auto;padding:32px 16px;font-family:${fontStack(lang)};">`,
    `<div style="background:${PAPER};padding:32px 28px;">`,
    `<p style="margin:0 0 24px;font-size:14px;font-weight:700;letter-spacing:0.2em;text-transform:uppercase;color:${INK};text-align:${align};">${brand}</p>`,
    `<h1 style="margin:0 0 24px;font-size:24px;line-height:1.3;font-weight:600;color:${INK};text-align:${align};">${escapeHtml(content.heading)}</h1>`,
    ...content.blocks.map((block) => blockHtml(block, copy, align)),
    '</div>',
    `<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:${MUTED};text-align:${align};">${escapeHtml(footer)}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');

  const text =
    [
      options.brandName,
      content.heading,
      ...content.blocks.map((block) => blockText(block, copy.colon)),
      '-- ',
      footer,
    ].join('\n\n') + '\n';

  return { subject: content.subject, html, text };
}
