export * from './db/index.ts';
export { env, loadEnv, ConfigError, type Env } from './env.ts';
export { createApi, type Api } from './api.ts';
export { createLogger } from './kernel/logger.ts';
export {
  catalogService,
  type ProductCard,
  type MenuCategory,
  type HomeWidget,
} from './catalogue.ts';
export { API_VERSION, APP_NAME } from './version.ts';
