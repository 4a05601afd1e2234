// What the web app and other modules use of the address lookup (§7.8).
export {
  LOOKUP_MAX_RESULTS,
  LookupUnavailableError,
  foldForSearch,
  type AddressLookupProvider,
  type FindOptions,
  type LookupAddress,
  type LookupItem,
} from './address-lookup.ts';
export { builtinLookupProvider } from './lookup-provider-builtin.ts';
export { LoqateLookupProvider, mapLoqateFind, mapLoqateRetrieve } from './lookup-provider-loqate.ts';
export { addressLookupFor, createLookupProvider } from './lookup-runtime.ts';
