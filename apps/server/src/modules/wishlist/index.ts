/**
 * Wishlist: shoppers' saved products.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { listWishlist } from './list-wishlist.ts';
export { wishlistRoutes } from './routes.ts';
export { wishlistFormRoutes } from './form-routes.ts';
export { countWishlistsByProduct } from './wishlist-counts.ts';
export { wishlistPersonalData } from './personal-data.ts';
