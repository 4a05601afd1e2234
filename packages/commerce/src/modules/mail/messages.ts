import type { ContactTopic, TaxName, Tender } from '@vitrine/config';

/**
 * Every email the store sends, with the values its template needs. Services queue one of these
 * with `queueMail` (service.ts); templates.ts renders it in the store's language.
 */
export type MailMessage =
  | { template: 'welcome'; data: { firstName: string; accountUrl: string } }
  | { template: 'account-exists'; data: { firstName: string; loginUrl: string; resetUrl: string } }
  | { template: 'password-reset'; data: { firstName: string; resetUrl: string; expiresMinutes: number } }
  | { template: 'password-changed'; data: { firstName: string; resetUrl: string } }
  /** Issue 35 item 5 (decision 0029): a one-time sign-in link, asked for on the sign-in page. */
  | { template: 'sign-in-link'; data: { firstName: string; signInUrl: string; expiresMinutes: number } }
  | { template: 'email-changed'; data: { firstName: string; newEmail: string } }
  | { template: 'deletion-code'; data: { firstName: string; code: string; expiresMinutes: number } }
  | { template: 'account-deleted'; data: { firstName: string } }
  | { template: 'newsletter-confirm'; data: { confirmUrl: string; unsubscribeUrl: string } }
  | {
      template: 'staff-discount-verify';
      data: { firstName: string; verifyUrl: string; expiresMinutes: number };
    }
  | {
      /** §7.6 contact, to customer service: everything the shopper sent. */
      template: 'contact-staff';
      data: {
        reference: string;
        name: string;
        email: string;
        /** '' when the shopper gave none. */
        orderNumber: string;
        topic: ContactTopic;
        message: string;
        /** Store locale code the message came from. */
        store: string;
      };
    }
  | {
      /**
       * §7.6 contact, to the sender. Echoes neither the message nor the name: anyone can type any
       * address into the form, so what we send must not carry their words to a stranger.
       */
      template: 'contact-confirmation';
      data: { reference: string; topic: ContactTopic };
    }
  | {
      /** Issue 4: queued with the order, in the store's language; amounts and dates already
       * written the store's way (§3.2 date format and time zone, its currency format). */
      template: 'order-confirmation';
      data: {
        firstName: string;
        orderNumber: string;
        placedDate: string;
        lines: OrderMailLine[];
        totals: OrderMailTotals;
        delivery: OrderMailDelivery;
        /** The delivery address, one entry per line. */
        address: string[];
        /** The store's track-order page for this order. */
        trackUrl: string;
        /** Issue 31 item 4: the tax receipt; null for an order without recorded tax. */
        receipt: OrderMailReceipt | null;
      };
    }
  | {
      /** Issue 4: the parcel has left, with the carrier's tracking link. */
      template: 'order-dispatched';
      data: {
        firstName: string;
        orderNumber: string;
        carrier: string;
        trackingNumber: string;
        /** The carrier's own tracking page. */
        trackingUrl: string;
        /** The store's track-order page for this order. */
        trackOrderUrl: string;
        /** Promised delivery window, formatted; method as in OrderMailDelivery. */
        delivery: OrderMailDelivery;
      };
    }
  | {
      /**
       * Issue 34 item 5: the order is cancelled before it left, with what comes back: the card's
       * hold released, gift-card and store-credit amounts given back (each null when none).
       */
      template: 'order-cancelled';
      data: {
        firstName: string;
        orderNumber: string;
        /** Cancelled by the shopper from their order page, rather than by the shop. */
        byShopper: boolean;
        cardAmount: string | null;
        giftCardAmount: string | null;
        creditAmount: string | null;
        /** The store's page showing this order. */
        orderUrl: string;
      };
    }
  | {
      /**
       * Issue 34 item 6: a return was received; what went back to the card and, as store credit,
       * what gift cards and the account balance had paid (each null when none).
       */
      template: 'order-return-refunded';
      data: {
        firstName: string;
        orderNumber: string;
        returnReference: string;
        totalAmount: string;
        cardAmount: string | null;
        giftCardAmount: string | null;
        creditAmount: string | null;
        /** The store's page showing this order. */
        orderUrl: string;
      };
    }
  | {
      /** Issue 6 item 4: a friend registered through a share link; their one-use first-order code. */
      template: 'referral-welcome';
      data: {
        firstName: string;
        referrerFirstName: string;
        code: string;
        percentOff: number;
        validDays: number;
        shopUrl: string;
      };
    }
  | {
      /** Issue 6 item 4: the referrer's reward was added to their account balance. */
      template: 'referral-rewarded';
      data: { firstName: string; friendFirstName: string; amount: string; creditUrl: string };
    }
  | {
      /**
       * Issue 6: a size the customer asked about on their wishlist is back in stock in their
       * store's region (PATCH wishlist/{id}/notify). `size` is '' for a one-size item.
       */
      template: 'back-in-stock';
      data: {
        firstName: string;
        productName: string;
        /** In the store's size format (§3.2), e.g. "UK 10", "EU 38". */
        size: string;
        productUrl: string;
        wishlistUrl: string;
      };
    }
  | {
      /**
       * Issue 6 item 2: a digital gift card, to its recipient, queued at checkout to go at midnight
       * of the delivery date in the store's zone. The only place the code and PIN exist in clear.
       */
      template: 'gift-card';
      data: {
        recipientName: string;
        senderName: string;
        /** The face value, written the store's way (£50.00). */
        amount: string;
        /** ABCD-EFGH-JKMN-PQRS. */
        code: string;
        pin: string;
        /** The buyer's message; '' for none. */
        message: string;
        /** The store's /giftcards/activate page. */
        activateUrl: string;
      };
    }
  | {
      /**
       * Issue 31 item 6, the §9 delivery subscription's year: a reminder before it renews, and
       * what happened when it ended (renewed on the saved card, or expired).
       */
      template: 'subscription-notice';
      data: {
        firstName: string;
        notice: 'reminder' | 'renewed' | 'expired';
        /** When it renews (reminder), until when it now runs (renewed), when it ended (expired):
         * the store's date format and time zone. */
        date: string;
        /** The year's price, the store's way. */
        price: string;
        /** The account's subscription page. */
        accountUrl: string;
      };
    }
  | {
      /**
       * Issue 35 item 4: to a gift card's recipient, when wrong PINs for it locked the card. Sent
       * once, by the try that filled the count.
       */
      template: 'gift-card-locked';
      data: {
        recipientName: string;
        /** The last four characters of the card's code. */
        last4: string;
        /** Wrong PINs in a row that lock a card. */
        misses: number;
        /** When the card takes a PIN again, in the card's store's format and time zone. */
        until: string;
        /** Who can cancel the card and issue a new one. */
        customerServiceEmail: string;
      };
    };

/** One line of an order email, written for the shopper (price = the line's total). */
export interface OrderMailLine {
  name: string;
  colour: string;
  size: string;
  quantity: number;
  price: string;
}

/** Order amounts, formatted; null for an amount the order does not have (no discount...). */
/** One tender of an order (issue 29 item 11, config moneySummary), its amount written the store's way. */
export type OrderMailTender = Tender & { amount: string };

export interface OrderMailTotals {
  subtotal: string;
  discount: string | null;
  shipping: string;
  /** What the order costs: subtotal − discount + delivery. */
  total: string;
  /** What paid the total, in the order taken; gift cards and balance as negatives, the card last. */
  tenders: OrderMailTender[];
  /** Issue 31: the tax, inside the prices or added to them; null for none to show. */
  tax: { name: TaxName; pricesIncludeTax: boolean; amount: string } | null;
}

/** A line of the receipt: amounts formatted the store's way, the rate as a number ("20"). */
export interface OrderMailReceiptLine {
  name: string;
  quantity: number;
  /** Each tax that makes the rate up ("GST" 5, "PST" 7). */
  components: { name: string; rate: string }[];
  rate: string;
  net: string;
  tax: string;
  gross: string;
}

/** Issue 31 item 4: the tax receipt the confirmation carries. */
export interface OrderMailReceipt {
  taxName: TaxName;
  seller: { name: string; address: string; taxNumber: string | null };
  lines: OrderMailReceiptLine[];
  /** The delivery charge, with the method's code; null when delivery was free. */
  delivery: (OrderMailReceiptLine & { method: string }) | null;
  byRate: { name: string; rate: string; tax: string }[];
  totals: { net: string; tax: string; gross: string };
}

export interface OrderMailDelivery {
  /** The shipping method's code (standard, next-day...); templates word the ones they know. */
  method: string;
  /** First and last day of the promised window, formatted; equal for a one-day promise. */
  from: string;
  to: string;
}

export type MailTemplate = MailMessage['template'];
