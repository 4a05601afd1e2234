// What the web app uses of the contact module (in process, no HTTP hop).
export { ContactInputSchema, parseContactInput, submitContact, type ContactInput } from './service.ts';
// The §7.6 topics and field limits are pure rules the form and the mail share (@vitrine/config).
export {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  ORDER_NUMBER_MAX_LENGTH,
  type ContactTopic,
} from '@vitrine/config';
