// What a web process runs on (decision 0059): its environment, log and version, and the HTTP
// policies the custom server shares with the API.
// No 'server-only' here: the custom server (server/main.ts) runs outside Next and imports it.
export { env, type Env } from '@vitrine/commerce/env';
export { createLogger } from '@vitrine/commerce/logger';
export { API_VERSION, APP_NAME } from '@vitrine/commerce/version';
export { CLIENT_ADDRESS_HEADER, limitKeyOf, stampClientAddress } from '@vitrine/commerce/client-address';
export {
  hstsSetting,
  parseCspAllow,
  reportDirective,
  securityHeaders,
  type CspAllowDirective,
} from '@vitrine/commerce/security-headers';
export { stopping, whenStopping } from '@vitrine/commerce/stopping';
