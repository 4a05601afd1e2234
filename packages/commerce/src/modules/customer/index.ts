// What the web app uses of the customer module (in process, no HTTP hop).
export * from './service.ts';
export * from './addresses.ts';
export type { CustomerRegistered, CustomerRegisteredHook } from './events.ts';
export { confirmNewsletter, subscribe, unsubscribe } from './newsletter.ts';
export { requestStaffVerification, verifyStaff } from './staff-discount.ts';
export { AddressInputSchema } from './address-input.ts';
export { customerContactOf, customerContactsOf, type CustomerContact } from './contacts.ts';
// The credentials on the account's row, which auth checks and changes (decision 0062).
export {
  accountByEmail,
  accountById,
  bumpSessionVersion,
  credentialsByEmail,
  currentSessionVersion,
  lockAccount,
  sessionVersionOf,
  setPasswordHash,
  type CustomerAccount,
  type SignInCredentials,
} from './credentials.ts';
export { deleteExpiredDeletionCodes } from './expired.ts';
