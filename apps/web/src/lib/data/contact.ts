import 'server-only';
import * as contact from '@vitrine/commerce/contact';
import { withDb } from './database';

// The contact form (decision 0059).
export {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  ORDER_NUMBER_MAX_LENGTH,
} from '@vitrine/commerce/contact';

export const submitContact = withDb(contact.submitContact);
