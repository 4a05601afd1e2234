// What other modules and the web app use of the wishlist module (decision 0013).
export {
  wishlistService,
  type AddAnswer,
  type MoveAnswer,
  type WishlistAnswer,
  type WishlistService,
} from './service.ts';
export { wishlistTokenFromHeader, type WishlistCaller } from './access.ts';
export { notifyBackInStock, defaultStoreLink, type StoreLink } from './alerts.ts';
export { MAX_WISHLIST_ITEMS } from './schema.ts';
export type { WishlistItem, WishlistSize } from './view.ts';
