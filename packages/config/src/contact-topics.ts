/** §7.6 contact: what a message is about. Customer care routes on it; labels live with each language. */
export const CONTACT_TOPICS = [
  'order',
  'delivery',
  'returns',
  'payment',
  'product',
  'account',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const ORDER_NUMBER_MAX_LENGTH = 32;
