import 'server-only';
import * as customer from '@vitrine/commerce/customer';
import { withDb } from './database';

// The customer's account: profile, address book, newsletter, staff discount (decision 0059).
export type { Address, CustomerProfile } from '@vitrine/commerce/customer';

export const register = withDb(customer.register);
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
