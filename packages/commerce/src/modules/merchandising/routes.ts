// The merchandising module's API, for the composition root (api.ts): recommendations, visual
// search and shopper signals.
export { recommendationRoutes, VISUAL_SEARCH_PATH } from './recommendations-routes.ts';
export { signalRoutes } from './signals-routes.ts';
