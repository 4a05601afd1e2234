import 'server-only';
import * as customer from '@vitrine/commerce/customer';
import { CUSTOMER_REGISTERED_HOOKS } from '@vitrine/commerce/customer-hooks';
import { getDb } from '@vitrine/commerce/db';
import { withDb } from './database';

// The customer's account: profile, address book, newsletter, staff discount (decision 0059).
export type { Address, CustomerProfile } from '@vitrine/commerce/customer';

/** §7.3 registration, with the hooks the API's own route runs (customer-hooks.ts). */
export const register = (...args: RegisterArgs) =>
  customer.register(getDb(), ...args, CUSTOMER_REGISTERED_HOOKS);
type RegisterArgs = Parameters<typeof customer.register> extends [unknown, ...infer A, unknown] ? A : never;
export const getProfile = withDb(customer.getProfile);
export const updateProfile = withDb(customer.updateProfile);
export const sendDeletionCode = withDb(customer.sendDeletionCode);
export const deleteAccount = withDb(customer.deleteAccount);
export const listAddresses = withDb(customer.listAddresses);
export const addAddress = withDb(customer.addAddress);
export const updateAddress = withDb(customer.updateAddress);
export const deleteAddress = withDb(customer.deleteAddress);
export const confirmNewsletter = withDb(customer.confirmNewsletter);
export const unsubscribe = withDb(customer.unsubscribe);
export const requestStaffVerification = withDb(customer.requestStaffVerification);
export const verifyStaff = withDb(customer.verifyStaff);
