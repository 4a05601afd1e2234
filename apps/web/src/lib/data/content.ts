import * as content from '@vitrine/commerce/content';
import { withDb } from './database';

// Content (decisions 0010, 0011): the staff screens' vocabulary, rich-text sanitising, and the
// storefront's service token for the content API (decision 0055).
export {
  BANNER_TYPES,
  CONTENT_KINDS,
  previewInstant,
  REGIONS,
  sanitiseRichText,
  storeOfRegion,
  type BannerType,
  type ContentKind,
  type EntryStatus,
  type StaffBanner,
  type StaffEntry,
} from '@vitrine/commerce/content';

export const contentServiceToken = withDb(content.contentServiceToken);
