// What the web app may use of the content module in process (decision 0010), instead of HTTP.
export {
  footerFlat,
  footerWithAttributes,
  listEntries,
  menuRegionOf,
  previewBanners,
  previewMenu,
  previewStore,
  readBannerFile,
  readEntry,
  readFooter,
  readMenuFile,
  type BannerFile,
  type ContentEntry,
  type Footer,
  type FooterLink,
  type FooterSection,
  type MenuFile,
  type PreviewStore,
} from './service.ts';
export { PAGE_SINGLES, SETTING_SINGLES, SINGLE_ENDPOINTS, type SingleEndpoint } from './model.ts';
export { previewInstant, scheduledVisible, type Device, type Schedule } from './time.ts';
export { sanitiseRichText } from './rich-text.ts';
export { contentServiceToken } from './service-token.ts';
export {
  CONTENT_CHANNEL,
  contentChangeSubscriber,
  isBookedChange,
  listenForContentChanges,
} from './changes.ts';
export type { ChannelSubscriber } from '../../db/listen.ts';
export { BANNER_TYPES, CONTENT_KINDS, type BannerType, type ContentKind } from './schema.ts';
export { MENU_REGIONS, REGIONS, storeOfRegion } from './model.ts';
export type { EntryStatus, StaffBanner, StaffEntry } from './service.ts';
export { announceBookedContent, bookedContentTimes } from './booked.ts';
