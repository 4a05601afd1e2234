// `@vitrine/commerce/catalogue`: the storefront home's reads in one service, as the web app uses
// them: the catalogue's menu and stock (module `catalog`) with the §9 home widgets (module
// `merchandising`). Above the modules, because the widgets are built on the catalogue.
import type { Database } from './db/client.ts';
import { catalogService as catalogueReads } from './modules/catalog/index.ts';
import { homeWidgetService } from './modules/merchandising/index.ts';

export function catalogService(db: Database) {
  return { ...catalogueReads(db), ...homeWidgetService(db) };
}

export type { EffectivePrice, MenuCategory, Money } from './modules/catalog/index.ts';
export type { ProductCard } from './modules/listing/index.ts';
export type { HomeWidget } from './modules/merchandising/index.ts';
