import 'server-only';
import { wishlistService as wishlists } from '@vitrine/commerce/wishlist';
import { withDb } from './database';

// The wishlist (decision 0013), in process (decision 0059).
export { wishlistTokenFromHeader, type WishlistCaller } from '@vitrine/commerce/wishlist';

export const wishlistService = withDb(wishlists);
