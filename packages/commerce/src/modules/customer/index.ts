// What the web app uses of the customer module (in process, no HTTP hop).
export * from './service.ts';
export * from './addresses.ts';
export { contactsOf, type CustomerContact } from './contacts.ts';
export type { CustomerRegistered, CustomerRegisteredHook } from './events.ts';
export { confirmNewsletter, subscribe, unsubscribe } from './newsletter.ts';
export { requestStaffVerification, verifyStaff } from './staff-discount.ts';
export { AddressInputSchema } from './address-input.ts';
