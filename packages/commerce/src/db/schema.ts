// Every module's tables, for drizzle-kit and the typed client. A module owns its tables;
// other modules go through its service (DESIGN.md).
export * from '../modules/catalog/schema.ts';
export * from '../modules/listing/schema.ts';
export * from '../modules/merchandising/schema.ts';
export * from '../modules/customer/schema.ts';
export * from '../modules/security/schema.ts';
export * from '../modules/auth/schema.ts';
export * from '../modules/mail/schema.ts';
export * from '../modules/content/schema.ts';
export * from '../modules/quote/schema.ts';
export * from '../modules/payment/schema.ts';
export * from '../modules/checkout/schema.ts';
export * from '../modules/order/schema.ts';
export * from '../modules/wishlist/schema.ts';
export * from '../modules/credit/schema.ts';
export * from '../modules/giftcard/schema.ts';
export * from '../modules/subscription/schema.ts';
export * from '../modules/referral/schema.ts';
