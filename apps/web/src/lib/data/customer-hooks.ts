import 'server-only';

// The web app's in-process registration opens accounts with the hooks the API's own route uses, so
// an account opened either way records the referral of its share link.
export { CUSTOMER_REGISTERED_HOOKS } from '@vitrine/commerce/customer-hooks';
