/**
 * The few places where a lower module needs to hear from the modules built on it. A module never
 * imports one that imports it (test/module-pairs.test.ts); instead it states what it needs as a
 * type, and this file, next to app.ts which hands these to the routes and sweeps, fills it in
 * from the modules' public faces.
 */
import type { CatalogDependents } from './modules/catalog/index.ts';
import { productImageTexts } from './modules/catalog/index.ts';
import { blogImageTexts } from './modules/content/index.ts';
import { customOrderImageTexts } from './modules/custom-orders/index.ts';
import type { ImageOwner } from './modules/media/index.ts';
import { dropImageTexts } from './modules/monthly-drops/index.ts';
import {
  findImagesShownByOrders,
  orderForDownload,
  orderImageTexts,
  patternLineById,
  patternLinesOfOrder,
} from './modules/orders/index.ts';
import type { PatternOrders } from './modules/patterns/index.ts';
import { reviewImageTexts } from './modules/reviews/index.ts';
import { countWaitingByProduct, queueBackInStockMails } from './modules/stock-alerts/index.ts';
import { countWishlistsByProduct } from './modules/wishlist/index.ts';

/** What the modules built on the catalog tell it; the catalog imports none of them. */
export const catalogDependents: CatalogDependents = {
  async countsByProduct(db, productIds) {
    const [wishlists, waiting] = await Promise.all([
      countWishlistsByProduct(db, productIds),
      countWaitingByProduct(db, productIds),
    ]);
    return new Map(
      productIds.map((id) => [
        id,
        { wishlistCount: wishlists.get(id) ?? 0, waitingCount: waiting.get(id) ?? 0 },
      ]),
    );
  },
  imagesInUse: findImagesShownByOrders,
  onStockSaved: queueBackInStockMails,
};

/** Every module whose rows show uploaded images: the upload sweep keeps what any of them names. */
export const imageOwners: readonly ImageOwner[] = [
  productImageTexts,
  orderImageTexts,
  blogImageTexts,
  dropImageTexts,
  reviewImageTexts,
  customOrderImageTexts,
];

/** What pattern downloads read of orders: the order's facts and its pattern lines. */
export const patternOrders: PatternOrders = {
  orderForDownload,
  patternLinesOfOrder,
  patternLineById,
};
