// What the storefront puts forward (module `merchandising`): the §9 home widgets, recommendations
// (§7.8), the signals they follow (product views, issue 3 §6) and the marketplace (§2.1).
export { homeWidgetService, type HomeWidget } from './home-widgets.ts';
export { recommendationService } from './recommendations.ts';
export { marketplaceService } from './marketplace.ts';
export { mostViewed, recordView, TRENDING_DAYS } from './signals.ts';
