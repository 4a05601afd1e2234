import 'server-only';

// The web app's in-process checkout places orders with the hooks the API's own route uses, so an
// order placed either way starts the same gift cards, subscription and referral.
export { ORDER_PLACED_HOOKS } from '@vitrine/commerce/order-hooks';
